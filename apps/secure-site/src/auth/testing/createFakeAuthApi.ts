import { getAddress } from 'viem'
import { AuthApiError, RequestAbortedError } from '../../errors.ts'
import { randomBase64url } from '../../keys/base64url.ts'
import type { AuthApi } from '../authApi.ts'
import type { AuthUser } from '../authSchemas.ts'

/** The one-time code the fake "e-mails". */
export const FAKE_OTP = '123456'

interface FakeUser {
  id: string
  email: string
  address: string | null
  keyBlob: string | null
  unlockKey: string | null
  approvedDevices: Set<string>
  pendingNewEmail?: string
}

const fail = (status: number, code: string, message: string) =>
  new AuthApiError(message, { status, code })

/**
 * An in-memory stand-in for the server's /auth/v1 routes, following the auth contract's rules
 * (device approval, single-use codes, one key per user, 401 for an unknown session). For unit
 * tests of the frame's session and key custody while the real server is written; the real one
 * runs in the end-to-end tests. `calls` counts each route's use.
 *
 * @example
 * const server = createFakeAuthApi()
 * const session = createWalletSession({ api: server.api, … })
 */
export function createFakeAuthApi(options: { deviceWaitMs?: number } = {}) {
  const users = new Map<string, FakeUser>()
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
        user = {
          id: String(users.size + 1),
          email: key,
          address: null,
          keyBlob: null,
          unlockKey: null,
          approvedDevices: new Set(),
        }
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
    async updateEmailSecondary(token, { otp }) {
      count('updateEmailSecondary')
      const user = userOf(token)
      if (otp !== FAKE_OTP || !user.pendingNewEmail) {
        throw fail(400, 'INVALID_OTP', 'Invalid code')
      }
      const oldEmail = user.email
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
  }
}
