import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  approvalLinkOf,
  codeOf,
  createAuthTestClient,
  newDeviceId,
  newVisitor,
  SUBJECTS,
} from '../../testing/authTestClient.ts'
import {
  type AuthTestServer,
  createAuthTestServer,
  TEST_PUBLIC_URL,
} from '../../testing/createAuthTestServer.ts'

// Default settings (30 s resend delay, 5 tries, 10 min codes) except a short device wait.
let server: AuthTestServer
let auth: ReturnType<typeof createAuthTestClient>

beforeAll(async () => {
  server = await createAuthTestServer({ deviceWaitMs: 600 })
  auth = createAuthTestClient(server)
}, 60_000)

afterAll(async () => {
  await server?.close()
})

describe('POST /auth/v1/email/start + /otp/verify', () => {
  it('default: a new e-mail confirms itself by the approval link, then its code signs in a new user', async () => {
    const ada = newVisitor({ email: 'Ada.Lovelace@Example.org' })
    const approvalMail = auth.nextMail('ada.lovelace@example.org', SUBJECTS.approval)
    const mail = auth.nextMail('ada.lovelace@example.org', SUBJECTS.code)
    const start = await auth.start({ ...ada, email: '  Ada.Lovelace@Example.org ' })
    expect(start.statusCode).toBe(200)
    expect(start.json()).toEqual({ action: 'VERIFY_DEVICE' })
    const approval = await approvalMail()
    expect(approval.to).toEqual(['ada.lovelace@example.org'])
    expect((await auth.approve(approvalLinkOf(approval))).statusCode).toBe(200)

    const codeMail = await mail()
    expect(codeMail.to).toEqual(['ada.lovelace@example.org'])
    expect(codeMail.from).toBe('no-reply@portico.localhost')
    // The code e-mail names the site that asked, host first.
    expect(codeMail.text).toMatch(/^Your code to sign in to shop\.example\.org: \d{6}$/m)
    expect(codeMail.text).toContain('https://shop.example.org')
    const code = codeOf(codeMail)

    const before = Date.now()
    const verify = await auth.verify({ ...ada, email: 'ada.lovelace@example.org' }, code)
    expect(verify.statusCode).toBe(200)
    const body = verify.json()
    expect(body).toEqual({
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      expiresAt: expect.any(Number),
      user: { id: expect.any(String), email: 'ada.lovelace@example.org', address: null },
    })
    // Default session lifetime: 7 days.
    expect(body.expiresAt - before).toBeGreaterThan(604_800_000 - 60_000)
    expect(body.expiresAt - before).toBeLessThanOrEqual(604_800_000 + 60_000)

    const user = await auth.request('GET', '/auth/v1/user', { token: body.token })
    expect(user.json()).toEqual({ ...body.user, solanaAddress: null })
  })

  it('behavior: a device already approved gets a code again, for the same user', async () => {
    const visitor = newVisitor()
    const first = await auth.signIn(visitor)
    // The resend delay is keyed on the address: a second start waits 30 s, so use a tiny server.
    const quick = await createAuthTestServer({ resendDelayMs: 0 })
    try {
      const client = createAuthTestClient(quick)
      const signedUp = await client.signIn(visitor)
      const codeMail = client.nextMail(visitor.email, SUBJECTS.code)
      expect((await client.start(visitor)).json()).toEqual({ action: 'VERIFY_OTP' })
      await codeMail()
      const again = await client.signIn(visitor)
      expect(again.user).toEqual(signedUp.user)
      expect(again.token).not.toBe(signedUp.token)
      expect(first.user.email).toBe(visitor.email)
    } finally {
      await quick.close()
    }
  })
})

