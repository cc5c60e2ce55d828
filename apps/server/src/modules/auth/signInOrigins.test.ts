import { OTHER_ADDRESS } from '@portico/test-utils/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runPorticoCli } from '../../cli/runPorticoCli.ts'
import {
  approvalLinkOf,
  approvalTokenOf,
  codeOf,
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
  TEST_SECURE_SITE_ORIGIN,
} from '../../testing/createAuthTestServer.ts'
import {
  createSocialTestClient,
  createSocialTestServer,
} from '../../testing/createSocialTestServer.ts'
import { TEST_PROJECT_ID } from '../../testing/createTestServer.ts'

// Issue #15: every sign-in step is for a project that exists and allows the dApp origin; the
// approval link approves only by POST; trust is per (e-mail, device, origin); the start answers
// the same for any address; secrets are never cacheable; long polls are capped per client.

/** Another dApp of the test project (it allows https://*.example.org). */
const OTHER_ORIGIN = 'https://other.example.org'
const EVIL_ORIGIN = 'https://evil.example'
const LOCALHOST = 'http://localhost:5173'

// Besides the test project: the same list with the spec §6 defaults off, and on.
const PROJECTS = [
  {
    id: TEST_PROJECT_ID,
    name: 'Test project',
    allowedOrigins: ['http://localhost:5173', 'https://*.example.org'],
  },
  {
    id: 'defaults-off',
    name: 'Defaults off',
    allowedOrigins: ['https://*.example.org'],
    includeDefaultOrigins: false,
  },
  { id: 'defaults-on', name: 'Defaults on', allowedOrigins: ['https://*.example.org'] },
]

const ORIGIN_NOT_ALLOWED = {
  code: 'ORIGIN_NOT_ALLOWED',
  message: 'Unauthorized: origin not allowed',
}
const INVALID_PROJECT_ID = { code: 'INVALID_PROJECT_ID', message: 'Unauthorized: invalid key' }
const SESSION_EXPIRED = { code: 'SESSION_EXPIRED', message: 'Session expired' }

/** Runs the project CLI on the server's own database (a running server sees it at once). */
async function porticoCli(server: AuthTestServer, args: string[]): Promise<void> {
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

/** Nothing was e-mailed to `email` (waits a moment for a stray send). */
async function expectNoMail(server: AuthTestServer, email: string): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 150))
  expect(server.mail.messages({ to: email })).toEqual([])
}

// The default settings (30 s resend delay), so a refused start that took a rate slot would show.
let server: AuthTestServer
let auth: ReturnType<typeof createAuthTestClient>

beforeAll(async () => {
  server = await createAuthTestServer({ deviceWaitMs: 600 }, { projects: PROJECTS })
  auth = createAuthTestClient(server)
}, 60_000)

afterAll(async () => {
  await server?.close()
})

