import { getAddress, type PrivateKeyAccount } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import type { AuthApi } from '../auth/authApi.ts'
import { AuthApiError, KeyUnlockError } from '../errors.ts'
import { decodeBase64url, encodeBase64url } from './base64url.ts'
import { decryptAccountKey, encryptAccountKey, generateUnlockKey } from './keyCrypto.ts'

export interface ObtainAccountKeyParameters {
  api: AuthApi
  sessionToken: string
  /** The account's address as the server last reported it; null when the user has no key yet. */
  knownAddress: string | null
}

export interface ObtainAccountKeyReturnType {
  /** The account, its key in memory only. */
  account: PrivateKeyAccount
  /** The encrypted key as the server holds it, for the frame's storage. */
  keyBlob: string
}

async function createKey(api: AuthApi, sessionToken: string): Promise<ObtainAccountKeyReturnType> {
  const privateKey = generatePrivateKey()
  const unlockKey = generateUnlockKey()
  const account = privateKeyToAccount(privateKey)
  const keyBlob = await encryptAccountKey(privateKey, unlockKey)
  await api.putKey(sessionToken, {
    address: account.address,
    keyBlob,
    unlockKey: encodeBase64url(unlockKey),
  })
  unlockKey.fill(0)
  return { account, keyBlob }
}

async function unlockKey(api: AuthApi, sessionToken: string): Promise<ObtainAccountKeyReturnType> {
  const unlocked = await api.unlockKey(sessionToken)
  const unlock = decodeBase64url(unlocked.unlockKey)
  if (!unlock) throw new KeyUnlockError({ details: 'the unlock key is not base64url' })
  try {
    const account = privateKeyToAccount(await decryptAccountKey(unlocked.keyBlob, unlock))
    // The key must be the one the server's account is for; a swapped blob is refused.
    if (account.address !== getAddress(unlocked.address)) {
      throw new KeyUnlockError({ details: 'the key does not belong to the account address' })
    }
    return { account, keyBlob: unlocked.keyBlob }
  } finally {
    unlock.fill(0)
  }
}

/**
 * The signed-in user's account key, per the key-custody design: a user without a key
 * (`knownAddress === null`) gets a new key K, encrypted with a new unlock key W and stored with
 * `PUT /auth/v1/key`; a user with a key gets W and the blob from `POST /auth/v1/key/unlock` and
 * decrypts K in memory. When the server disagrees with `knownAddress` (another device stored a
 * key first: 409; no key after all: 404), the other path is taken.
 *
 * @example
 * const { account } = await obtainAccountKey({ api, sessionToken, knownAddress: user.address })
 */
export async function obtainAccountKey(
  parameters: ObtainAccountKeyParameters,
): Promise<ObtainAccountKeyReturnType> {
  const { api, sessionToken } = parameters
  if (parameters.knownAddress === null) {
    try {
      return await createKey(api, sessionToken)
    } catch (error) {
      if (error instanceof AuthApiError && error.status === 409) return unlockKey(api, sessionToken)
      throw error
    }
  }
  try {
    return await unlockKey(api, sessionToken)
  } catch (error) {
    if (error instanceof AuthApiError && error.status === 404) return createKey(api, sessionToken)
    throw error
  }
}
