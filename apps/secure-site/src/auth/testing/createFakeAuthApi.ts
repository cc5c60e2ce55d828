import { getAddress } from 'viem'
import { AuthApiError, RequestAbortedError } from '../../errors.ts'
import { randomBase64url } from '../../keys/base64url.ts'
import type { AuthApi } from '../authApi.ts'
import type { AuthUser } from '../authSchemas.ts'

/** The one-time code the fake "e-mails". */
export const FAKE_OTP = '123456'

interface FakeUser {
  id: string
  email: string | null
  address: string | null
  keyBlob: string | null
  unlockKey: string | null
  approvedDevices: Set<string>
  pendingNewEmail?: string
}

const fail = (status: number, code: string, message: string) =>
  new AuthApiError(message, { status, code })

/** The callback page the fake's social sign-ins redirect to. */
export const FAKE_SOCIAL_REDIRECT_URI = 'http://secure-site.test/social-callback.html'

interface FakeSocialRequest {
  provider: string
  origin: string
  deviceId: string
  flowId: string
  used: boolean
  /** Set once the visitor signed in at the provider. */
  identity?: { subject: string; email: string | null; userName: string }
}

/**
 * An in-memory stand-in for the server's /auth/v1 routes, following the auth contract's rules
 * (device approval, single-use codes, one key per user, 401 for an unknown session, single-use
 * social requests bound to their flow id and device; `signInAtProvider` plays the provider). For unit
 * tests of the frame's session and key custody while the real server is written; the real one
 * runs in the end-to-end tests. `calls` counts each route's use.
 *
 * @example
 * const server = createFakeAuthApi()
 * const session = createWalletSession({ api: server.api, … })
 */
