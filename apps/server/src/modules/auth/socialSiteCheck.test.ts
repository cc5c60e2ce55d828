import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runPorticoCli } from '../../cli/runPorticoCli.ts'
import {
  approvalLinkOf,
  createAuthTestClient,
  newDeviceId,
  newVisitor,
  SUBJECTS,
  type Visitor,
} from '../../testing/authTestClient.ts'
import {
  type AuthTestServer,
  createAuthTestServer,
  TEST_DAPP_ORIGIN,
} from '../../testing/createAuthTestServer.ts'
import {
  createSocialTestClient,
  createSocialTestServer,
  type SocialDeviceApprovalBody,
  type SocialTestServer,
} from '../../testing/createSocialTestServer.ts'

// Issue #29: a social sign-in of an existing account on a new (device, origin) asks the account's
// e-mail to approve that site before any session exists there, as e-mail sign-in does; a
// provider e-mail that is not verified never joins an account; the callback page's lookup is
// bound to the secure site and re-checks the project; every auth route has a per-IP limit.

/** Another dApp the test project allows (`https://*.example.org`). */
const SECOND_ORIGIN = 'https://second.example.org'

let server: SocialTestServer
let social: ReturnType<typeof createSocialTestClient>
let auth: ReturnType<typeof createAuthTestClient>

beforeAll(async () => {
  // No resend delay: a test may send an address its code and then its social approval at once.
  server = await createSocialTestServer({ auth: { resendDelayMs: 0, deviceWaitMs: 600 } })
  social = createSocialTestClient(server)
  auth = createAuthTestClient(server)
}, 60_000)

afterAll(async () => {
  await server?.close()
})

const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

/** A social sign-in that must stop at the approval: its answer, and the approval e-mail. */
async function signInAwaitingApproval(visitor: Visitor) {
  const approvalMail = auth.nextMail(visitor.email, SUBJECTS.approval)
  const { status, body } = await social.signIn(visitor, 'google')
  expect(status).toBe(200)
  expect(body).toEqual({
    action: 'VERIFY_DEVICE',
    email: visitor.email,
    loginToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    expiresAt: expect.any(Number),
  })
  return { pending: body as SocialDeviceApprovalBody, mail: await approvalMail() }
}

async function approved(visitor: Visitor): Promise<boolean> {
  const response = await auth.wait(visitor)
  expect(response.statusCode).toBe(200)
  return (response.json() as { approved: boolean }).approved
}