describe('project and origin on every sign-in route', () => {
  const routes = [
    ['POST /auth/v1/email/start', (visitor: Visitor) => auth.start(visitor)],
    ['POST /auth/v1/device/wait', (visitor: Visitor) => auth.wait(visitor)],
    ['POST /auth/v1/otp/verify', (visitor: Visitor) => auth.verify(visitor, '123456')],
    [
      'POST /auth/v1/social/start',
      (visitor: Visitor) =>
        auth.request('POST', '/auth/v1/social/start', {
          ip: visitor.ip,
          body: {
            provider: 'google',
            deviceId: visitor.deviceId,
            projectId: visitor.projectId,
            origin: visitor.origin,
          },
        }),
    ],
  ] as const

  const refusals = [
    ['an unknown project', { projectId: 'no-such-project' }, 401, INVALID_PROJECT_ID],
    ['a malformed project id', { projectId: 'not an id!' }, 401, INVALID_PROJECT_ID],
    ['an origin the project does not allow', { origin: EVIL_ORIGIN }, 403, ORIGIN_NOT_ALLOWED],
    [
      'localhost on a project with the defaults off',
      { projectId: 'defaults-off', origin: LOCALHOST },
      403,
      ORIGIN_NOT_ALLOWED,
    ],
  ] as const

  for (const [route, call] of routes)
    it.each(refusals)(
      `error: ${route} with %s is refused, nothing e-mailed`,
      async (_case, site, status, body) => {
        const visitor = newVisitor({
          projectId: TEST_PROJECT_ID,
          origin: TEST_DAPP_ORIGIN,
          ...site,
        })
        const response = await call(visitor)
        expect(response.statusCode).toBe(status)
        expect(response.json()).toEqual(body)
        expect(response.headers['cache-control']).toBe('no-store')
        await expectNoMail(server, visitor.email)
      },
    )

  it('behavior: a refused start takes no rate slot (the next start of the address is let through)', async () => {
    const visitor = newVisitor()
    expect((await auth.start({ ...visitor, origin: EVIL_ORIGIN })).statusCode).toBe(403)
    expect((await auth.start({ ...visitor, projectId: 'no-such-project' })).statusCode).toBe(401)
    const start = await auth.start(visitor)
    expect(start.statusCode).toBe(200)
    expect(start.json()).toEqual({ action: 'VERIFY_DEVICE' })
  })

  it('behavior: a refused verify takes no try from the code', async () => {
    const visitor = newVisitor()
    const code = await auth.requestCode(visitor)
    expect((await auth.verify({ ...visitor, origin: EVIL_ORIGIN }, code)).statusCode).toBe(403)
    const wrong = await auth.verify(visitor, code === '000000' ? '111111' : '000000')
    expect(wrong.json()).toMatchObject({ code: 'INVALID_OTP', attemptsLeft: 4 })
    expect((await auth.verify(visitor, code)).statusCode).toBe(200)
  })

  it('default: the defaults off refuse http://localhost:5173; on, it is allowed', async () => {
    const off = await auth.start(newVisitor({ projectId: 'defaults-off', origin: LOCALHOST }))
    expect(off.statusCode).toBe(403)
    expect(off.json()).toEqual(ORIGIN_NOT_ALLOWED)
    const on = await auth.start(newVisitor({ projectId: 'defaults-on', origin: LOCALHOST }))
    expect(on.statusCode).toBe(200)
    expect(on.json()).toEqual({ action: 'VERIFY_DEVICE' })
    // The project's own origins work either way.
    const own = await auth.start(newVisitor({ projectId: 'defaults-off', origin: OTHER_ORIGIN }))
    expect(own.statusCode).toBe(200)
  })

  it("error: the server's own secure-site origin is no dApp origin (the e-mail would name the wallet's host)", async () => {
    // The defaults off: http://127.0.0.1:5180 is not allowed by the spec §6 IP-address default.
    const visitor = newVisitor({ projectId: 'defaults-off', origin: TEST_SECURE_SITE_ORIGIN })
    const start = await auth.start(visitor)
    expect(start.statusCode).toBe(403)
    expect(start.json()).toEqual(ORIGIN_NOT_ALLOWED)
    expect((await auth.wait(visitor)).statusCode).toBe(403)
    expect((await auth.verify(visitor, '123456')).statusCode).toBe(403)
    await expectNoMail(server, visitor.email)
  })
})

