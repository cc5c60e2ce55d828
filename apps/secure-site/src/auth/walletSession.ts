import type { KeyPairSigner } from '@solana/kit'
import type { Address, PrivateKeyAccount } from 'viem'
import {
  AuthApiError,
  DeviceWaitTimeoutError,
  NoPendingEmailError,
  NotConnectedToAuthError,
  RequestAbortedError,
  SocialConnectFailedError,
  SocialLoginUnavailableError,
  SocialStartFailedError,
} from '../errors.ts'
import type { FrameLogger } from '../frame/logger.ts'
import { obtainAccountKey } from '../keys/obtainAccountKey.ts'
import type { AuthApi } from './authApi.ts'
import type { SocialProvider } from './authSchemas.ts'
import type { FrameStorage, StoredSession } from './frameStorage.ts'

/** Spec §9: the app gives up on APP_CONNECT_DEVICE after 120 s, so the frame stops polling too. */
export const DEVICE_WAIT_LIMIT_MS = 120_000
/** A server that answers `approved: false` at once must not be polled in a tight loop. */
const DEVICE_WAIT_MIN_INTERVAL_MS = 1_000

export interface CreateWalletSessionParameters {
  api: AuthApi
  storage: FrameStorage
  /** The dApp origin: sessions are kept per embedding origin. */
  origin: string
  projectId: string
  logger: FrameLogger
  /**
   * The session ended without the app asking: the server answered 401 ('Session expired'), to a
   * request or to the check of a stored session. Called once per session.
   */
  onSessionEnded?: () => void
  deviceWaitLimitMs?: number
}

/** A session a social or Farcaster sign-in answered (`token`, and who signed in). */
export interface SignedInSession {
  token: string
  user: {
    email: string | null
    address: string | null
    userName?: string | null | undefined
    socialProvider: string
    profileImage?: string | null | undefined
  }
}

/** The visitor's sign-in and account key in this frame, for one dApp origin. */
export interface WalletSession {
  connectEmail(email: string): Promise<{ action: 'VERIFY_OTP' | 'VERIFY_DEVICE' }>
  /**
   * Polls until the device is approved; stops (rejects) on a new connectEmail or reload. After
   * a social sign-in that answered VERIFY_DEVICE, it then redeems that sign-in (the session is
   * kept and the key made or unlocked, as after connectSocial).
   */
  connectDevice(): Promise<void>
  /** Checks the code, keeps the session, and makes or unlocks the key. */
  connectOtp(otp: string): Promise<void>
  /**
   * Starts a social sign-in: the provider's URL for the popup. The server's flow id stays in
   * this frame's memory (a newer start replaces it), so only this frame can finish the sign-in.
   */
  startSocial(provider: SocialProvider): Promise<{ uri: string }>
  /**
   * Finishes the started social sign-in with the callback page's URL: keeps the session and
   * makes or unlocks the key, like connectOtp ('CONNECT'). An existing account on a site its
   * e-mail has not approved on this device gets no session: 'VERIFY_DEVICE' (an approval e-mail
   * went out; connectDevice waits and finishes). Any failure is 'Failed to connect', but for
   * the server's 'Please try again after N seconds'.
   */
  connectSocial(resultUri: string): Promise<{ action: 'CONNECT' | 'VERIFY_DEVICE' }>
  /**
   * Keeps the session another sign-in made (Farcaster: auth/farcasterSignIn.ts) as connectSocial
   * keeps its own: stored, checked, and the key made or unlocked.
   */
  keepSession(connected: SignedInSession): Promise<void>
  /** Whether the stored session is valid: checked with the server once per load. */
  isConnected(): Promise<boolean>
  /** Whether a session is held now (no server call). */
  hasSession(): boolean
  /**
   * `email` is null, and `userName` set, for a social sign-in without a verified e-mail;
   * `profileImage` is a Farcaster sign-in's picture.
   */
  getUser(): Promise<{
    email: string | null
    address: Address
    userName: string | undefined
    profileImage: string | undefined
  }>
  /** The account with its key unlocked; rejects when not signed in. */
  account(): Promise<PrivateKeyAccount>
  /**
   * The Solana account's signer, its key made on first use or unlocked (`obtainSolanaKey`,
   * loaded with its chunk); rejects when not signed in.
   */
  solanaSigner(): Promise<KeyPairSigner>
  signOut(): Promise<void>
  /** Re-reads the stored session (another tab may have signed in or out). */
  reload(): void
  /** Ends a running connectDevice loop (it rejects with 'Request was aborted'). */
  stopDeviceWait(): void
  updateEmail(email: string): Promise<{ action: 'VERIFY_PRIMARY_OTP' }>
  updateEmailPrimary(otp: string): Promise<void>
  updateEmailSecondary(otp: string): Promise<{ email: string }>
}