describe('social sign-in of an existing account on a new site', () => {
  it('default: second origin → approval e-mail naming the site, no session until approved, then a session there', async () => {
    const visitor = newVisitor()
    const first = await social.signIn(visitor, 'google')
    expect(first.status).toBe(200)
    expect(first.body.token).toEqual(expect.any(String))

    const elsewhere = { ...visitor, origin: SECOND_ORIGIN }
    const { pending, mail } = await signInAwaitingApproval(elsewhere)
    expect(pending).not.toHaveProperty('token')
    expect(pending).not.toHaveProperty('user')
    expect(mail.text).toContain('second.example.org')
    expect(mail.text).toContain(`(${SECOND_ORIGIN})`)
    expect(mail.text).toContain('signed in with Google')

    // Before the owner approves: the pending login opens nothing.
    expect(await approved(elsewhere)).toBe(false)
    const early = await social.finish(elsewhere, pending.loginToken)
    expect(early.statusCode).toBe(409)
    expect(early.json()).toEqual({
      code: 'DEVICE_NOT_APPROVED',
      message: 'This device is not approved yet',
    })

    const link = approvalLinkOf(mail)
    const page = await auth.openLink(link)
    expect(page.body).toContain('second.example.org')
    const approval = await auth.approve(link)
    expect(approval.statusCode).toBe(200)
    expect(approval.body).toContain('The sign-in now finishes on the device that asked.')
    expect(await approved(elsewhere)).toBe(true)

    const finished = await social.finish(elsewhere, pending.loginToken)
    expect(finished.statusCode).toBe(200)
    const session = finished.json()
    expect(session).toEqual({
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      expiresAt: expect.any(Number),
      user: {
        id: first.body.user.id,
        email: visitor.email,
        address: null,
        userName: visitor.email.split('@')[0],
        socialProvider: 'google',
      },
    })
    const user = await server.app.inject({ url: '/auth/v1/user', headers: bearer(session.token) })
    expect(user.statusCode).toBe(200)
    // A social approval sends no code.
    const codes = server.mail
      .messages({ to: visitor.email })
      .filter((message) => SUBJECTS.code.test(message.subject))
    expect(codes).toEqual([])
  })

  it('behavior: a new device on the same site is asked too; an approved (device, site) is not asked again', async () => {
    const visitor = newVisitor()
    expect((await social.signIn(visitor, 'google')).status).toBe(200)
    const laptop = { ...visitor, deviceId: newDeviceId() }
    const { pending, mail } = await signInAwaitingApproval(laptop)
    expect((await auth.approve(approvalLinkOf(mail))).statusCode).toBe(200)
    expect((await social.finish(laptop, pending.loginToken)).statusCode).toBe(200)

    const again = await social.signIn(laptop, 'google')
    expect(again.status).toBe(200)
    expect(again.body.token).toEqual(expect.any(String))
  })

  it('behavior: an e-mail account a social identity joins on a new device is asked first', async () => {
    const visitor = newVisitor()
    const byEmail = await auth.signIn(visitor)
    const phone = { ...visitor, deviceId: newDeviceId() }
    const { pending, mail } = await signInAwaitingApproval(phone)
    expect((await auth.approve(approvalLinkOf(mail))).statusCode).toBe(200)
    const finished = await social.finish(phone, pending.loginToken)
    expect(finished.json().user.id).toBe(byEmail.user.id)
  })

  it('behavior: a brand-new account made by the sign-in opens at once, with no e-mail', async () => {
    const visitor = newVisitor()
    const { status, body } = await social.signIn(visitor, 'google')
    expect(status).toBe(200)
    expect(body.token).toEqual(expect.any(String))
    await new Promise((resolve) => setTimeout(resolve, 150))
    expect(server.mail.messages({ to: visitor.email })).toEqual([])
  })

  it('behavior: an account without e-mail has no address to confirm from: it signs in on a new site at once', async () => {
    const visitor = newVisitor()
    const first = await social.signIn(visitor, 'github', { emailVerified: false })
    expect(first.body.user.email).toBeNull()
    const elsewhere = { ...visitor, origin: SECOND_ORIGIN, deviceId: newDeviceId() }
    const second = await social.signIn(elsewhere, 'github', { emailVerified: false })
    expect(second.status).toBe(200)
    expect(second.body.user.id).toBe(first.body.user.id)
    expect(second.body.token).toEqual(expect.any(String))
  })

  it('error: another device, origin or project cannot redeem it, and it stays for its own device', async () => {
    const visitor = newVisitor()
    expect((await social.signIn(visitor, 'google')).status).toBe(200)
    const elsewhere = { ...visitor, origin: SECOND_ORIGIN }
    const { pending, mail } = await signInAwaitingApproval(elsewhere)
    expect((await auth.approve(approvalLinkOf(mail))).statusCode).toBe(200)

    const refusals = [
      { deviceId: newDeviceId() },
      { origin: TEST_DAPP_ORIGIN },
      { origin: 'https://third.example.org' },
    ]
    for (const body of refusals) {
      const refused = await social.finish(elsewhere, pending.loginToken, body)
      expect(refused.statusCode, JSON.stringify(body)).toBe(400)
      expect(refused.json()).toEqual({
        code: 'SOCIAL_REQUEST_INVALID',
        message: 'Sign-in request expired or already used',
      })
    }
    const unknownProject = await social.finish(elsewhere, pending.loginToken, {
      projectId: 'not-a-project',
    })
    expect(unknownProject.json().code).toBe('INVALID_PROJECT_ID')

    expect((await social.finish(elsewhere, pending.loginToken)).statusCode).toBe(200)
  })

  it('error: a login token works once', async () => {
    const visitor = newVisitor()
    expect((await social.signIn(visitor, 'google')).status).toBe(200)
    const elsewhere = { ...visitor, origin: SECOND_ORIGIN }
    const { pending, mail } = await signInAwaitingApproval(elsewhere)
    expect((await auth.approve(approvalLinkOf(mail))).statusCode).toBe(200)
    const [one, two] = await Promise.all([
      social.finish(elsewhere, pending.loginToken),
      social.finish(elsewhere, pending.loginToken),
    ])
    expect([one?.statusCode, two?.statusCode].sort()).toEqual([200, 400])
    const third = await social.finish(elsewhere, pending.loginToken)
    expect(third.json().code).toBe('SOCIAL_REQUEST_INVALID')
  })

  it('error: an approval of the same device on another site does not unlock this one', async () => {
    const visitor = newVisitor()
    expect((await social.signIn(visitor, 'google')).status).toBe(200)
    const second = { ...visitor, origin: SECOND_ORIGIN }
    const third = { ...visitor, origin: 'https://third.example.org' }
    const { pending: forSecond } = await signInAwaitingApproval(second)
    const { mail: forThirdMail } = await signInAwaitingApproval(third)
    expect((await auth.approve(approvalLinkOf(forThirdMail))).statusCode).toBe(200)
    const refused = await social.finish(second, forSecond.loginToken)
    expect(refused.json().code).toBe('DEVICE_NOT_APPROVED')
  })

  it.each([
    ['malformed', 'x'],
    ['unknown', randomBytes(32).toString('base64url')],
  ])('error: a %s login token is refused', async (_case, loginToken) => {
    const response = await social.finish(newVisitor(), loginToken)
    expect(response.statusCode).toBe(400)
  })
})