describe('the approval link: GET and HEAD change nothing, the POST approves', () => {
  it('default: a mail scanner fetching the link leaves it working; the button approves it', async () => {
    const visitor = newVisitor()
    const approvalMail = auth.nextMail(visitor.email, SUBJECTS.approval)
    const before = Date.now()
    expect((await auth.start(visitor)).json()).toEqual({ action: 'VERIFY_DEVICE' })
    const link = approvalLinkOf(await approvalMail())

    const head = await auth.openLink(link, 'HEAD')
    expect(head.statusCode).toBe(200)
    expect(head.body).toBe('')
    const page = await auth.openLink(link)
    expect(page.statusCode).toBe(200)
    expect(page.headers).toMatchObject({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
    })
    const csp = String(page.headers['content-security-policy'])
    for (const directive of ["default-src 'none'", "form-action 'self'", "frame-ancestors 'none'"])
      expect(csp).toContain(directive)
    // It names the site (host first), the time the device asked, and posts the token.
    expect(page.body).toContain('<p class="site">shop.example.org</p>')
    expect(page.body).toContain('https://shop.example.org')
    const asked = /Asked at (\d{4}-\d\d-\d\d \d\d:\d\d) UTC\./.exec(page.body)?.[1]
    const askedAt = Date.parse(`${asked?.replace(' ', 'T')}:00Z`)
    expect(askedAt).toBeGreaterThan(before - 60_000)
    expect(askedAt).toBeLessThanOrEqual(Date.now())
    expect(page.body).toContain('<form method="post" action="approve">')
    expect(page.body).toContain(
      `<input type="hidden" name="token" value="${approvalTokenOf(link)}">`,
    )
    expect(page.body).toContain(
      '<button type="submit">Approve sign-in on shop.example.org</button>',
    )
    expect(page.body).not.toMatch(/<script|(?:src|href)=/)

    // Neither approved the device nor sent a code.
    expect((await auth.wait(visitor)).json()).toEqual({ approved: false })
    await expectNoMailWithSubject(visitor.email, SUBJECTS.code)

    const codeMail = auth.nextMail(visitor.email, SUBJECTS.code)
    const approved = await auth.approve(link)
    expect(approved.statusCode).toBe(200)
    expect(approved.headers['cache-control']).toBe('no-store')
    expect(approved.body).toContain('Your device is approved for shop.example.org.')
    expect((await auth.wait(visitor)).json()).toEqual({ approved: true })
    expect((await auth.verify(visitor, codeOf(await codeMail()))).statusCode).toBe(200)

    // Used now: the GET shows the invalid page, and a second POST approves nothing.
    expect((await auth.openLink(link)).statusCode).toBe(400)
    expect((await auth.approve(link)).statusCode).toBe(400)
  })

  async function expectNoMailWithSubject(email: string, subject: RegExp): Promise<void> {
    await new Promise((resolve) => setTimeout(resolve, 150))
    expect(
      server.mail.messages({ to: email }).filter((mail) => subject.test(mail.subject)),
    ).toEqual([])
  }
})

describe('device trust per (e-mail, device, origin)', () => {
  let quick: AuthTestServer
  let client: ReturnType<typeof createAuthTestClient>

  beforeAll(async () => {
    quick = await createAuthTestServer({ resendDelayMs: 0 })
    client = createAuthTestClient(quick)
  }, 60_000)

  afterAll(async () => {
    await quick?.close()
  })

  it('default: a device trusted on one origin gets the device check again on another, naming it', async () => {
    const visitor = newVisitor()
    const { user } = await client.signIn(visitor)
    const codeMail = client.nextMail(visitor.email, SUBJECTS.code)
    expect((await client.start(visitor)).json()).toEqual({ action: 'VERIFY_OTP' })
    const shopCode = codeOf(await codeMail())

    const elsewhere = { ...visitor, origin: OTHER_ORIGIN }
    const approvalMail = client.nextMail(visitor.email, SUBJECTS.approval)
    expect((await client.start(elsewhere)).json()).toEqual({ action: 'VERIFY_DEVICE' })
    const approval = await approvalMail()
    expect(approval.text).toContain('Someone is signing in to other.example.org as')
    expect(approval.text).toContain(`Site: other.example.org (${OTHER_ORIGIN})`)
    expect(approval.text).not.toContain('shop.example.org')
    const page = await client.openLink(approvalLinkOf(approval))
    expect(page.body).toContain('Approve sign-in on other.example.org')

    // The code sent for shop.example.org does not sign in on other.example.org.
    const crossed = await client.verify(elsewhere, shopCode)
    expect(crossed.json().code).toBe('OTP_EXPIRED')

    const otherCode = client.nextMail(visitor.email, SUBJECTS.code)
    await client.approve(approvalLinkOf(approval))
    const codeText = (await otherCode()).text
    expect(codeText).toMatch(/^Your code to sign in to other\.example\.org: \d{6}$/m)
    const signedIn = await client.verify(elsewhere, /: (\d{6})$/m.exec(codeText)?.[1])
    expect(signedIn.statusCode).toBe(200)
    expect(signedIn.json().user).toEqual(user)
  })

  it('behavior: a new and a known address get byte-identical answers and the same e-mail', async () => {
    const known = newVisitor()
    await client.signIn(known)
    const fresh = newVisitor()
    const device = newDeviceId()
    const mails = [known, fresh].map((visitor) => client.nextMail(visitor.email, SUBJECTS.approval))
    const answers = [
      await client.start({ ...known, deviceId: device }),
      await client.start({ ...fresh, deviceId: device }),
    ]
    const [knownAnswer, freshAnswer] = answers
    for (const answer of answers) expect(answer.statusCode).toBe(200)
    expect(freshAnswer?.body).toBe(knownAnswer?.body)
    expect(knownAnswer?.body).toBe('{"action":"VERIFY_DEVICE"}')
    for (const header of ['content-type', 'content-length', 'cache-control'])
      expect(freshAnswer?.headers[header]).toBe(knownAnswer?.headers[header])

    const texts = await Promise.all(
      mails.map(async (mail, index) => {
        const caught = await mail()
        const visitor = index === 0 ? known : fresh
        return caught.text
          .replaceAll(visitor.email, '<email>')
          .replace(approvalTokenOf(approvalLinkOf(caught)), '<token>')
      }),
    )
    expect(texts[1]).toBe(texts[0])
  })

  it('behavior: an e-mail change keeps the account devices trusted, for the new address', async () => {
    const visitor = newVisitor()
    const { token } = await client.signIn(visitor)
    const newEmail = newVisitor().email
    const primary = client.nextMail(visitor.email, SUBJECTS.emailChange)
    await client.request('POST', '/auth/v1/email/update', { token, body: { email: newEmail } })
    const secondary = client.nextMail(newEmail, SUBJECTS.emailChange)
    await client.request('POST', '/auth/v1/email/update/primary', {
      token,
      body: { otp: codeOf(await primary()) },
    })
    await client.request('POST', '/auth/v1/email/update/secondary', {
      token,
      body: { otp: codeOf(await secondary()) },
    })
    expect((await client.start({ ...visitor, email: newEmail })).json()).toEqual({
      action: 'VERIFY_OTP',
    })
    expect((await client.start(visitor)).json()).toEqual({ action: 'VERIFY_DEVICE' })
  })
})