describe('device approval', () => {
  let quick: AuthTestServer
  let client: ReturnType<typeof createAuthTestClient>

  // The same address signs in twice here, so no resend delay; the device wait is short.
  beforeAll(async () => {
    quick = await createAuthTestServer({ resendDelayMs: 0, deviceWaitMs: 3000 })
    client = createAuthTestClient(quick)
  }, 60_000)

  afterAll(async () => {
    await quick?.close()
  })

  it('default: a known user on a new device approves it by e-mail, then signs in with a code', async () => {
    const laptop = newVisitor()
    const { user } = await client.signIn(laptop)
    const phone = { ...laptop, deviceId: newDeviceId() }

    const approvalMail = client.nextMail(phone.email, SUBJECTS.approval)
    const start = await client.start(phone)
    expect(start.json()).toEqual({ action: 'VERIFY_DEVICE' })
    const approval = await approvalMail()
    expect(approval.text).toContain('Someone is signing in to shop.example.org as')
    expect(approval.text).toContain('https://shop.example.org')
    const link = approvalLinkOf(approval)

    // Before the link is opened, the phone has no code to use.
    const early = await client.verify(phone, '000000')
    expect(early.json()).toEqual({
      code: 'OTP_EXPIRED',
      message: 'Code expired. Request a new code.',
    })

    const waiting = client.wait(phone)
    const codeMail = client.nextMail(phone.email, SUBJECTS.code)
    const page = await client.approve(link)
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(page.headers['content-security-policy']).toContain("default-src 'none'")
    expect(page.body).toContain('Your device is approved for shop.example.org.')
    expect(page.body).not.toMatch(/(?:src|href)=/)

    const waited = await waiting
    expect(waited.statusCode).toBe(200)
    expect(waited.json()).toEqual({ approved: true })

    const verify = await client.verify(phone, codeOf(await codeMail()))
    expect(verify.statusCode).toBe(200)
    expect(verify.json().user).toEqual(user)

    // The phone is approved now: its next start goes straight to a code.
    expect((await client.start(phone)).json()).toEqual({ action: 'VERIFY_OTP' })
  })

  it('error: the link works once; a used or unknown token gives the invalid-link page', async () => {
    const laptop = newVisitor()
    await client.signIn(laptop)
    const phone = { ...laptop, deviceId: newDeviceId() }
    const approvalMail = client.nextMail(phone.email, SUBJECTS.approval)
    await client.start(phone)
    const link = approvalLinkOf(await approvalMail())
    const path = link.slice(TEST_PUBLIC_URL.length)

    const [first, second] = await Promise.all([client.approve(link), client.approve(link)])
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 400])

    for (const url of [
      path,
      '/auth/v1/device/approve?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      '/auth/v1/device/approve?token=short',
      '/auth/v1/device/approve',
    ]) {
      const page = await quick.app.inject({ url })
      expect(page.statusCode).toBe(400)
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(page.body).toContain('This approval link is invalid or has expired.')
    }
    for (const payload of ['', 'token=short', `token=${'A'.repeat(43)}`, 'token=a&token=b']) {
      const page = await quick.app.inject({
        method: 'POST',
        url: '/auth/v1/device/approve',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload,
      })
      expect(page.statusCode).toBe(400)
      expect(page.body).toContain('This approval link is invalid or has expired.')
    }
  })

  it('error: a newer link for the same device replaces the older one', async () => {
    const laptop = newVisitor()
    await client.signIn(laptop)
    const phone = { ...laptop, deviceId: newDeviceId() }
    const firstMail = client.nextMail(phone.email, SUBJECTS.approval)
    await client.start(phone)
    const firstLink = approvalLinkOf(await firstMail())
    const secondMail = client.nextMail(phone.email, SUBJECTS.approval)
    await client.start(phone)
    const secondLink = approvalLinkOf(await secondMail())
    expect((await client.openLink(firstLink)).statusCode).toBe(400)
    expect((await client.approve(firstLink)).statusCode).toBe(400)
    expect((await client.approve(secondLink)).statusCode).toBe(200)
  })

  it('behavior: the wait answers approved: false after auth.deviceWaitMs', async () => {
    const visitor = newVisitor()
    expect((await auth.start(visitor)).json()).toEqual({ action: 'VERIFY_DEVICE' })
    const started = Date.now()
    const response = await auth.wait(visitor)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ approved: false })
    expect(Date.now() - started).toBeGreaterThanOrEqual(550)
  })

  it('behavior: a code for one device does not work on another', async () => {
    const visitor = newVisitor()
    const code = await client.requestCode(visitor)
    const other = await client.verify({ ...visitor, deviceId: newDeviceId() }, code)
    expect(other.statusCode).toBe(400)
    expect(other.json().code).toBe('OTP_EXPIRED')
    expect((await client.verify(visitor, code)).statusCode).toBe(200)
  })
})

