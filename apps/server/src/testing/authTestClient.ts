import { randomBytes } from 'node:crypto'
import type { CaughtMail } from '@portico/mail-catcher'
import { expect } from 'vitest'
import { type AuthTestServer, TEST_DAPP_ORIGIN } from './createAuthTestServer.ts'
import { TEST_PROJECT_ID } from './createTestServer.ts'

/** Subjects of the module's e-mails, as the contract fixes them. */
export const SUBJECTS = {
  code: /^Your Portico code: \d{6}$/,
  approval: /^Approve a new device for Portico$/,
  emailChange: /^Confirm your e-mail change: \d{6}$/,
}

let visitorCount = 0

/** A made-up person on a browser: their own address, device id and client IP. */
export interface Visitor {
  email: string
  deviceId: string
  ip: string
}

/**
 * A fresh visitor, so tests never share an address's or an IP's rate limits.
 *
 * @example
 * const ada = newVisitor()
 */
export function newVisitor(overrides: Partial<Visitor> = {}): Visitor {
  visitorCount += 1
  return {
    email: `visitor-${visitorCount}-${randomBytes(3).toString('hex')}@example.org`,
    deviceId: newDeviceId(),
    ip: `10.${process.pid % 250}.${Math.floor(visitorCount / 250)}.${visitorCount % 250}`,
    ...overrides,
  }
}

/**
 * A device id as the frame makes one: 32 base64url characters.
 *
 * @example
 * const laptop = newDeviceId()
 */
export function newDeviceId(): string {
  return randomBytes(24).toString('base64url')
}

/**
 * The 6-digit code of a code e-mail (from its subject, checked against its body).
 *
 * @example
 * const code = codeOf(await server.mail.waitForMail({ to, subject: SUBJECTS.code }))
 */
export function codeOf(mail: CaughtMail): string {
  const code = /(\d{6})$/.exec(mail.subject)?.[1]
  if (code === undefined) throw new Error(`No code in '${mail.subject}'`)
  expect(mail.text).toContain(code)
  return code
}

/**
 * HTTP helpers for the `/auth/v1` routes over `app.inject`, as the secure site calls them.
 *
 * @example
 * const auth = createAuthTestClient(server)
 * const { token } = await auth.signIn(newVisitor())
 */
export function createAuthTestClient(server: AuthTestServer) {
  const request = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    options: { body?: unknown; token?: string; ip?: string; origin?: string } = {},
  ) =>
    server.app.inject({
      method,
      url,
      remoteAddress: options.ip ?? '127.0.0.1',
      headers: {
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(options.token === undefined ? {} : { authorization: `Bearer ${options.token}` }),
        ...(options.origin === undefined ? {} : { origin: options.origin }),
      },
      ...(options.body === undefined ? {} : { payload: JSON.stringify(options.body) }),
    })

  /** The next e-mail to `to` with a matching subject, after those already caught. */
  const nextMail = (to: string, subject: RegExp) => {
    const since = (server.mail.messages({ to })[0]?.receivedAt ?? 0) + 1
    return () => server.mail.waitForMail({ to, subject, since, timeoutMs: 5000 })
  }

  const client = {
    request,
    nextMail,
    start: (visitor: Visitor, body: Record<string, unknown> = {}) =>
      request('POST', '/auth/v1/email/start', {
        ip: visitor.ip,
        body: {
          email: visitor.email,
          deviceId: visitor.deviceId,
          projectId: TEST_PROJECT_ID,
          origin: TEST_DAPP_ORIGIN,
          ...body,
        },
      }),
    verify: (visitor: Visitor, otp: unknown, body: Record<string, unknown> = {}) =>
      request('POST', '/auth/v1/otp/verify', {
        ip: visitor.ip,
        body: {
          email: visitor.email,
          deviceId: visitor.deviceId,
          otp,
          origin: TEST_DAPP_ORIGIN,
          ...body,
        },
      }),
    wait: (visitor: Visitor) =>
      request('POST', '/auth/v1/device/wait', {
        ip: visitor.ip,
        body: { email: visitor.email, deviceId: visitor.deviceId },
      }),
    /** Starts and waits for the code e-mail; the start must answer VERIFY_OTP. */
    async requestCode(visitor: Visitor): Promise<string> {
      const mail = nextMail(visitor.email, SUBJECTS.code)
      const response = await client.start(visitor)
      expect(response.json()).toEqual({ action: 'VERIFY_OTP' })
      return codeOf(await mail())
    },
    /** The whole sign-in of a visitor whose device needs no approval. */
    async signIn(visitor: Visitor) {
      const code = await client.requestCode(visitor)
      const response = await client.verify(visitor, code)
      expect(response.statusCode).toBe(200)
      return response.json() as {
        token: string
        expiresAt: number
        user: { id: string; email: string; address: string | null }
      }
    },
  }
  return client
}
