import { createHash } from 'node:crypto'
import { networks, payments } from 'bitcoinjs-lib'
import { ecc } from './ecc.ts'

/** One key of a Bitcoin dev account. */
export type BitcoinDevKey = {
  readonly privateKeyHex: string
  /** Payment: the 33-byte compressed key. Ordinal: the 32-byte x-only internal key. */
  readonly publicKeyHex: string
  readonly address: string
  /** The nominal derivation path (the key is not derived: it is a hash). */
  readonly path: string
}

/** A Bitcoin dev account: a P2WPKH payment key and a P2TR (BIP-86) ordinal key, on regtest. */
export type BitcoinDevAccount = { readonly payment: BitcoinDevKey; readonly ordinal: BitcoinDevKey }

function sha256(text: string): Uint8Array {
  return createHash('sha256').update(text, 'utf8').digest()
}

function compressedPublicKey(privateKey: Uint8Array): Uint8Array {
  const publicKey = ecc.pointFromScalar(privateKey, true)
  if (publicKey === null) throw new Error('A dev key is not a valid secp256k1 private key')
  return publicKey
}

function devAccount(index: number): BitcoinDevAccount {
  const paymentKey = sha256(`portico bitcoin payment ${index}`)
  const paymentPublicKey = compressedPublicKey(paymentKey)
  const ordinalKey = sha256(`portico bitcoin ordinal ${index}`)
  const internalPublicKey = compressedPublicKey(ordinalKey).subarray(1)
  const payment = payments.p2wpkh({ pubkey: paymentPublicKey, network: networks.regtest })
  const ordinal = payments.p2tr({ internalPubkey: internalPublicKey, network: networks.regtest })
  if (payment.address === undefined || ordinal.address === undefined) {
    throw new Error('bitcoinjs-lib gave no address for a dev key')
  }
  return {
    payment: {
      privateKeyHex: Buffer.from(paymentKey).toString('hex'),
      publicKeyHex: Buffer.from(paymentPublicKey).toString('hex'),
      address: payment.address,
      path: `m/84'/1'/0'/0/${index}`,
    },
    ordinal: {
      privateKeyHex: Buffer.from(ordinalKey).toString('hex'),
      publicKeyHex: Buffer.from(internalPublicKey).toString('hex'),
      address: ordinal.address,
      path: `m/86'/1'/0'/0/${index}`,
    },
  }
}

/**
 * Dev accounts 0 and 1 on regtest: payment key sha256(utf8 `portico bitcoin payment ${i}`)
 * (P2WPKH, 'bcrt1q…'), ordinal key sha256(utf8 `portico bitcoin ordinal ${i}`) (P2TR key path
 * with the BIP-86 tweak, 'bcrt1p…'). The local service gives each payment address 3 UTXOs of
 * 1 BTC and each ordinal address 1 UTXO of 10 000 sats at start.
 *
 * @example
 * const { privateKeyHex } = BITCOIN_DEV_ACCOUNTS[0].payment
 * const key = ECPairFactory(ecc).fromPrivateKey(Buffer.from(privateKeyHex, 'hex'))
 */
export const BITCOIN_DEV_ACCOUNTS: readonly BitcoinDevAccount[] = [0, 1].map(devAccount)

/** What each payment address gets at start: 3 outputs of 1 BTC. */
export const DEV_PAYMENT_FUNDING: readonly bigint[] = [100_000_000n, 100_000_000n, 100_000_000n]

/** What each ordinal address gets at start: 1 output of 10 000 sats. */
export const DEV_ORDINAL_FUNDING: readonly bigint[] = [10_000n]
