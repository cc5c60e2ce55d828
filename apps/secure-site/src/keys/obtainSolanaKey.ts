import { createKeyPairSignerFromPrivateKeyBytes, type KeyPairSigner } from '@solana/kit'
import { bytesToHex, hexToBytes } from 'viem'
import type { AuthApi } from '../auth/authApi.ts'
import { AuthApiError, KeyUnlockError } from '../errors.ts'
import { decodeBase64url, encodeBase64url } from './base64url.ts'
import { decryptAccountKey, encryptAccountKey, generateUnlockKey } from './keyCrypto.ts'

/** The ed25519 seed of a Solana key: 32 bytes, as @solana/kit takes a private key. */
const SEED_BYTES = 32

async function signerOf(seed: Uint8Array): Promise<KeyPairSigner> {
  // Not extractable: the CryptoKey cannot be read back out of WebCrypto.
  return createKeyPairSignerFromPrivateKeyBytes(new Uint8Array(seed), false)
}

async function createSolanaKey(api: AuthApi, sessionToken: string): Promise<KeyPairSigner> {
  const seed = crypto.getRandomValues(new Uint8Array(SEED_BYTES))
  const unlockKey = generateUnlockKey()
  try {
    const signer = await signerOf(seed)
    const keyBlob = await encryptAccountKey(bytesToHex(seed), unlockKey)
    await api.putSolanaKey(sessionToken, {
      address: signer.address,
      keyBlob,
      unlockKey: encodeBase64url(unlockKey),
    })
    return signer
  } finally {
    seed.fill(0)
    unlockKey.fill(0)
  }
}

async function unlockSolanaKey(api: AuthApi, sessionToken: string): Promise<KeyPairSigner> {
  const unlocked = await api.unlockSolanaKey(sessionToken)
  const unlock = decodeBase64url(unlocked.unlockKey)
  if (!unlock) throw new KeyUnlockError({ details: 'the unlock key is not base64url' })
  let seed: Uint8Array | undefined
  try {
    seed = hexToBytes(await decryptAccountKey(unlocked.keyBlob, unlock))
    const signer = await signerOf(seed)
    // The key must be the one the server's account is for; a swapped blob is refused.
    if (signer.address !== unlocked.address) {
      throw new KeyUnlockError({ details: 'the Solana key does not belong to the account address' })
    }
    return signer
  } finally {
    unlock.fill(0)
    seed?.fill(0)
  }
}

/**
 * The signed-in user's Solana key, kept like the EVM key (`obtainAccountKey`): a 32-byte ed25519
 * seed encrypted with its own unlock key W (AES-GCM), stored with `PUT /auth/v1/key` (namespace
 * solana) on first use, and unlocked with `POST /auth/v1/key/unlock` (namespace solana) later.
 * The seed is in memory only while the signer is made; the signer's CryptoKey is not
 * extractable. Another device storing a key first (409) leads to the unlock.
 *
 * @example
 * const signer = await obtainSolanaKey({ api, sessionToken })
 * signer.address // 'D62Q…'
 */
export async function obtainSolanaKey(parameters: {
  api: AuthApi
  sessionToken: string
}): Promise<KeyPairSigner> {
  const { api, sessionToken } = parameters
  try {
    return await unlockSolanaKey(api, sessionToken)
  } catch (error) {
    if (!(error instanceof AuthApiError && error.status === 404)) throw error
  }
  try {
    return await createSolanaKey(api, sessionToken)
  } catch (error) {
    if (error instanceof AuthApiError && error.status === 409)
      return unlockSolanaKey(api, sessionToken)
    throw error
  }
}