describe('Cache-Control: no-store on every /auth/v1 answer', () => {
  it('default: start, verify, user, key, unlock, errors and sign-out are never cacheable', async () => {
    const visitor = newVisitor()
    const codeMail = auth.nextMail(visitor.email, SUBJECTS.code)
    const approvalMail = auth.nextMail(visitor.email, SUBJECTS.approval)
    const start = await auth.start(visitor)
    const approved = await auth.approve(approvalLinkOf(await approvalMail()))
    const verify = await auth.verify(visitor, codeOf(await codeMail()))
    const { token } = verify.json()
    const key = {
      address: OTHER_ADDRESS,
      keyBlob: 'a'.repeat(80),
      unlockKey: 'b'.repeat(43),
    }
    const answers = [
      start,
      approved,
      verify,
      await auth.request('GET', '/auth/v1/user', { token }),
      await auth.request('PUT', '/auth/v1/key', { token, body: key }),
      await auth.request('POST', '/auth/v1/key/unlock', { token }),
      await auth.request('GET', '/auth/v1/user'),
      await auth.request('POST', '/auth/v1/sign-out', { token }),
    ]
    expect(answers.map((answer) => answer.statusCode)).toEqual([
      200, 200, 200, 200, 201, 200, 401, 204,
    ])
    for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store')
  })
})

