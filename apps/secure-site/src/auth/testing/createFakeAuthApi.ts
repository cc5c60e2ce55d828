import { projectAllowsOrigin } from '@portico/core'
import { getAddress } from 'viem'
import { AuthApiError, RequestAbortedError } from '../../errors.ts'
import { randomBase64url } from '../../keys/base64url.ts'
import type { ProjectOrigins } from '../../origins/projectOrigins.ts'
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
  /** The Solana key as stored (`PUT /key` with namespace solana). */
  solanaKey?: { address: string; keyBlob: string; unlockKey: string }
  pendingNewEmail?: string
}

/** The projects the fake knows by default: 'demo', allowing the test dApps and the defaults. */
export const FAKE_PROJECTS: Readonly<Record<string, ProjectOrigins>> = {
  demo: {
    allowedOrigins: ['http://dapp-a.test', 'http://dapp-b.test', 'http://dapp.test'],
    includeDefaultOrigins: true,
  },
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

export interface CreateFakeAuthApiParameters {
  /** How long one device-wait poll lasts (default 20 ms). */
  deviceWaitMs?: number
  /** The projects and their allowed origins (default `FAKE_PROJECTS`). */
  projects?: Readonly<Record<string, ProjectOrigins>>
}

/**
 * An in-memory stand-in for the server's /auth/v1 routes, following the auth contract's rules
 * (every sign-in step checks the project and its allowed origins first: 401 INVALID_PROJECT_ID,
 * 403 ORIGIN_NOT_ALLOWED; every (e-mail, device, dApp origin) not yet trusted gets a
 * device-approval link, a new address as much as a known one, and the code only follows the
 * approval; single-use codes; one key per user; 401 for an unknown session; single-use social
 * requests bound to their flow id and device; `signInAtProvider` plays the provider), and the
 * projects' origins answer. For unit tests of the frame's session and key custody; the real
 * server runs in the server tests and the end-to-end tests. `calls` counts each route's use.
 *
 * @example
 * const server = createFakeAuthApi()
 * const session = createWalletSession({ api: server.api, … })
 */
export function createFakeAuthApi(options: CreateFakeAuthApiParameters = {}) {
  const projects = options.projects ?? FAKE_PROJECTS
  const users = new Map<string, FakeUser>()
  // Trusted (e-mail, device, dApp origin) triples, and those whose code went out and is unused.
  const trusted = new Set<string>()
  const codesSent = new Set<string>()
  const pendingApprovals = new Set<string>()
  const triple = (email: string, deviceId: string, origin: string) =>
    `${normal(email)} ${deviceId} ${origin}`
  // Social: pending requests by state, identities (provider:subject) → user key in `users`.
  const socialRequests = new Map<string, FakeSocialRequest>()
  const identities = new Map<string, string>()
  /** Which providers the fake server has configured. */
  const socialProviders = new Set(['google', 'github'])
  const sessions = new Map<string, string>()
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
  })
  // The server's first check on every sign-in step.
  const checkSignInOrigin = (projectId: string, origin: string) => {
    const project = projects[projectId]
    if (!project) throw fail(401, 'INVALID_PROJECT_ID', 'Unauthorized: invalid key')
    if (!projectAllowsOrigin(project, origin))
      throw fail(403, 'ORIGIN_NOT_ALLOWED', 'Unauthorized: origin not allowed')
  }

  const api: AuthApi = {
    async getProjectOrigins(projectId) {
      count('getProjectOrigins')
      const project = projects[projectId]
      return project ? { kind: 'found', origins: project } : { kind: 'unknown-project' }
    },
    async startEmail({ email, deviceId, projectId, origin }) {
      count('startEmail')
      checkSignInOrigin(projectId, origin)
      const key = triple(email, deviceId, origin)
      if (trusted.has(key)) {
        codesSent.add(key)
        return { action: 'VERIFY_OTP' }
      }
      // New address or known one alike: the answer tells nothing about the address.
      pendingApprovals.add(key)
      return { action: 'VERIFY_DEVICE' }
    },
    async waitForDevice({ email, deviceId, projectId, origin }, signal) {
      count('waitForDevice')
      checkSignInOrigin(projectId, origin)
      const deadline = Date.now() + (options.deviceWaitMs ?? 20)
      while (Date.now() < deadline) {
        if (signal?.aborted) throw new RequestAbortedError()
        if (trusted.has(triple(email, deviceId, origin))) return { approved: true }
        await new Promise((resolve) => setTimeout(resolve, 2))
      }
      return { approved: false }
    },
    async verifyOtp({ email, deviceId, otp, projectId, origin }) {
      count('verifyOtp')
      checkSignInOrigin(projectId, origin)
      const sent = triple(email, deviceId, origin)
      if (otp !== FAKE_OTP || !codesSent.has(sent)) throw fail(400, 'INVALID_OTP', 'Invalid code')
      codesSent.delete(sent)
      const key = normal(email)
      let user = users.get(key)
      if (!user) {
        user = newUser(key)
        users.set(key, user)
      }
      trusted.add(sent)
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
    async putSolanaKey(token, body) {
      count('putSolanaKey')
      const user = userOf(token)
      if (user.solanaKey) throw fail(409, 'KEY_EXISTS', 'This account already has a key')
      user.solanaKey = { ...body }
      return { address: body.address }
    },
    async unlockSolanaKey(token) {
      count('unlockSolanaKey')
      const user = userOf(token)
      if (!user.solanaKey) throw fail(404, 'NO_KEY', 'This account has no key yet')
      return { ...user.solanaKey }
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
      // As the server: a taken address answers like a free one (no account enumeration); only
      // the account's own address is refused. Its code is never sent (see the secondary step).
      if (normal(email) === user.email)
        throw fail(409, 'EMAIL_TAKEN', 'This e-mail is already in use')
      user.pendingNewEmail = normal(email)
      return { action: 'VERIFY_PRIMARY_OTP' }
    },
    async updateEmailPrimary(token, { otp }) {
      count('updateEmailPrimary')
      userOf(token)
      if (otp !== FAKE_OTP) throw fail(400, 'INVALID_OTP', 'Invalid code')
      return { action: 'VERIFY_SECONDARY_OTP' }
    },
    async startSocial({ provider, deviceId, projectId, origin }) {
      count('startSocial')
      checkSignInOrigin(projectId, origin)
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
      // The provider's sign-in is the proof: this device is trusted for the e-mail here.
      if (user.email !== null) trusted.add(triple(user.email, deviceId, request.origin))
      const token = randomBase64url(32)
      sessions.set(token, key)
      return {
        token,
        expiresAt: Date.now() + 86_400_000,
        user: { ...publicUser(user), userName, socialProvider: request.provider as 'google' },
      }
    },
    // This fake never asks an account's e-mail to approve a site (connectSocial always opens a
    // session), so there is never a pending social login to finish.
    async finishSocial() {
      count('finishSocial')
      throw fail(400, 'SOCIAL_REQUEST_INVALID', 'Sign-in request expired or already used')
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
      // A taken new address never got a code: every code is wrong for it.
      if (otp !== FAKE_OTP || !user.pendingNewEmail || users.has(user.pendingNewEmail)) {
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
    /**
     * The visitor opened the device-approval link of the e-mail: every pending sign-in of this
     * e-mail and device (on any dApp origin) is trusted, and its code goes out.
     */
    approveDevice(email: string, deviceId: string) {
      for (const key of pendingApprovals) {
        if (!key.startsWith(`${normal(email)} ${deviceId} `)) continue
        pendingApprovals.delete(key)
        trusted.add(key)
        codesSent.add(key)
      }
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
