// The WalletConnect test wallet's Solana and Bitcoin keys, derived from a fixed seed byte so that
// runs are repeatable (the EVM accounts are in accounts.ts).
import { ed25519 } from '@noble/curves/ed25519'
import { secp256k1 } from '@noble/curves/secp256k1'
import { sha256 } from '@noble/hashes/sha2'
import { base58, createBase58check, hex } from '@scure/base'
import { Address } from 'bip322-js'

export interface SolanaKey {
  secretKey: Uint8Array
  publicKey: Uint8Array
  /** base58 of the public key. */
  address: string
}

export interface BitcoinKey {
  privateKey: Uint8Array
  /** Compressed public key, hex. */
  publicKey: string
  /** Wallet import format, for bip322-js. */
  wif: string
  /** Native SegWit (P2WPKH) mainnet address. */
  address: string
  path: string
}

/**
 * An ed25519 key from a fixed seed byte.
 *
 * @example
 * solanaKey(1).address // base58, 32–44 characters
 */
export function solanaKey(seed: number): SolanaKey {
  const secretKey = new Uint8Array(32).fill(seed)
  const publicKey = ed25519.getPublicKey(secretKey)
  return { secretKey, publicKey, address: base58.encode(publicKey) }
}

/**
 * A secp256k1 key from a fixed seed byte, with its P2WPKH address.
 *
 * @example
 * bitcoinKey(7).address // 'bc1q…'
 */
export function bitcoinKey(seed: number): BitcoinKey {
  const privateKey = new Uint8Array(32).fill(seed)
  const publicKey = secp256k1.getPublicKey(privateKey, true)
  // WIF: 0x80, the key, 0x01 (compressed), base58check.
  const wif = createBase58check(sha256).encode(new Uint8Array([0x80, ...privateKey, 0x01]))
  const { mainnet } = Address.convertPubKeyIntoAddress(Buffer.from(publicKey), 'p2wpkh')
  return {
    privateKey,
    publicKey: hex.encode(publicKey),
    wif,
    address: mainnet,
    path: "m/84'/0'/0'/0/0",
  }
}