describe('sessions bound to (project, origin)', () => {
  let bound: AuthTestServer
  let client: ReturnType<typeof createAuthTestClient>

  beforeAll(async () => {
    bound = await createAuthTestServer(
      { resendDelayMs: 0 },
      {
        projects: [
          ...PROJECTS,
          {
            id: 'two-sites',
            name: 'Two sites',
            allowedOrigins: [TEST_DAPP_ORIGIN, OTHER_ORIGIN],
            includeDefaultOrigins: false,
          },
        ],
      },
    )
    client = createAuthTestClient(bound)
  }, 60_000)

  afterAll(async () => {
    await bound?.close()
  })

  const user = (token: string) => client.request('GET', '/auth/v1/user', { token })

  it('behavior: removing an origin from the project ends the sessions made there, not the others', async () => {
    const onShop = await client.signIn(newVisitor({ projectId: 'two-sites' }))
    const onOther = await client.signIn(
      newVisitor({ projectId: 'two-sites', origin: OTHER_ORIGIN }),
    )
    expect((await user(onOther.token)).statusCode).toBe(200)

    await porticoCli(bound, [
      'project',
      'update',
      '--id',
      'two-sites',
      '--remove-origin',
      OTHER_ORIGIN,
    ])
    const refused = await user(onOther.token)
    expect(refused.statusCode).toBe(401)
    expect(refused.json()).toEqual(SESSION_EXPIRED)
    expect(refused.headers['www-authenticate']).toBe('Bearer')
    for (const [method, url] of [
      ['POST', '/auth/v1/key/unlock'],
      ['PUT', '/auth/v1/key'],
    ] as const)
      expect(
        (await client.request(method, url, { token: onOther.token, body: {} })).statusCode,
      ).toBe(401)
    expect((await user(onShop.token)).statusCode).toBe(200)

    // Put back, the ended session stays ended.
    await porticoCli(bound, [
      'project',
      'update',
      '--id',
      'two-sites',
      '--add-origin',
      OTHER_ORIGIN,
    ])
    expect((await user(onOther.token)).statusCode).toBe(401)
  })

  it('behavior: turning the defaults off ends a session made on localhost; deleting the project ends the rest', async () => {
    const onLocalhost = await client.signIn(
      newVisitor({ projectId: 'defaults-on', origin: LOCALHOST }),
    )
    const onShop = await client.signIn(newVisitor({ projectId: 'defaults-on' }))
    expect((await user(onLocalhost.token)).statusCode).toBe(200)
    await porticoCli(bound, ['project', 'update', '--id', 'defaults-on', '--no-default-origins'])
    expect((await user(onLocalhost.token)).json()).toEqual(SESSION_EXPIRED)
    expect((await user(onShop.token)).statusCode).toBe(200)
    await porticoCli(bound, ['project', 'delete', '--id', 'defaults-on'])
    expect((await user(onShop.token)).json()).toEqual(SESSION_EXPIRED)
  })

  it('behavior: a link whose origin the project no longer allows approves nothing', async () => {
    const visitor = newVisitor({ projectId: 'two-sites' })
    const approvalMail = client.nextMail(visitor.email, SUBJECTS.approval)
    await client.start(visitor)
    const link = approvalLinkOf(await approvalMail())
    await porticoCli(bound, [
      'project',
      'update',
      '--id',
      'two-sites',
      '--remove-origin',
      TEST_DAPP_ORIGIN,
    ])
    expect((await client.openLink(link)).statusCode).toBe(400)
    expect((await client.approve(link)).statusCode).toBe(400)
  })
})