describe('an unverified provider e-mail never joins an account', () => {
  it.each(['google', 'github'] as const)(
    'parameters: %s, e-mail not verified → an account of its own, no e-mail, no approval asked of the e-mail account',
    async (provider) => {
      const visitor = newVisitor()
      const byEmail = await auth.signIn(visitor)
      const before = server.mail.messages({ to: visitor.email }).length
      const unverified = await social.signIn({ ...visitor, deviceId: newDeviceId() }, provider, {
        emailVerified: false,
      })
      expect(unverified.status).toBe(200)
      expect(unverified.body.user.id).not.toBe(byEmail.user.id)
      expect(unverified.body.user.email).toBeNull()
      expect(server.mail.messages({ to: visitor.email })).toHaveLength(before)
    },
  )
})

describe('GET /auth/v1/social/requests/:state: the secure site only, for an allowed origin', () => {
  /** Runs the project CLI on the server's own database (a running server sees it at once). */
  async function porticoCli(args: string[]): Promise<void> {
    let stderr = ''
    const code = await runPorticoCli([...args, '--database', server.config.databaseUrl], {
      env: {},
      stdout: () => {},
      stderr: (text) => {
        stderr += text
      },
    })
    expect(code, stderr).toBe(0)
  }

  it.each([
    ['a dApp page', TEST_DAPP_ORIGIN],
    ['another site', 'https://evil.example'],
    ['no Origin (a script)', null],
  ])('error: asked from %s, a pending state is 404 like an unknown one', async (_case, origin) => {
    const { state } = await social.authorize(newVisitor(), 'google')
    const response = await social.requestOrigin(state, { origin })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Sign-in request not found' })
    // The secure site still gets it.
    expect((await social.requestOrigin(state)).json()).toEqual({ origin: TEST_DAPP_ORIGIN })
  })

  it('error: once the project no longer allows the origin, 403; a deleted project, 401', async () => {
    const projectId = `bound-${randomBytes(4).toString('hex')}`
    await porticoCli([
      'project',
      'create',
      '--id',
      projectId,
      '--name',
      'Bound',
      '--origin',
      TEST_DAPP_ORIGIN,
      '--no-default-origins',
    ])
    const visitor = newVisitor({ projectId })
    const { state } = await social.authorize(visitor, 'google')
    expect((await social.requestOrigin(state)).json()).toEqual({ origin: TEST_DAPP_ORIGIN })

    await porticoCli(['project', 'update', '--id', projectId, '--remove-origin', TEST_DAPP_ORIGIN])
    const refused = await social.requestOrigin(state)
    expect(refused.statusCode).toBe(403)
    expect(refused.json().code).toBe('ORIGIN_NOT_ALLOWED')

    await porticoCli(['project', 'delete', '--id', projectId])
    const gone = await social.requestOrigin(state)
    expect(gone.statusCode).toBe(401)
    expect(gone.json().code).toBe('INVALID_PROJECT_ID')
  })
})