describe('one-time codes', () => {
  it('error: a wrong code → 400 INVALID_OTP with attemptsLeft; the right one still works', async () => {
    const visitor = newVisitor()
    const code = await auth.requestCode(visitor)
    const wrong = code === '000000' ? '111111' : '000000'
    const response = await auth.verify(visitor, wrong)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      code: 'INVALID_OTP',
      message: 'Invalid code',
      attemptsLeft: 4,
    })
    expect((await auth.verify(visitor, wrong)).json().attemptsLeft).toBe(3)
    expect((await auth.verify(visitor, code)).statusCode).toBe(200)
  })

  it('error: after 5 wrong codes the code is locked (429 OTP_LOCKED), even the right one', async () => {
    const visitor = newVisitor()
    const code = await auth.requestCode(visitor)
    const wrong = code === '000000' ? '111111' : '000000'
    const left: number[] = []
    for (let attempt = 0; attempt < 5; attempt++)
      left.push((await auth.verify(visitor, wrong)).json().attemptsLeft)
    expect(left).toEqual([4, 3, 2, 1, 0])
    const locked = await auth.verify(visitor, code)
    expect(locked.statusCode).toBe(429)
    expect(locked.json()).toEqual({
      code: 'OTP_LOCKED',
      message: 'Too many wrong codes. Request a new code.',
    })
  })

  it('behavior: parallel guesses cannot take more than 5 tries', async () => {
    const visitor = newVisitor()
    const code = await auth.requestCode(visitor)
    const wrong = code === '000000' ? '111111' : '000000'
    const answers = await Promise.all(Array.from({ length: 12 }, () => auth.verify(visitor, wrong)))
    const codes = answers.map((answer) => answer.json().code)
    expect(codes.filter((value) => value === 'INVALID_OTP')).toHaveLength(5)
    expect(codes.filter((value) => value === 'OTP_LOCKED')).toHaveLength(7)
    expect((await auth.verify(visitor, code)).statusCode).toBe(429)
  })

  it('error: a code works once', async () => {
    const visitor = newVisitor()
    const code = await auth.requestCode(visitor)
    expect((await auth.verify(visitor, code)).statusCode).toBe(200)
    const again = await auth.verify(visitor, code)
    expect(again.statusCode).toBe(400)
    expect(again.json()).toEqual({
      code: 'OTP_EXPIRED',
      message: 'Code expired. Request a new code.',
    })
  })

  it('error: no code was ever sent → the expired answer', async () => {
    const response = await auth.verify(newVisitor(), '123456')
    expect(response.statusCode).toBe(400)
    expect(response.json().code).toBe('OTP_EXPIRED')
  })

  it.each([
    ['an empty code', ''],
    ['a code of 65 characters', '1'.repeat(65)],
    ['a number', 123456],
    ['no code', undefined],
  ])('error: %s → 400 INVALID_OTP', async (_case, otp) => {
    const response = await auth.verify(newVisitor(), otp)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ code: 'INVALID_OTP', message: 'Invalid code' })
  })

  it('behavior: the code expires after auth.codeTtlMs (a server with 400 ms codes)', async () => {
    const shortLived = await createAuthTestServer({ codeTtlMs: 400 })
    try {
      const client = createAuthTestClient(shortLived)
      const visitor = newVisitor()
      const code = await client.requestCode(visitor)
      await new Promise((resolve) => setTimeout(resolve, 500))
      const response = await client.verify(visitor, code)
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({
        code: 'OTP_EXPIRED',
        message: 'Code expired. Request a new code.',
      })
    } finally {
      await shortLived.close()
    }
  })

  it('behavior: a newer code replaces the older one', async () => {
    const quick = await createAuthTestServer({ resendDelayMs: 0 })
    try {
      const client = createAuthTestClient(quick)
      const visitor = newVisitor()
      const older = await client.requestCode(visitor)
      const newer = await client.requestCode(visitor)
      if (older !== newer) expect((await client.verify(visitor, older)).statusCode).toBe(400)
      expect((await client.verify(visitor, newer)).statusCode).toBe(200)
    } finally {
      await quick.close()
    }
  })
})

