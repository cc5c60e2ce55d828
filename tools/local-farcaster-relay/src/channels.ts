import { randomBytes, randomUUID } from 'node:crypto'
import type { AuthenticateBody, CreateChannelBody } from './schemas.ts'

/** One sign-in channel, from the app's request to the Farcaster client's answer. */
export interface FarcasterChannel {
  channelToken: string
  /** The page a person opens (or scans) to approve: on the relay's own origin. */
  url: string
  request: CreateChannelBody & { nonce: string }
  /** Unix milliseconds; after it the channel is gone (unknown token). */
  expiresAt: number
  /** The client's answer, once it authenticated. */
  completion: AuthenticateBody | undefined
}

/** The relay's channels, in memory. */
export interface ChannelStore {
  create(request: CreateChannelBody): FarcasterChannel
  /** A live channel; undefined for an unknown or expired token (the expired one is dropped). */
  find(channelToken: string): FarcasterChannel | undefined
  /** Live channels. */
  size(): number
}

const NONCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/**
 * A SIWE nonce: 24 alphanumeric characters from 24 random bytes (each a 62nd of the alphabet,
 * by rejection of bytes ≥ 248, so every character is equally likely).
 *
 * @example
 * createNonce() // 'q3ZbT0W…'
 */
export function createNonce(): string {
  let nonce = ''
  while (nonce.length < 24)
    for (const byte of randomBytes(32))
      if (byte < 248 && nonce.length < 24) nonce += NONCE_ALPHABET[byte % 62]
  return nonce
}

/**
 * The channels of one relay: a channel lives `ttlMs` from its creation, then its token is
 * unknown, as on Farcaster's relay.
 *
 * @example
 * const channels = createChannelStore({ origin: 'http://127.0.0.1:8793', ttlMs: 300_000, now: Date.now })
 */
export function createChannelStore(parameters: {
  origin: string
  ttlMs: number
  now: () => number
}): ChannelStore {
  const channels = new Map<string, FarcasterChannel>()

  const sweep = () => {
    const now = parameters.now()
    for (const [token, channel] of channels) if (channel.expiresAt <= now) channels.delete(token)
  }

  return {
    create(request) {
      sweep()
      const channelToken = randomUUID()
      const nonce = request.nonce ?? createNonce()
      const url = new URL('/~/siwf', parameters.origin)
      // What a Farcaster client needs to build the message, as the public relay's URL carries it.
      url.searchParams.set('channelToken', channelToken)
      url.searchParams.set('nonce', nonce)
      url.searchParams.set('siweUri', request.siweUri)
      url.searchParams.set('domain', request.domain)
      for (const key of ['notBefore', 'expirationTime', 'requestId'] as const) {
        const value = request[key]
        if (value !== undefined) url.searchParams.set(key, value)
      }
      const channel: FarcasterChannel = {
        channelToken,
        url: url.href,
        request: { ...request, nonce },
        expiresAt: parameters.now() + parameters.ttlMs,
        completion: undefined,
      }
      channels.set(channelToken, channel)
      return channel
    },
    find(channelToken) {
      const channel = channels.get(channelToken)
      if (channel === undefined) return undefined
      if (channel.expiresAt <= parameters.now()) {
        channels.delete(channelToken)
        return undefined
      }
      return channel
    },
    size() {
      sweep()
      return channels.size
    },
  }
}
