import { type AuthClientError, createAppClient, viemConnector } from '@farcaster/auth-client'
import * as v from 'valibot'
import { UpstreamError } from '../../errors/apiErrors.ts'
import type { AuthConfig } from './config.ts'

/** `auth.farcaster` with its defaults resolved. */
export interface FarcasterSettings {
  relayUrl: string
  idRegistryRpcUrl: string
  siweUri: string
  domain: string
  channelTtlMs: number
  connectWaitMs: number
}

/** A channel as the relay answered it. */
export interface RelayChannel {
  channelToken: string
  /** The page the visitor opens or scans (http(s)). */
  url: string
}

/** The relay's answer for a channel. */
export type RelayChannelStatus =
  | { state: 'pending' }
  /** The relay no longer knows the channel: its time ran out there. */
  | { state: 'gone' }
  | {
      state: 'completed'
      message: string
      signature: `0x${string}`
      fid: number
      username: string | undefined
      pfpUrl: string | undefined
    }

/** What the auth client's verification said. */
export type FarcasterVerification = { valid: true; fid: number } | { valid: false; details: string }

/** Farcaster's relay and ID registry, through `@farcaster/auth-client`. */
export interface FarcasterServices {
  settings: FarcasterSettings
  createChannel(request: { nonce: string; expirationTime: string }): Promise<RelayChannel>
  status(relayChannelToken: string): Promise<RelayChannelStatus>
  /**
   * `verifySignInMessage`: the SIWE message, nonce and domain, the signature, and the signer as
   * the fid's custody address (or an auth address) in the ID registry. Throws UpstreamError when
   * the registry's chain cannot be read.
   */
  verify(request: {
    nonce: string
    domain: string
    message: string
    signature: `0x${string}`
  }): Promise<FarcasterVerification>
}

/** How long one relay request may take. */
const RELAY_TIMEOUT_MS = 10_000

const createdSchema = v.object({
  channelToken: v.pipe(v.string(), v.minLength(1), v.maxLength(256)),
  url: v.pipe(v.string(), v.maxLength(2048), v.regex(/^https?:\/\//), v.url()),
})
const completedSchema = v.object({
  state: v.literal('completed'),
  message: v.pipe(v.string(), v.minLength(1), v.maxLength(8192)),
  signature: v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]+$/)) as v.GenericSchema<
    string,
    `0x${string}`
  >,
  fid: v.pipe(v.number(), v.integer(), v.minValue(1)),
  username: v.optional(v.nullable(v.string())),
  pfpUrl: v.optional(v.nullable(v.string())),
})

/**
 * Farcaster's relay and ID registry for `auth.farcaster`, or undefined when it is absent
 * (Farcaster off). `siweUri` defaults to the first secure-site origin and `domain` to its host:
 * the visitor signs in to the embedded wallet. Every relay request is bounded (10 s); an
 * unreachable relay or an answer of another shape is UpstreamError (502).
 *
 * @example
 * const farcaster = createFarcasterServices(config.auth)
 */
export function createFarcasterServices(auth: AuthConfig): FarcasterServices | undefined {
  const config = auth.farcaster
  if (config === undefined) return undefined
  const siweUri = config.siweUri ?? auth.secureSiteOrigins[0] ?? auth.publicUrl
  const settings: FarcasterSettings = {
    relayUrl: config.relayUrl,
    idRegistryRpcUrl: config.idRegistryRpcUrl,
    siweUri,
    domain: config.domain ?? new URL(siweUri).host,
    channelTtlMs: config.channelTtlMs,
    connectWaitMs: config.connectWaitMs,
  }
  const client = createAppClient({
    relay: settings.relayUrl,
    ethereum: viemConnector({ rpcUrl: settings.idRegistryRpcUrl }),
  })

  return {
    settings,
    async createChannel({ nonce, expirationTime }) {
      const answer = await bounded(
        client.createChannel({ siweUri, domain: settings.domain, nonce, expirationTime }),
        'create a channel',
      )
      if (answer.isError) throw unreachable(answer.error, 'create a channel')
      if (answer.response.status !== 201)
        throw new UpstreamError('Could not reach the Farcaster relay', {
          details: `creating a channel answered ${answer.response.status}`,
        })
      const created = v.safeParse(createdSchema, answer.data)
      if (!created.success)
        throw new UpstreamError('Could not reach the Farcaster relay', {
          details: `a created channel: ${v.summarize(created.issues)}`,
        })
      return created.output
    },
    async status(relayChannelToken) {
      const answer = await bounded(
        client.status({ channelToken: relayChannelToken }),
        'read a channel',
      )
      if (answer.isError) throw unreachable(answer.error, 'read a channel')
      const { status } = answer.response
      if (status === 202) return { state: 'pending' }
      if (status === 401 || status === 404) return { state: 'gone' }
      const completed = v.safeParse(completedSchema, answer.data)
      if (status !== 200 || !completed.success)
        throw new UpstreamError('Could not reach the Farcaster relay', {
          details: completed.success
            ? `a channel's status answered ${status}`
            : `a completed channel: ${v.summarize(completed.issues)}`,
        })
      const { message, signature, fid, username, pfpUrl } = completed.output
      return {
        state: 'completed',
        message,
        signature,
        fid,
        username: username ?? undefined,
        pfpUrl: pfpUrl ?? undefined,
      }
    },
    async verify(request) {
      const verified = await client.verifySignInMessage(request)
      if (!verified.isError) return { valid: true, fid: verified.fid }
      const error = verified.error
      // A chain that cannot be read is the registry's failure, not the signer's.
      if (error !== undefined && readsNoChain(error))
        throw new UpstreamError('Could not reach the Farcaster ID registry', {
          cause: error,
          details: error.message.slice(0, 300),
        })
      return { valid: false, details: error?.message.slice(0, 300) ?? 'not verified' }
    },
  }
}

// The relay's request, or UpstreamError after RELAY_TIMEOUT_MS (the auth client takes no signal).
async function bounded<T>(request: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new UpstreamError('Could not reach the Farcaster relay', {
            details: `${what}: no answer within ${RELAY_TIMEOUT_MS} ms`,
          }),
        ),
      RELAY_TIMEOUT_MS,
    )
  })
  try {
    return await Promise.race([request, timeout])
  } finally {
    clearTimeout(timer)
  }
}

function unreachable(error: AuthClientError | undefined, what: string): UpstreamError {
  return new UpstreamError('Could not reach the Farcaster relay', {
    cause: error,
    details: `${what}: ${error?.message.slice(0, 300) ?? 'failed'}`,
  })
}

// 'unavailable' is the registry read failing; 'unknown' wraps whatever viem threw, which is a
// transport failure only when an HTTP or timeout error is in its causes (a malformed signature
// also lands there, and is the signer's fault).
function readsNoChain(error: AuthClientError): boolean {
  if (error.errCode === 'unavailable') return true
  if (error.errCode !== 'unknown') return false
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause)
    if (['HttpRequestError', 'TimeoutError', 'WebSocketRequestError'].includes(cause.name))
      return true
  return false
}