describe('rate check', () => {
  it('error: a second start within 30 s → 429 with the message, retryAfterSeconds and Retry-After', async () => {
    const visitor = newVisitor()
    await auth.requestCode(visitor)
    const response = await auth.start(visitor)
    expect(response.statusCode).toBe(429)
    const body = response.json()
    expect(body).toEqual({
      code: 'RATE_LIMITED',
      message: `Please try again after ${body.retryAfterSeconds} seconds`,
      retryAfterSeconds: expect.any(Number),
    })
    expect(body.retryAfterSeconds).toBeGreaterThanOrEqual(29)
    expect(body.retryAfterSeconds).toBeLessThanOrEqual(30)
    expect(response.headers['retry-after']).toBe(String(body.retryAfterSeconds))
    // Another device or letter case does not get around it.
    const other = await auth.start({ ...visitor, email: visitor.email.toUpperCase() })
    expect(other.statusCode).toBe(429)
  })

  it('behavior: two concurrent starts for one address → one e-mail, one 429', async () => {
    const visitor = newVisitor()
    const answers = await Promise.all([auth.start(visitor), auth.start(visitor)])
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 429])
    await server.mail.waitForMail({ to: visitor.email, subject: SUBJECTS.approval })
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(server.mail.messages({ to: visitor.email })).toHaveLength(1)
  })

  it('error: at most 10 e-mails per address per hour', async () => {
    const quick = await createAuthTestServer({ resendDelayMs: 0 })
    try {
      const client = createAuthTestClient(quick)
      const visitor = newVisitor()
      for (let send = 0; send < 10; send++)
        expect((await client.start({ ...visitor, ip: `10.9.${send}.1` })).statusCode).toBe(200)
      const refused = await client.start({ ...visitor, ip: '10.9.99.1' })
      expect(refused.statusCode).toBe(429)
      expect(refused.json().retryAfterSeconds).toBeGreaterThan(3500)
      expect(refused.json().retryAfterSeconds).toBeLessThanOrEqual(3600)
    } finally {
      await quick.close()
    }
  }, 20_000)

  it('error: at most 30 e-mails caused by one client IP per hour', async () => {
    const ip = '10.8.0.1'
    for (let send = 0; send < 30; send++)
      expect((await auth.start(newVisitor({ ip }))).statusCode).toBe(200)
    const refused = await auth.start(newVisitor({ ip }))
    expect(refused.statusCode).toBe(429)
    expect(refused.json().code).toBe('RATE_LIMITED')
    expect((await auth.start(newVisitor())).statusCode).toBe(200)
  }, 30_000)

  it('behavior: a send that fails gives the slot back (SMTP down → 502, then a retry is let through)', async () => {
    const broken = await createAuthTestServer({
      smtp: { host: '127.0.0.1', port: 1 },
    })
    try {
      const client = createAuthTestClient(broken)
      const visitor = newVisitor()
      const first = await client.start(visitor)
      expect(first.statusCode).toBe(502)
      expect(first.json()).toEqual({
        code: 'UPSTREAM_ERROR',
        message: 'Could not send the e-mail. Try again later.',
      })
      // Not 429: the failed send did not count.
      expect((await client.start(visitor)).statusCode).toBe(502)
    } finally {
      await broken.close()
    }
  })
})

describe('input', () => {
  it.each([
    ['not an address', 'ada'],
    ['no domain', 'ada@'],
    ['too long', `${'a'.repeat(250)}@b.co`],
    ['not text', 42],
    ['missing', undefined],
  ])('error: an e-mail that is %s → 400 INVALID_EMAIL', async (_case, email) => {
    const response = await auth.start(newVisitor(), { email })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ code: 'INVALID_EMAIL', message: 'Invalid email address' })
  })

  it.each([
    [
      'deviceId',
      { deviceId: 'short' },
      'deviceId: must be 16 to 128 letters, digits, hyphens or underscores',
    ],
    [
      'origin',
      { origin: 'https://shop.example/path' },
      'origin: must be an origin like https://shop.example',
    ],
    ['projectId', { projectId: 42 }, 'projectId: must be text'],
    ['projectId', { projectId: undefined }, 'projectId: is required'],
    ['origin', { origin: undefined }, 'origin: is required'],
  ])('error: a bad %s → 400 BAD_REQUEST naming it', async (_field, body, message) => {
    const response = await auth.start(newVisitor(), body)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ code: 'BAD_REQUEST', message })
  })

  it('error: a projectId that is no project id (text) → 401 INVALID_PROJECT_ID, as on project routes', async () => {
    const response = await auth.start(newVisitor(), { projectId: 'no spaces' })
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({
      code: 'INVALID_PROJECT_ID',
      message: 'Unauthorized: invalid key',
    })
  })

  it('error: a body that is not a JSON object → 400 BAD_REQUEST', async () => {
    const response = await auth.request('POST', '/auth/v1/email/start', { body: ['x'] })
    expect(response.json()).toEqual({ code: 'BAD_REQUEST', message: 'body: must be a JSON object' })
  })
})
