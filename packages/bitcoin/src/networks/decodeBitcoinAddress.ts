import { Address, NETWORK, OutScript, TEST_NETWORK } from '@scure/btc-signer'
import type { BitcoinAddressFamily } from './bitcoinNetworks.ts'

// Loaded with import() only: @scure/btc-signer stays out of the initial bundle.

const NETWORKS = {
  mainnet: NETWORK,
  testnet: TEST_NETWORK,
  // regtest differs from testnet only in its bech32 prefix.
  regtest: { ...TEST_NETWORK, bech32: 'bcrt' },
} as const

/** The kind of output an address pays to. */
export type BitcoinAddressType = 'pkh' | 'sh' | 'wpkh' | 'wsh' | 'tr' | 'unknown'

/**
 * Decodes an address with @scure/btc-signer for a network's prefixes: its output type and
 * script, or undefined when it is not an address of that network (wrong prefix, checksum, …).
 *
 * @example
 * decodeBitcoinAddress('bcrt1q…', 'regtest') // { type: 'wpkh', script: Uint8Array }
 */
export function decodeBitcoinAddress(
  address: string,
  family: BitcoinAddressFamily,
): { type: BitcoinAddressType; script: Uint8Array } | undefined {
  try {
    const decoded = Address(NETWORKS[family]).decode(address)
    const type = decoded.type
    return {
      type:
        type === 'pkh' || type === 'sh' || type === 'wpkh' || type === 'wsh' || type === 'tr'
          ? type
          : 'unknown',
      script: OutScript.encode(decoded),
    }
  } catch {
    return undefined
  }
}

/**
 * The address an output script pays to on a network, or undefined for a script without one.
 *
 * @example
 * addressOfScript(witnessUtxo.script, 'regtest') // 'bcrt1q…'
 */
export function addressOfScript(
  script: Uint8Array,
  family: BitcoinAddressFamily,
): string | undefined {
  try {
    return Address(NETWORKS[family]).encode(OutScript.decode(script))
  } catch {
    return undefined
  }
}

export { NETWORKS as BTC_SIGNER_NETWORKS }