describe('per-IP limits on the auth routes', () => {
  let limited: AuthTestServer
  let client: ReturnType<typeof createAuthTestClient>

  beforeAll(async () => {
    limited = await createAuthTestServer({
      maxCodeChecksPerIpPerMinute: 3,
      maxRequestsPerIpPerMinute: 4,
    })
    client = createAuthTestClient(limited)
  }, 60_000)

  afterAll(async () => {
    await limited?.close()
  })

  function expectLimited(response: Awaited<ReturnType<typeof client.request>>) {
    expect(response.statusCode).toBe(429)
    const seconds = Number(response.headers['retry-after'])
    expect(seconds).toBeGreaterThanOrEqual(1)
    expect(seconds).toBeLessThanOrEqual(60)
    expect(response.json()).toEqual({
      code: 'RATE_LIMITED',
      message: `Please try again after ${seconds} seconds`,
      retryAfterSeconds: seconds,
    })
  }

  it('error: /otp/verify answers 429 with Retry-After after auth.maxCodeChecksPerIpPerMinute tries', async () => {
    const visitor = newVisitor()
    for (let count = 0; count < 3; count += 1) {
      const response = await client.verify(visitor, '000000')
      expect(response.statusCode).toBe(400)
    }
    expectLimited(await client.verify(visitor, '000000'))
    // Counted per client IP: another IP still checks codes.
    expect((await client.verify(newVisitor(), '000000')).statusCode).toBe(400)
  })

  it('error: the other routes (approval page, device wait, social lookup, session routes) answer 429 after auth.maxRequestsPerIpPerMinute', async () => {
    const ip = newVisitor().ip
    const calls = [
      () => client.request('GET', '/auth/v1/device/approve?token=x', { ip }),
      () => client.request('GET', '/auth/v1/user', { ip, token: 'x'.repeat(43) }),
      () =>
        client.request('GET', `/auth/v1/social/requests/${'s'.repeat(43)}`, {
          ip,
          origin: 'http://127.0.0.1:5180',
        }),
      () => client.wait(newVisitor({ ip })),
    ]
    for (const call of calls) expect((await call()).statusCode).not.toBe(429)
    for (const call of calls) expectLimited(await call())
  })

  it('error: the approval POST and the social connect count as code checks', async () => {
    const ip = newVisitor().ip
    const approve = () =>
      limited.app.inject({
        method: 'POST',
        url: '/auth/v1/device/approve',
        remoteAddress: ip,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'token=nope',
      })
    for (let count = 0; count < 3; count += 1) expect((await approve()).statusCode).toBe(400)
    expect((await approve()).statusCode).toBe(429)
    const connect = await client.request('POST', '/auth/v1/social/connect', {
      ip,
      body: { resultUri: 'x', flowId: 'x'.repeat(43), deviceId: newDeviceId() },
    })
    expect(connect.statusCode).toBe(429)
  })
})
