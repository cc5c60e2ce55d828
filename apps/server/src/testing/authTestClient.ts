import { randomBytes } from 'node:crypto'
import type { CaughtMail } from '@portico/mail-catcher'
import { expect } from 'vitest'
import { type AuthTestServer, TEST_DAPP_ORIGIN, TEST_PUBLIC_URL } from './createAuthTestServer.ts'
import { TEST_PROJECT_ID } from './createTestServer.ts'

/** Subjects of the module's e-mails, as the contract fixes them. */
export const SUBJECTS = {
  code: /^Your Portico code: \d{6}$/,
  approval: /^Approve a new device for Portico$/,
  emailChange: /^Confirm your e-mail change: \d{6}$/,
}

let visitorCount = 0

/**
 * A made-up person on a browser: their own address, device id and client IP, signing in on a
 * dApp (`origin`, default `TEST_DAPP_ORIGIN`) of a project (`projectId`, default
 * `TEST_PROJECT_ID`).
 */
export interface Visitor {
  email: string
  deviceId: string
  ip: string
  origin?: string
  projectId?: string
}

/**
 * A fresh visitor, so tests never share an address's or an IP's rate limits. Their IPs are in
 * 172.16.0.0/12, apart from the 10.x addresses tests pick by hand: a test's fixed '10.8.0.1'
 * was once a default visitor's too (when the process id ended in 8), and its limit came early.
 *
 * @example
 * const ada = newVisitor()
 */
export function newVisitor(overrides: Partial<Visitor> = {}): Visitor {
  visitorCount += 1
  return {
    email: `visitor-${visitorCount}-${randomBytes(3).toString('hex')}@example.org`,
    deviceId: newDeviceId(),
    ip: `172.${16 + (process.pid % 16)}.${Math.floor(visitorCount / 250)}.${visitorCount % 250}`,
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
 * The approval link of an approval e-mail: on a line of its own, on the server's public URL.
 *
 * @example
 * const link = approvalLinkOf(await server.mail.waitForMail({ to, subject: SUBJECTS.approval }))
 */
export function approvalLinkOf(mail: CaughtMail): string {
  const line = mail.text.split('\n').find((candidate) => candidate.startsWith(TEST_PUBLIC_URL))
  expect(line).toMatch(
    new RegExp(`^${TEST_PUBLIC_URL}/auth/v1/device/approve\\?token=[A-Za-z0-9_-]{43}$`),
  )
  return line ?? ''
}

/**
 * The token of an approval link.
 *
 * @example
 * const token = approvalTokenOf(link)
 */
export function approvalTokenOf(link: string): string {
  return new URL(link).searchParams.get('token') ?? ''
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

  /** The sign-in fields every sign-in body carries, for this visitor. */
  const signInFields = (visitor: Visitor) => ({
    email: visitor.email,
    deviceId: visitor.deviceId,
    projectId: visitor.projectId ?? TEST_PROJECT_ID,
    origin: visitor.origin ?? TEST_DAPP_ORIGIN,
  })

  const client = {
    request,
    nextMail,
    start: (visitor: Visitor, body: Record<string, unknown> = {}) =>
      request('POST', '/auth/v1/email/start', {
        ip: visitor.ip,
        body: { ...signInFields(visitor), ...body },
      }),
    verify: (visitor: Visitor, otp: unknown, body: Record<string, unknown> = {}) =>
      request('POST', '/auth/v1/otp/verify', {
        ip: visitor.ip,
        body: { ...signInFields(visitor), otp, ...body },
      }),
    wait: (visitor: Visitor, body: Record<string, unknown> = {}) =>
      request('POST', '/auth/v1/device/wait', {
        ip: visitor.ip,
        body: { ...signInFields(visitor), ...body },
      }),
    /** Opens an approval link as a browser (or a mail scanner) would: GET (or HEAD), no Origin. */
    openLink: (link: string, method: 'GET' | 'HEAD' = 'GET') =>
      server.app.inject({ method, url: link.slice(TEST_PUBLIC_URL.length) }),
    /** Presses the approval page's button: the form POST of the link's token. */
    approve: (link: string) =>
      server.app.inject({
        method: 'POST',
        url: '/auth/v1/device/approve',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ token: approvalTokenOf(link) }).toString(),
      }),
    /**
     * Starts and answers the visitor's code: straight from the code e-mail (VERIFY_OTP, a
     * device trusted on this origin), or after approving the link of the approval e-mail
     * (VERIFY_DEVICE: any other device, origin or address).
     */
    async requestCode(visitor: Visitor): Promise<string> {
      const approvalMail = nextMail(visitor.email, SUBJECTS.approval)
      const codeMail = nextMail(visitor.email, SUBJECTS.code)
      const response = await client.start(visitor)
      expect(response.statusCode).toBe(200)
      const { action } = response.json() as { action: string }
      expect(['VERIFY_OTP', 'VERIFY_DEVICE']).toContain(action)
      if (action === 'VERIFY_DEVICE') {
        const approved = await client.approve(approvalLinkOf(await approvalMail()))
        expect(approved.statusCode).toBe(200)
      }
      return codeOf(await codeMail())
    },
    /** The whole sign-in of a visitor (approving the device first when the start asks). */
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