export function createFakeAuthApi(options: { deviceWaitMs?: number } = {}) {
  const users = new Map<string, FakeUser>()
  // Social: pending requests by state, identities (provider:subject) → user key in `users`.
  const socialRequests = new Map<string, FakeSocialRequest>()
  const identities = new Map<string, string>()
  /** Which providers the fake server has configured. */
  const socialProviders = new Set(['google', 'github'])
  const sessions = new Map<string, string>()
  const pendingDevices = new Set<string>()
  const calls: Record<string, number> = {}
  const count = (route: string) => {
    calls[route] = (calls[route] ?? 0) + 1
  }
  const userOf = (token: string): FakeUser => {
    const email = sessions.get(token)
    const user = email === undefined ? undefined : users.get(email)
    if (!user) throw fail(401, 'SESSION_EXPIRED', 'Session expired')
    return user
  }
  const publicUser = (user: FakeUser): AuthUser => ({
    id: user.id,
    email: user.email,
    address: user.address,
  })
  const normal = (email: string) => email.trim().toLowerCase()
  const newUser = (email: string | null): FakeUser => ({
    id: String(users.size + 1),
    email,
    address: null,
    keyBlob: null,
    unlockKey: null,
    approvedDevices: new Set(),
  })

  const api: AuthApi = {
    async startEmail({ email, deviceId }) {
      count('startEmail')
      const user = users.get(normal(email))
      if (!user || user.approvedDevices.has(deviceId)) return { action: 'VERIFY_OTP' }
      pendingDevices.add(`${normal(email)} ${deviceId}`)
      return { action: 'VERIFY_DEVICE' }
    },
    async waitForDevice({ email, deviceId }, signal) {
      count('waitForDevice')
      const deadline = Date.now() + (options.deviceWaitMs ?? 20)
      while (Date.now() < deadline) {
        if (signal?.aborted) throw new RequestAbortedError()
        if (users.get(normal(email))?.approvedDevices.has(deviceId)) return { approved: true }
        await new Promise((resolve) => setTimeout(resolve, 2))
      }
      return { approved: false }
    },
    async verifyOtp({ email, deviceId, otp }) {
      count('verifyOtp')
      if (otp !== FAKE_OTP) throw fail(400, 'INVALID_OTP', 'Invalid code')
      const key = normal(email)
      let user = users.get(key)
      if (!user) {
        user = newUser(key)
        users.set(key, user)
      }
      user.approvedDevices.add(deviceId)
      const token = randomBase64url(32)
      sessions.set(token, key)
      return { token, expiresAt: Date.now() + 86_400_000, user: publicUser(user) }
    },
    async getUser(token) {
      count('getUser')
      return publicUser(userOf(token))
    },
    async putKey(token, body) {
      count('putKey')
      const user = userOf(token)
      if (user.address) throw fail(409, 'KEY_EXISTS', 'This account already has a key')
      user.address = getAddress(body.address)
      user.keyBlob = body.keyBlob
      user.unlockKey = body.unlockKey
      return { address: user.address }
    },
    async unlockKey(token) {
      count('unlockKey')
      const user = userOf(token)
      if (!user.address || !user.keyBlob || !user.unlockKey) {
        throw fail(404, 'NO_KEY', 'This account has no key yet')
      }
      return { address: user.address, keyBlob: user.keyBlob, unlockKey: user.unlockKey }
    },
    async signOut(token) {
      count('signOut')
      userOf(token)
      sessions.delete(token)
    },
    async updateEmail(token, { email }) {
      count('updateEmail')
      const user = userOf(token)
      if (user.email === null) throw fail(409, 'NO_EMAIL', 'This account has no e-mail address')
      if (users.has(normal(email))) throw fail(409, 'EMAIL_TAKEN', 'This e-mail is already in use')
      user.pendingNewEmail = normal(email)
      return { action: 'VERIFY_PRIMARY_OTP' }
    },
    async updateEmailPrimary(token, { otp }) {
      count('updateEmailPrimary')
      userOf(token)
      if (otp !== FAKE_OTP) throw fail(400, 'INVALID_OTP', 'Invalid code')
      return { action: 'VERIFY_SECONDARY_OTP' }
    },
    async startSocial({ provider, deviceId, origin }) {
      count('startSocial')
      if (!socialProviders.has(provider))
        throw fail(
          400,
          'SOCIAL_PROVIDER_UNAVAILABLE',
          'Social login is not available on this server',
        )
      const state = randomBase64url(32)
      const flowId = randomBase64url(32)
      socialRequests.set(state, { provider, origin, deviceId, flowId, used: false })
      return { uri: `https://${provider}.provider.test/auth?state=${state}`, flowId }
    },
    async connectSocial({ resultUri, flowId, deviceId }) {
      count('connectSocial')
      if (!resultUri.startsWith(`${FAKE_SOCIAL_REDIRECT_URI}?`))
        throw fail(400, 'BAD_REQUEST', "resultUri: must be this server's social redirect URI")
      const result = new URL(resultUri).searchParams
      const request = socialRequests.get(result.get('state') ?? '')
      if (!request || request.used || request.flowId !== flowId || request.deviceId !== deviceId)
        throw fail(400, 'SOCIAL_REQUEST_INVALID', 'Sign-in request expired or already used')
      request.used = true
      if (result.get('error') || !request.identity)
        throw fail(400, 'SOCIAL_LOGIN_FAILED', 'Failed to connect')
      const { subject, email, userName } = request.identity
      const identityKey = `${request.provider}:${subject}`
      let key = identities.get(identityKey)
      if (key === undefined) {
        key = email ?? `social:${identityKey}`
        if (!users.has(key)) users.set(key, newUser(email))
        identities.set(identityKey, key)
      }
      const user = users.get(key) as FakeUser
      user.approvedDevices.add(deviceId)
      const token = randomBase64url(32)
      sessions.set(token, key)
      return {
        token,
        expiresAt: Date.now() + 86_400_000,
        user: { ...publicUser(user), userName, socialProvider: request.provider as 'google' },
      }
    },
    async socialRequestOrigin(state) {
      count('socialRequestOrigin')
      const request = socialRequests.get(state)
      if (!request || request.used) throw fail(404, 'NOT_FOUND', 'Sign-in request not found')
      return { origin: request.origin }
    },
    async updateEmailSecondary(token, { otp }) {
      count('updateEmailSecondary')
      const user = userOf(token)
      if (otp !== FAKE_OTP || !user.pendingNewEmail) {
        throw fail(400, 'INVALID_OTP', 'Invalid code')
      }
      const oldEmail = user.email
      if (oldEmail === null) throw fail(409, 'NO_EMAIL', 'This account has no e-mail address')
      users.delete(oldEmail)
      user.email = user.pendingNewEmail
      users.set(user.email, user)
      for (const [session, email] of sessions) {
        if (email === oldEmail) sessions.set(session, user.email)
      }
      return { email: user.email }
    },
  }

  return {
    api,
    calls,
    users,
    /** The visitor clicked the device-approval link of the e-mail. */
    approveDevice(email: string, deviceId: string) {
      users.get(normal(email))?.approvedDevices.add(deviceId)
    },
    /** Every session ends on the server (expiry). */
    expireSessions() {
      sessions.clear()
    },
    /**
     * The visitor signs in at the provider of `uri` (a startSocial answer): answers the URL the
     * callback page gets. A verified e-mail joins that e-mail's user, as the real server does.
     */
    signInAtProvider(
      uri: string,
      identity: { subject: string; email?: string; emailVerified?: boolean; userName?: string },
    ): string {
      const state = new URL(uri).searchParams.get('state') ?? ''
      const request = socialRequests.get(state)
      if (request) {
        request.identity = {
          subject: identity.subject,
          email:
            identity.email !== undefined && (identity.emailVerified ?? true)
              ? normal(identity.email)
              : null,
          userName: identity.userName ?? identity.subject,
        }
      }
      return `${FAKE_SOCIAL_REDIRECT_URI}?code=fake-code&state=${state}`
    },
  }
}
