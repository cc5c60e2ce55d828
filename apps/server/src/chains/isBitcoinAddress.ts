import { Address } from '@scure/btc-signer'
import type { BitcoinNetwork } from './bitcoinNetworks.ts'

/**
 * Whether `address` is a valid address on `network`: base58check (P2PKH, P2SH) or bech32/bech32m
 * (P2WPKH, P2WSH, P2TR) with that network's version bytes or prefix, checksum included.
 *
 * @example
 * isBitcoinAddress('bcrt1q…', bitcoinNetworkOf('bip122:0f9188f13cb7b2c71f2a335e3a4fc328')!)
 */
export function isBitcoinAddress(address: string, network: BitcoinNetwork): boolean {
  // bech32 is case-insensitive but never mixed-case; base58 is case-sensitive.
  if (address.length < 14 || address.length > 90) return false
  try {
    Address(network).decode(address)
    return true
  } catch {
    return false
  }
}
