import { generateNonce } from '@farcaster/auth-client'
import { hashToken } from '../../crypto/secretTokens.ts'
import { FarcasterUnavailableError } from '../../errors/farcasterErrors.ts'
import type { AuthContext } from './authContext.ts'
import { checkSignInOrigin } from './checkSignInOrigin.ts'
import { saveFarcasterChannel } from './farcasterChannels.ts'
import type { FarcasterServices } from './farcasterRelay.ts'
import { reserveSend } from './rateCheck.ts'

export interface StartFarcasterLoginParameters {
  deviceId: string
  projectId: string
  /** The dApp origin the frame reported: the session will be bound to it. */
  origin: string
  /** The client IP, for the hourly limit per IP. */
  ip: string
}

export interface StartFarcasterLoginReturnType {
  /** The relay's page for the visitor's Farcaster client (link and QR code). */
  url: string
  /** 32 random bytes (base64url) the frame keeps in memory and connects with. Not the relay's. */
  channelToken: string
}

/**
 * `POST /auth/v1/farcaster/channel`: after the project and origin check (`checkSignInOrigin`:
 * 401 INVALID_PROJECT_ID, 403 ORIGIN_NOT_ALLOWED; first of all) and the per-IP rate check (a
 * start counts like an e-mail send), asks the relay for a channel with a SIWE nonce made here,
 * the configured `siweUri` and `domain`, and an expiration time `channelTtlMs` away (so the
 * signed message expires with the channel), and stores it with the project, origin and device.
 * Answers the relay's URL and a channel token of this server's own: the relay's token is in the
 * URL a visitor shows around (the QR code), so it must not be what finishes the sign-in.
 * Without `auth.farcaster`: `FarcasterUnavailableError` (400); relay unreachable: UpstreamError
 * (502), and the rate slot is given back.
 *
 * @example
 * const { url, channelToken } = await startFarcasterLogin(context, farcaster, { deviceId, projectId, origin, ip })
 */
export async function startFarcasterLogin(
  context: AuthContext,
  farcaster: FarcasterServices | undefined,
  parameters: StartFarcasterLoginParameters,
): Promise<StartFarcasterLoginReturnType> {
  await checkSignInOrigin(context, parameters)
  if (farcaster === undefined)
    throw new FarcasterUnavailableError({ details: 'auth.farcaster is not configured' })
  const { settings } = farcaster
  const nonce = generateNonce()
  const reservation = await reserveSend(context, {
    email: `farcaster-start:${hashToken(nonce)}`,
    ip: parameters.ip,
  })
  try {
    const expiresAt = context.now() + settings.channelTtlMs
    const channel = await farcaster.createChannel({
      nonce,
      expirationTime: new Date(expiresAt).toISOString(),
    })
    const { channelToken } = await saveFarcasterChannel(context, {
      relayChannelToken: channel.channelToken,
      nonce,
      domain: settings.domain,
      siweUri: settings.siweUri,
      projectId: parameters.projectId,
      origin: parameters.origin,
      deviceId: parameters.deviceId,
      expiresAt,
    })
    return { url: channel.url, channelToken }
  } catch (error) {
    await reservation.release()
    throw error
  }
}
