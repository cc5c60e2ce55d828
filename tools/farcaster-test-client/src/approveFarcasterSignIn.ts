import { createWalletClient } from '@farcaster/auth-client'
import { PorticoError, type PorticoErrorOptions } from '@portico/core'
import { createPublicClient, type Hex, http } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'

/** The Farcaster account that approves: its fid, custody key and profile. */
export interface FarcasterClientAccount {
  fid: number
  custodyPrivateKey: Hex
  username?: string
  displayName?: string
  bio?: string
  /** Default: the relay's own avatar for the fid (`<relay>/~/avatar/<fid>.svg`). */
  pfpUrl?: string
}

export interface ApproveFarcasterSignInParameters {
  /** The URL the modal shows (the relay's `/~/siwf?channelToken=…&nonce=…&siweUri=…&domain=…`). */
  url: string
  account: FarcasterClientAccount
  /**
   * Forge the approval: the message names the fid's custody address, but a throwaway key signs
   * it, as an attacker without the custody key would. The server must refuse it.
   */
  forge?: boolean
  /** Sign another nonce, domain or URI than the channel asked for (the server must refuse). */
  overrides?: { nonce?: string; domain?: string; uri?: string }
  /** The relay to post to (default: the URL's origin, where the local relay serves its page). */
  relayUrl?: string
}

export interface ApproveFarcasterSignInReturnType {
  channelToken: string
  /** The SIWF message (EIP-4361 text) as signed. */
  message: string
  signature: Hex
}

/** The scripted client could not approve: a URL without the channel's fields, a relay refusal. */
export class FarcasterClientError extends PorticoError {
  override name = 'FarcasterClientError'
  constructor(details: string, options: PorticoErrorOptions = {}) {
    super(`The Farcaster test client could not approve: ${details}`, {
      code: 'FARCASTER_TEST_CLIENT',
      details,
      ...options,
    })
  }
}

// The wallet client only builds and posts; it never reads a chain.
const noChain: Parameters<typeof createWalletClient>[0]['ethereum'] = {
  getFid: () => Promise.reject(new Error('the test client reads no chain')),
  isValidAuthAddress: () => Promise.reject(new Error('the test client reads no chain')),
  publicClient: createPublicClient({ transport: http('http://127.0.0.1:9') }),
}

/**
 * Approves a Sign In With Farcaster request as a Farcaster client does, with
 * `@farcaster/auth-client`'s wallet client: reads the channel token, nonce, SIWE URI and domain
 * from the URL the app shows, builds the SIWF message for the account's fid and custody address
 * (`buildSignInMessage`: statement 'Farcaster Auth', chain 10, resource `farcaster://fid/<fid>`),
 * signs it (EIP-191) with the custody key, and posts it with the profile to the relay
 * (`authenticate`). `forge` signs with another key; `overrides` signs other values.
 *
 * @example
 * const { url } = await frame.APP_GET_FARCASTER_URI({})
 * await approveFarcasterSignIn({ url, account: DEVNET_FARCASTER_ACCOUNTS[0] })
 */
export async function approveFarcasterSignIn(
  parameters: ApproveFarcasterSignInParameters,
): Promise<ApproveFarcasterSignInReturnType> {
  const { account, overrides = {} } = parameters
  const url = new URL(parameters.url)
  const relay = parameters.relayUrl ?? url.origin
  const client = createWalletClient({ relay, ethereum: noChain })
  const parsed = client.parseSignInURI({ uri: parameters.url })
  if (parsed.isError) throw new FarcasterClientError(`no channel token in ${parameters.url}`)
  const field = (name: string) => url.searchParams.get(name) ?? undefined
  const nonce = overrides.nonce ?? field('nonce')
  const domain = overrides.domain ?? field('domain')
  const uri = overrides.uri ?? field('siweUri')
  if (nonce === undefined || domain === undefined || uri === undefined)
    throw new FarcasterClientError(`the URL lacks nonce, domain or siweUri: ${parameters.url}`)

  const custody = privateKeyToAccount(account.custodyPrivateKey)
  const signer = parameters.forge ? privateKeyToAccount(generatePrivateKey()) : custody
  const notBefore = field('notBefore')
  const expirationTime = field('expirationTime')
  const requestId = field('requestId')
  const built = client.buildSignInMessage({
    address: custody.address,
    fid: account.fid,
    uri,
    domain,
    nonce,
    ...(notBefore === undefined ? {} : { notBefore: new Date(notBefore) }),
    ...(expirationTime === undefined ? {} : { expirationTime: new Date(expirationTime) }),
    ...(requestId === undefined ? {} : { requestId }),
  })
  if (built.isError)
    throw new FarcasterClientError(`the message could not be built: ${built.error?.message}`)
  const signature = await signer.signMessage({ message: built.message })
  const answer = await client.authenticate({
    channelToken: parsed.channelToken,
    // The public relay's key for Farcaster's own apps; the local relay takes any.
    authKey: 'portico-test-client',
    message: built.message,
    signature,
    fid: account.fid,
    username: account.username,
    displayName: account.displayName,
    bio: account.bio,
    pfpUrl: account.pfpUrl ?? `${relay}/~/avatar/${account.fid}.svg`,
  })
  if (answer.isError)
    throw new FarcasterClientError(`the relay could not be reached: ${answer.error?.message}`, {
      cause: answer.error,
    })
  if (answer.response.status !== 201)
    throw new FarcasterClientError(`the relay answered ${answer.response.status}`)
  return { channelToken: parsed.channelToken, message: built.message, signature }
}
