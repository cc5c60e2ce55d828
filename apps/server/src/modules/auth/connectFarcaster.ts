import { parseSiweMessage } from 'viem/siwe'
import {
  FarcasterChannelExpiredError,
  FarcasterChannelInvalidError,
  FarcasterSignatureInvalidError,
  FarcasterUnavailableError,
} from '../../errors/farcasterErrors.ts'
import type { AuthContext } from './authContext.ts'
import { checkSignInOrigin } from './checkSignInOrigin.ts'
import type { SocialSession } from './connectSocial.ts'
import {
  type FarcasterChannelRow,
  findFarcasterChannel,
  takeFarcasterChannel,
} from './farcasterChannels.ts'
import type { FarcasterServices, RelayChannelStatus } from './farcasterRelay.ts'
import { createSession } from './sessions.ts'
import { findOrCreateSocialUser } from './socialIdentities.ts'
import { toPublicUser } from './users.ts'

export interface ConnectFarcasterParameters {
  /** The channel token `POST /auth/v1/farcaster/channel` answered. */
  channelToken: string
  /** Ends the wait early (the client hung up, the server closes): answered `pending`. */
  signal?: AbortSignal
}

/** A Farcaster sign-in's session: the social connect's, with the profile picture. */
export interface FarcasterSession extends Omit<SocialSession, 'user'> {
  user: Omit<SocialSession['user'], 'socialProvider'> & {
    socialProvider: 'farcaster'
    /** Farcaster's pfpUrl (http(s)); null when none. */
    profileImage: string | null
  }
}

export type ConnectFarcasterReturnType = FarcasterSession | { state: 'pending' }

/** How often the relay's status is asked during one connect. */
const STATUS_INTERVAL_MS = 500

/**
 * `POST /auth/v1/farcaster/connect` `{ channelToken }`: finds the channel this server made (400
 * FARCASTER_CHANNEL_INVALID for an unknown or used one; 410 FARCASTER_CHANNEL_EXPIRED once its
 * time is over, here or at the relay), checks that its project still allows its origin, then asks
 * the relay's status every 0.5 s for up to `auth.farcaster.connectWaitMs` (25 s), answering
 * `{ state: 'pending' }` when nothing came (the frame asks again). Once the Farcaster client
 * answered, the channel is used up (one try), and the answer must pass:
 * - our checks: the SIWE message names this channel's URI (the auth client checks the nonce and
 *   domain below), and the relay's `fid` is the message's;
 * - `@farcaster/auth-client`'s `verifySignInMessage` with this channel's nonce and domain: a
 *   Farcaster SIWE message (statement, chain 10, one fid resource, not expired), signed by its
 *   address, which the ID registry has as the fid's custody address (or the key registry as an
 *   auth address).
 * Anything else is 401 FARCASTER_SIGNATURE_INVALID and no session. Then the user of identity
 * ('farcaster', fid) is found or made (username and pfpUrl stored) and a session bound to the
 * channel's (project, origin, device) starts, answered like the social connect with
 * `socialProvider: 'farcaster'` and `profileImage`. An unreachable relay or ID registry is
 * UpstreamError (502).
 *
 * @example
 * const answer = await connectFarcaster(context, farcaster, { channelToken })
 * if ('state' in answer) … // pending: ask again
 */
export async function connectFarcaster(
  context: AuthContext,
  farcaster: FarcasterServices | undefined,
  parameters: ConnectFarcasterParameters,
): Promise<ConnectFarcasterReturnType> {
  if (farcaster === undefined)
    throw new FarcasterUnavailableError({ details: 'auth.farcaster is not configured' })
  const channel = await findFarcasterChannel(context, parameters.channelToken)
  if (channel === undefined)
    throw new FarcasterChannelInvalidError({ details: 'unknown channel token' })
  await refuseExpired(context, channel)
  await checkSignInOrigin(context, channel)

  const deadline = Math.min(context.now() + farcaster.settings.connectWaitMs, channel.expiresAt)
  let status: RelayChannelStatus
  for (;;) {
    status = await farcaster.status(channel.relayChannelToken)
    if (status.state !== 'pending') break
    if (parameters.signal?.aborted) return { state: 'pending' }
    if (context.now() >= deadline) {
      await refuseExpired(context, channel)
      return { state: 'pending' }
    }
    await sleep(Math.min(STATUS_INTERVAL_MS, deadline - context.now()), parameters.signal)
  }
  if (status.state === 'gone') {
    await takeFarcasterChannel(context, channel.tokenHash)
    throw new FarcasterChannelExpiredError({ details: 'the relay no longer knows the channel' })
  }
  // One try: whatever the verification says, this channel is done.
  if ((await takeFarcasterChannel(context, channel.tokenHash)) === undefined)
    throw new FarcasterChannelInvalidError({ details: 'used by another connect' })

  const fid = await verifyAnswer(farcaster, channel, status)
  const userName = boundedText(status.username, 100)
  const profileImage = httpUrlOrNull(status.pfpUrl)
  const { user } = await findOrCreateSocialUser(context, 'farcaster', {
    subject: String(fid),
    email: undefined,
    emailVerified: false,
    userName,
    profileImage,
  })
  const { deviceId, projectId, origin } = channel
  const session = await createSession(context, { userId: user.id, deviceId, projectId, origin })
  return {
    ...session,
    user: {
      ...toPublicUser(user),
      userName: userName ?? null,
      socialProvider: 'farcaster',
      profileImage,
    },
  }
}

// The fid the answer signs in, or FarcasterSignatureInvalidError.
async function verifyAnswer(
  farcaster: FarcasterServices,
  channel: FarcasterChannelRow,
  answer: Extract<RelayChannelStatus, { state: 'completed' }>,
): Promise<number> {
  let uri: string | undefined
  try {
    uri = parseSiweMessage(answer.message).uri
  } catch (cause) {
    throw new FarcasterSignatureInvalidError({ cause, details: 'not a SIWE message' })
  }
  if (uri !== channel.siweUri)
    throw new FarcasterSignatureInvalidError({ details: `signed for URI ${String(uri)}` })
  const verified = await farcaster.verify({
    nonce: channel.nonce,
    domain: channel.domain,
    message: answer.message,
    signature: answer.signature,
  })
  if (!verified.valid) throw new FarcasterSignatureInvalidError({ details: verified.details })
  if (verified.fid !== answer.fid)
    throw new FarcasterSignatureInvalidError({
      details: `the relay says fid ${answer.fid}, the message ${verified.fid}`,
    })
  return verified.fid
}

async function refuseExpired(context: AuthContext, channel: FarcasterChannelRow): Promise<void> {
  if (channel.expiresAt > context.now()) return
  await takeFarcasterChannel(context, channel.tokenHash)
  throw new FarcasterChannelExpiredError()
}

function boundedText(value: string | undefined, max: number): string | undefined {
  const text = value?.trim()
  return text ? text.slice(0, max) : undefined
}

function httpUrlOrNull(value: string | undefined): string | null {
  if (value === undefined || value.length > 2048 || !URL.canParse(value)) return null
  return /^https?:$/.test(new URL(value).protocol) ? value : null
}

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, Math.max(0, ms))
    signal?.addEventListener('abort', done, { once: true })
    function done() {
      clearTimeout(timer)
      signal?.removeEventListener('abort', done)
      resolve()
    }
  })
}
