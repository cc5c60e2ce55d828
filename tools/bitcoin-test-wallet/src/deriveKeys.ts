import { hex } from '@scure/base'
import { p2tr, p2wpkh } from '@scure/btc-signer'
import { pubECDSA, pubSchnorr } from '@scure/btc-signer/utils.js'
import { btcNetwork } from './networks.ts'
import type { BitcoinTestKey, BitcoinTestNetwork } from './types.ts'

/** A key of the wallet with its address and output script. */
export interface DerivedKey {
  purpose: 'payment' | 'ordinals'
  privateKey: Uint8Array
  /** Payment: 33-byte compressed key; ordinal: 32-byte x-only internal key. */
  publicKey: Uint8Array
  address: string
  script: Uint8Array
  path: string
  /** Ordinal only: the BIP-86 internal key the output is tweaked from. */
  tapInternalKey?: Uint8Array
}

/**
 * The payment (P2WPKH) and ordinal (P2TR key path, BIP-86 tweak) keys of the wallet.
 *
 * @example
 * const [payment, ordinal] = deriveKeys({ payment, ordinal, network: 'regtest' })
 */
export function deriveKeys(parameters: {
  payment: BitcoinTestKey
  ordinal: BitcoinTestKey
  network: BitcoinTestNetwork
}): [payment: DerivedKey, ordinal: DerivedKey] {
  const network = btcNetwork(parameters.network)
  const paymentKey = hex.decode(parameters.payment.privateKeyHex)
  const paymentPublicKey = pubECDSA(paymentKey, true)
  const payment = p2wpkh(paymentPublicKey, network)
  const ordinalKey = hex.decode(parameters.ordinal.privateKeyHex)
  const internalKey = pubSchnorr(ordinalKey)
  const ordinal = p2tr(internalKey, undefined, network)
  return [
    {
      purpose: 'payment',
      privateKey: paymentKey,
      publicKey: paymentPublicKey,
      address: payment.address ?? '',
      script: payment.script,
      path: parameters.payment.path,
    },
    {
      purpose: 'ordinals',
      privateKey: ordinalKey,
      publicKey: internalKey,
      address: ordinal.address ?? '',
      script: ordinal.script,
      path: parameters.ordinal.path,
      tapInternalKey: ordinal.tapInternalKey,
    },
  ]
}