const sameAddress = (a: string | null, b: string | null) => a?.toLowerCase() === b?.toLowerCase()

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms)
    signal.addEventListener('abort', () => {
      clearTimeout(timer)
      resolve()
    })
  })

/**
 * The frame's session for one dApp origin: e-mail sign-in (start, device wait, code) or social
 * sign-in (start, connect with the callback's URL), the key custody that follows either,
 * sign-out and e-mail change. Stored in the frame's own localStorage;
 * the key is only ever in memory. A 401 from the server forgets the session.
 *
 * @example
 * const session = createWalletSession({ api, storage, origin: parentOrigin, projectId, logger })
 * await session.connectEmail('ada@example.com')
 * await session.connectOtp('123456')
 * const { address } = await session.getUser()
 */
export function createWalletSession(parameters: CreateWalletSessionParameters): WalletSession {
  const { api, storage, origin, projectId, logger } = parameters
  const deviceWaitLimitMs = parameters.deviceWaitLimitMs ?? DEVICE_WAIT_LIMIT_MS

  let session: StoredSession | undefined = storage.readSession(origin)
  let keyLoad: Promise<PrivateKeyAccount> | undefined
  let solanaKeyLoad: Promise<KeyPairSigner> | undefined
  let verified: Promise<boolean> | undefined
  let pendingEmail: string | undefined
  // The flow id of the social sign-in under way: never stored, never posted to the app.
  let pendingSocialFlowId: string | undefined
  // A social sign-in waiting for the account's e-mail to approve this site: the account's
  // address (for device/wait) and the one-use login token. Memory only, never posted to the app.
  let pendingSocialLogin: { email: string; loginToken: string } | undefined
  let deviceWait: AbortController | undefined
  // Bumped whenever the session is replaced, so a key load of an older session is discarded.
  let generation = 0

  function stopDeviceWait(): void {
    deviceWait?.abort()
    deviceWait = undefined
  }

  function replaceSession(next: StoredSession | undefined): void {
    generation += 1
    session = next
    keyLoad = undefined
    solanaKeyLoad = undefined
    verified = undefined
    if (next) storage.writeSession(origin, next)
    else storage.removeSession(origin)
  }

  function requireSession(): StoredSession {
    if (!session) throw new NotConnectedToAuthError()
    return session
  }

  /** Runs a Bearer call; a 401 means the session is gone on the server, so forget it here too. */
  async function withSession<T>(call: (token: string) => Promise<T>): Promise<T> {
    const current = requireSession()
    try {
      return await call(current.sessionToken)
    } catch (error) {
      if (error instanceof AuthApiError && error.status === 401 && session === current) {
        logger.info('the server ended the session')
        replaceSession(undefined)
        parameters.onSessionEnded?.()
      }
      throw error
    }
  }

  function account(): Promise<PrivateKeyAccount> {
    const current = requireSession()
    if (keyLoad) return keyLoad
    const started = generation
    const load = withSession((sessionToken) =>
      obtainAccountKey({ api, sessionToken, knownAddress: current.address }),
    ).then(({ account: unlocked, keyBlob }) => {
      if (started !== generation) throw new NotConnectedToAuthError()
      if (current.address !== unlocked.address || current.keyBlob !== keyBlob) {
        session = { ...current, address: unlocked.address, keyBlob }
        storage.writeSession(origin, session)
      }
      return unlocked
    })
    keyLoad = load
    // A failed load is retried by the next caller instead of being cached.
    load.catch(() => {
      if (keyLoad === load) keyLoad = undefined
    })
    return load
  }

  function solanaSigner(): Promise<KeyPairSigner> {
    if (!session) return Promise.reject(new NotConnectedToAuthError())
    if (solanaKeyLoad) return solanaKeyLoad
    const started = generation
    const load = import('../keys/obtainSolanaKey.ts')
      .then(({ obtainSolanaKey }) =>
        withSession((sessionToken) => obtainSolanaKey({ api, sessionToken })),
      )
      .then((signer) => {
        if (started !== generation) throw new NotConnectedToAuthError()
        return signer
      })
    solanaKeyLoad = load
    load.catch(() => {
      if (solanaKeyLoad === load) solanaKeyLoad = undefined
    })
    return load
  }

  function preloadKey(): void {
    if (!session) return
    account().catch((error: unknown) => logger.warn('could not unlock the account key', error))
  }

  preloadKey()

  async function keepSocialSession(connected: SignedInSession): Promise<void> {
    replaceSession({
      sessionToken: connected.token,
      email: connected.user.email,
      address: connected.user.address,
      keyBlob: null,
      userName: connected.user.userName ?? null,
      socialProvider: connected.user.socialProvider,
      ...(connected.user.profileImage ? { profileImage: connected.user.profileImage } : {}),
    })
    verified = Promise.resolve(true)
    await account()
  }

  // The approved social sign-in: redeemed once, by this device on this site.
  async function finishSocial(social: { email: string; loginToken: string }): Promise<void> {
    pendingSocialLogin = undefined
    try {
      const connected = await api.finishSocial({
        loginToken: social.loginToken,
        deviceId: storage.deviceId(),
        projectId,
        origin,
      })
      await keepSocialSession(connected)
    } catch (error) {
      throw toSocialConnectError(error)
    }
  }

  return {
    async connectEmail(email) {
      stopDeviceWait()
      pendingSocialLogin = undefined
      pendingEmail = email
      return api.startEmail({ email, deviceId: storage.deviceId(), projectId, origin })
    },

    async connectDevice() {
      const social = pendingSocialLogin
      const email = social?.email ?? pendingEmail
      if (!email) throw new NoPendingEmailError()
      stopDeviceWait()
      const controller = new AbortController()
      deviceWait = controller
      const deadline = Date.now() + deviceWaitLimitMs
      try {
        while (true) {
          if (controller.signal.aborted) throw new RequestAbortedError()
          const started = Date.now()
          const { approved } = await api.waitForDevice(
            { email, deviceId: storage.deviceId(), projectId, origin },
            controller.signal,
          )
          if (controller.signal.aborted) throw new RequestAbortedError()
          if (approved) {
            if (social) await finishSocial(social)
            return
          }
          if (Date.now() >= deadline) throw new DeviceWaitTimeoutError()
          const elapsed = Date.now() - started
          if (elapsed < DEVICE_WAIT_MIN_INTERVAL_MS) {
            await sleep(DEVICE_WAIT_MIN_INTERVAL_MS - elapsed, controller.signal)
          }
        }
      } finally {
        if (deviceWait === controller) deviceWait = undefined
      }
    },

    async connectOtp(otp) {
      const email = pendingEmail
      if (!email) throw new NoPendingEmailError()
      const verifiedOtp = await api.verifyOtp({
        email,
        deviceId: storage.deviceId(),
        otp,
        projectId,
        origin,
      })
      stopDeviceWait()
      pendingEmail = undefined
      replaceSession({
        sessionToken: verifiedOtp.token,
        email: verifiedOtp.user.email,
        address: verifiedOtp.user.address,
        keyBlob: null,
      })
      verified = Promise.resolve(true)
      // The key is ready before the answer, so APP_GET_USER answers at once.
      await account()
    },

    async startSocial(provider) {
      pendingSocialLogin = undefined
      try {
        const started = await api.startSocial({
          provider,
          deviceId: storage.deviceId(),
          projectId,
          origin,
        })
        pendingSocialFlowId = started.flowId
        return { uri: started.uri }
      } catch (error) {
        throw toSocialStartError(error)
      }
    },

    async connectSocial(resultUri) {
      const flowId = pendingSocialFlowId
      if (!flowId)
        throw new SocialConnectFailedError({ details: 'no social sign-in started in this frame' })
      // One try per start: the server uses up the request on most failures anyway.
      pendingSocialFlowId = undefined
      try {
        const connected = await api.connectSocial({
          resultUri,
          flowId,
          deviceId: storage.deviceId(),
        })
        stopDeviceWait()
        pendingEmail = undefined
        if ('action' in connected) {
          // No session on this site yet: the account's e-mail must approve it first.
          pendingSocialLogin = { email: connected.email, loginToken: connected.loginToken }
          return { action: 'VERIFY_DEVICE' }
        }
        await keepSocialSession(connected)
        return { action: 'CONNECT' }
      } catch (error) {
        throw toSocialConnectError(error)
      }
    },

    async keepSession(connected) {
      stopDeviceWait()
      pendingEmail = undefined
      pendingSocialFlowId = undefined
      pendingSocialLogin = undefined
      await keepSocialSession(connected)
    },

    isConnected() {
      if (!session) return Promise.resolve(false)
      if (verified) return verified
      const current = session
      // A stored session the server no longer accepts is news for the app too (once): the
      // visitor was signed out while away, and the kit says why.
      const check = withSession((token) => api.getUser(token)).then(
        (user) => {
          if (session !== current) return session !== undefined
          if (current.address !== null && !sameAddress(user.address, current.address)) {
            // The server's account changed under this session: drop the old key material.
            replaceSession({ ...current, email: user.email, address: user.address, keyBlob: null })
            verified = check
            preloadKey()
          } else if (user.email !== current.email || !sameAddress(user.address, current.address)) {
            session = { ...current, email: user.email, address: user.address }
            storage.writeSession(origin, session)
          }
          return true
        },
        (error: unknown) => {
          if (error instanceof AuthApiError && error.status === 401) return false
          if (verified === check) verified = undefined
          throw error
        },
      )
      verified = check
      return check
    },

    hasSession: () => session !== undefined,

    async getUser() {
      const unlocked = await account()
      const current = requireSession()
      return {
        email: current.email,
        address: unlocked.address,
        userName: current.userName ?? undefined,
        profileImage: current.profileImage ?? undefined,
      }
    },

    account,

    solanaSigner,

    async signOut() {
      stopDeviceWait()
      pendingEmail = undefined
      pendingSocialFlowId = undefined
      pendingSocialLogin = undefined
      const token = session?.sessionToken
      replaceSession(undefined)
      if (!token) return
      try {
        await api.signOut(token)
      } catch (error) {
        // Forgotten here either way; a 401 means the server had already ended it.
        if (!(error instanceof AuthApiError && error.status === 401)) {
          logger.warn('the server did not confirm the sign-out', error)
        }
      }
    },

    stopDeviceWait,

    reload() {
      const stored = storage.readSession(origin)
      if (stored?.sessionToken === session?.sessionToken) {
        if (stored && session) session = { ...stored }
        return
      }
      generation += 1
      session = stored
      keyLoad = undefined
      solanaKeyLoad = undefined
      verified = undefined
      preloadKey()
    },

    updateEmail: (email) => withSession((token) => api.updateEmail(token, { email })),

    async updateEmailPrimary(otp) {
      await withSession((token) => api.updateEmailPrimary(token, { otp }))
    },

    async updateEmailSecondary(otp) {
      const { email } = await withSession((token) => api.updateEmailSecondary(token, { otp }))
      const current = requireSession()
      session = { ...current, email }
      storage.writeSession(origin, session)
      return { email }
    },
  }
}

// 'Failed to connect', but the server's rate limit keeps its 'Please try again after N seconds'.
function toSocialConnectError(error: unknown): Error {
  if (error instanceof AuthApiError && error.status === 429) return error
  return new SocialConnectFailedError({
    cause: error,
    details: error instanceof AuthApiError ? `${error.code}: ${error.message}` : undefined,
  })
}

// The server's refusals keep their meaning (no such provider here, too many starts, a project
// it does not know or an origin the project does not allow: the kit shows that one's alert);
// anything else is spec §8's 'Failed to initiate social connection'.
function toSocialStartError(error: unknown): Error {
  if (error instanceof AuthApiError && error.code === 'SOCIAL_PROVIDER_UNAVAILABLE')
    return new SocialLoginUnavailableError({ cause: error })
  if (error instanceof AuthApiError && error.status === 429) return error
  if (
    error instanceof AuthApiError &&
    (error.code === 'ORIGIN_NOT_ALLOWED' || error.code === 'INVALID_PROJECT_ID')
  )
    return error
  return new SocialStartFailedError({
    cause: error,
    details: error instanceof AuthApiError ? `${error.code}: ${error.message}` : undefined,
  })
}