describe('long polls capped per client', () => {
  let polled: AuthTestServer
  let client: ReturnType<typeof createAuthTestClient>

  let address: string

  beforeAll(async () => {
    polled = await createAuthTestServer({ deviceWaitMs: 1500 })
    client = createAuthTestClient(polled)
    address = await polled.app.listen({ port: 0, host: '127.0.0.1' })
  }, 60_000)

  /** A visitor whose start made an approval link (something to wait for). */
  async function startedVisitor(overrides: Partial<Visitor> = {}): Promise<Visitor> {
    const visitor = newVisitor(overrides)
    expect((await client.start(visitor)).json()).toEqual({ action: 'VERIFY_DEVICE' })
    return visitor
  }

  /** A real HTTP wait of `visitor` from 127.0.0.1 (`fetch`, so it can hang up). */
  const fetchWait = (visitor: Visitor, signal?: AbortSignal) =>
    fetch(`${address}/auth/v1/device/wait`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: visitor.email,
        deviceId: visitor.deviceId,
        projectId: TEST_PROJECT_ID,
        origin: TEST_DAPP_ORIGIN,
      }),
      ...(signal === undefined ? {} : { signal }),
    })

  afterAll(async () => {
    await polled?.close()
  })

  it('error: a 5th concurrent wait from one IP → 429 RATE_LIMITED with Retry-After; others go on', async () => {
    const ip = '10.77.0.1'
    const visitors = await Promise.all(Array.from({ length: 6 }, () => startedVisitor({ ip })))
    const otherVisitor = await startedVisitor({ ip: '10.77.0.2' })
    const held = visitors.slice(0, 4).map((visitor) => client.wait(visitor))
    await new Promise((resolve) => setTimeout(resolve, 200))
    const fifth = await client.wait(visitors[4] as Visitor)
    expect(fifth.statusCode).toBe(429)
    const body = fifth.json()
    expect(body).toEqual({
      code: 'RATE_LIMITED',
      message: `Please try again after ${body.retryAfterSeconds} seconds`,
      retryAfterSeconds: expect.any(Number),
    })
    expect(body.retryAfterSeconds).toBeGreaterThanOrEqual(1)
    expect(body.retryAfterSeconds).toBeLessThanOrEqual(2)
    expect(fifth.headers['retry-after']).toBe(String(body.retryAfterSeconds))
    // Another client is not held back.
    const other = client.wait(otherVisitor)
    for (const answer of await Promise.all([...held, other]))
      expect(answer.json()).toEqual({ approved: false })
    // The four ended: their slots are free again.
    expect((await client.wait(visitors[5] as Visitor)).statusCode).toBe(200)
  })

  it('behavior: a wait for a made-up (e-mail, device, origin) answers { approved: false } at once, taking no slot', async () => {
    const ip = '10.77.0.3'
    const started = Date.now()
    // More than the cap, together: none is a long poll, none is refused.
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => client.wait(newVisitor({ ip }))),
    )
    expect(Date.now() - started).toBeLessThan(1000)
    const timedOut = await client.wait(await startedVisitor())
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200)
      expect(answer.body).toBe(timedOut.body)
      expect(answer.headers['content-type']).toBe(timedOut.headers['content-type'])
    }
    expect(timedOut.body).toBe('{"approved":false}')
    // Another origin or device of a started visitor is made up too.
    const visitor = await startedVisitor()
    const elsewhere = await client.wait({ ...visitor, origin: OTHER_ORIGIN })
    const otherDevice = await client.wait({ ...visitor, deviceId: newDeviceId() })
    expect(Date.now() - started).toBeLessThan(1000 + 1500 + 1000)
    for (const answer of [elsewhere, otherDevice])
      expect(answer.json()).toEqual({ approved: false })
  })

  it('behavior: a trusted device (no link left) still gets its wait answered approved: true', async () => {
    const visitor = newVisitor()
    const { token } = await client.signIn(visitor)
    expect(token).toBeTruthy()
    const answer = await client.wait(visitor)
    expect(answer.json()).toEqual({ approved: true })
  })

  it('behavior: a client that hangs up gives its slot back at once', async () => {
    const visitors = await Promise.all(Array.from({ length: 5 }, () => startedVisitor()))
    const hangUp = new AbortController()
    const held = visitors
      .slice(0, 4)
      .map((visitor) => fetchWait(visitor, hangUp.signal).catch(() => undefined))
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect((await fetchWait(await startedVisitor())).status).toBe(429)
    hangUp.abort()
    await Promise.all(held)
    await new Promise((resolve) => setTimeout(resolve, 100))
    const started = Date.now()
    const again = await fetchWait(visitors[4] as Visitor)
    expect(again.status).toBe(200)
    expect(await again.json()).toEqual({ approved: false })
    // It really waited (a slot was free), rather than being refused.
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000)
  })
})

describe('social sign-in: project and origin', () => {
  it('behavior: connect refuses a request whose origin the project no longer allows; no-store answers', async () => {
    const social = await createSocialTestServer()
    try {
      const client = createSocialTestClient(social)
      const refused = await client.start(newVisitor(), 'google', { origin: EVIL_ORIGIN })
      expect(refused.statusCode).toBe(403)
      expect(refused.json()).toEqual(ORIGIN_NOT_ALLOWED)

      const visitor = newVisitor()
      const signedIn = await client.signIn(visitor, 'google')
      expect(signedIn.status).toBe(200)
      const waiting = newVisitor()
      const pending = await client.authorize(waiting, 'google')
      const other = newVisitor()
      const started = await client.authorize(other, 'google')
      const connected = await client.connect(other, started.resultUri, started.flowId)
      expect(connected.statusCode).toBe(200)
      expect(connected.headers['cache-control']).toBe('no-store')

      // The test project's https://*.example.org is what allows TEST_DAPP_ORIGIN.
      await porticoCli(social, [
        'project',
        'update',
        '--id',
        TEST_PROJECT_ID,
        '--remove-origin',
        'https://*.example.org',
      ])
      const late = await client.connect(waiting, pending.resultUri, pending.flowId)
      expect(late.statusCode).toBe(403)
      expect(late.json()).toEqual(ORIGIN_NOT_ALLOWED)
      // And the session made there before ends.
      const session = await social.app.inject({
        url: '/auth/v1/user',
        headers: { authorization: `Bearer ${signedIn.body.token}` },
      })
      expect(session.statusCode).toBe(401)
      expect(session.json()).toEqual(SESSION_EXPIRED)
    } finally {
      await social.close()
    }
  })
})
