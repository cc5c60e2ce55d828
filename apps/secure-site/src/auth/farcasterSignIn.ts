import {
  AuthApiError,
  FarcasterConnectFailedError,
  FarcasterSignInExpiredError,
  RequestAbortedError,
} from '../errors.ts'
import type { FarcasterApi } from './farcasterApi.ts'
import type { FrameStorage } from './frameStorage.ts'
import type { WalletSession } from './walletSession.ts'

export interface CreateFarcasterSignInParameters {
  api: FarcasterApi
  session: WalletSession
  storage: FrameStorage
  /** The dApp origin: the session is bound to it. */
  origin: string
  projectId: string
}

/** Sign In With Farcaster in this frame, through the server (spec §4: a URI, then connect). */
export interface FarcasterSignIn {
  /**
   * Starts a sign-in: the relay's page for the visitor's Farcaster client (link and QR code). The
   * server's channel token stays in this frame's memory; a newer start replaces it and stops a
   * connect waiting on the older one.
   */
  getUri(): Promise<{ url: string }>
  /**
   * Waits until the visitor approved in their Farcaster client (asking the server again while it
   * answers `pending`), then keeps the session like a social sign-in. Rejects with 'Farcaster
   * sign-in expired' when the channel ran out first, 'Failed to connect to farcaster' for
   * anything else (server or relay unreachable, Farcaster off, the signature refused, no sign-in
   * started here) except the server's 'Please try again after N seconds' and its project and
   * origin refusals, and 'Request was aborted' after `stop()` or a newer start.
   */
  connect(): Promise<void>
  /** Ends a waiting connect (APP_RELOAD: the visitor left the view). */
  stop(): void
}

/**
 * The frame's Farcaster sign-in over the server's `/auth/v1/farcaster` routes and the wallet
 * session.
 *
 * @example
 * const farcaster = createFarcasterSignIn({ api: createFarcasterApi({ baseUrl }), session, storage, origin, projectId })
 * const { url } = await farcaster.getUri()
 * await farcaster.connect() // once approved
 */
export function createFarcasterSignIn(
  parameters: CreateFarcasterSignInParameters,
): FarcasterSignIn {
  const { api, session, storage, origin, projectId } = parameters
  // The server's channel token of the sign-in under way: memory only, never posted to the app.
  let channelToken: string | undefined
  let waiting: AbortController | undefined

  function stop(): void {
    waiting?.abort()
    waiting = undefined
  }

  return {
    async getUri() {
      stop()
      channelToken = undefined
      try {
        const channel = await api.channel({ deviceId: storage.deviceId(), projectId, origin })
        channelToken = channel.channelToken
        return { url: channel.url }
      } catch (error) {
        throw toFarcasterError(error)
      }
    },

    async connect() {
      const token = channelToken
      if (token === undefined)
        throw new FarcasterConnectFailedError({
          details: 'no Farcaster sign-in started in this frame',
        })
      stop()
      const controller = new AbortController()
      waiting = controller
      try {
        for (;;) {
          const answer = await api.connect({ channelToken: token }, controller.signal)
          if (controller.signal.aborted) throw new RequestAbortedError()
          if ('token' in answer) {
            // Used up on the server whatever follows: a retry needs a new start.
            if (channelToken === token) channelToken = undefined
            await session.keepSession(answer)
            return
          }
        }
      } catch (error) {
        if (error instanceof AuthApiError && error.status !== 429 && channelToken === token)
          channelToken = undefined
        throw toFarcasterError(error)
      } finally {
        if (waiting === controller) waiting = undefined
      }
    },

    stop,
  }
}

// Spec §8's 'Failed to connect to farcaster' for every failure but the expiry, an abort, the
// server's rate limit, and its project and origin refusals (the kit shows their own alerts).
function toFarcasterError(error: unknown): Error {
  if (error instanceof RequestAbortedError) return error
  if (error instanceof AuthApiError) {
    if (error.status === 410) return new FarcasterSignInExpiredError({ cause: error })
    if (
      error.status === 429 ||
      error.code === 'ORIGIN_NOT_ALLOWED' ||
      error.code === 'INVALID_PROJECT_ID'
    )
      return error
  }
  return new FarcasterConnectFailedError({
    cause: error,
    details: error instanceof AuthApiError ? `${error.code}: ${error.message}` : undefined,
  })
}
