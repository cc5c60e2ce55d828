import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  codeOf,
  createAuthTestClient,
  newVisitor,
  SUBJECTS,
  type Visitor,
} from '../../testing/authTestClient.ts'
import { type AuthTestServer, createAuthTestServer } from '../../testing/createAuthTestServer.ts'

/** The notice a taken new address gets instead of the second code. */
const SUBJECT_TAKEN_NOTICE = /^Your Portico address: nothing changed$/

// Signing in sends the address a code, and a change right after would wait out the 30 s resend
// delay: this file's server has none (the delay has its own test on a default server).
let server: AuthTestServer
let auth: ReturnType<typeof createAuthTestClient>

beforeAll(async () => {
  server = await createAuthTestServer({ resendDelayMs: 0 })
  auth = createAuthTestClient(server)
}, 60_000)

afterAll(async () => {
  await server?.close()
})

function post(url: string, token: string, body: unknown, visitor?: Visitor) {
  return auth.request('POST', url, { token, body, ...(visitor ? { ip: visitor.ip } : {}) })
}

describe('e-mail change', () => {
  it('default: a code to the current address, then one to the new address, changes it', async () => {
    const visitor = newVisitor()
    const { token, user } = await auth.signIn(visitor)
    const newEmail = newVisitor().email

    const primaryMail = auth.nextMail(visitor.email, SUBJECTS.emailChange)
    const update = await post('/auth/v1/email/update', token, { email: newEmail }, visitor)
    expect(update.statusCode).toBe(200)
    expect(update.json()).toEqual({ action: 'VERIFY_PRIMARY_OTP' })
    const primary = await primaryMail()
    expect(primary.to).toEqual([visitor.email])
    expect(primary.text).toContain(newEmail)

    const secondaryMail = auth.nextMail(newEmail, SUBJECTS.emailChange)
    const first = await post('/auth/v1/email/update/primary', token, { otp: codeOf(primary) })
    expect(first.statusCode).toBe(200)
    expect(first.json()).toEqual({ action: 'VERIFY_SECONDARY_OTP' })
    const secondary = await secondaryMail()
    expect(secondary.to).toEqual([newEmail])

    const second = await post('/auth/v1/email/update/secondary', token, {
      otp: codeOf(secondary),
    })
    expect(second.statusCode).toBe(200)
    expect(second.json()).toEqual({ email: newEmail })

    const me = await auth.request('GET', '/auth/v1/user', { token })
    expect(me.json()).toEqual({ id: user.id, email: newEmail, address: null, solanaAddress: null })

    // The new address signs in to the same user (its device is approved already).
    const again = await auth.signIn({ ...visitor, email: newEmail })
    expect(again.user.id).toBe(user.id)
  })

  it('error: the current address → 409 EMAIL_TAKEN', async () => {
    const visitor = newVisitor()
    const { token } = await auth.signIn(visitor)
    const response = await post('/auth/v1/email/update', token, {
      email: visitor.email.toUpperCase(),
    })
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({
      code: 'EMAIL_TAKEN',
      message: 'This e-mail is already in use',
    })
  })

  it('behavior: another user’s address answers as a free one; it gets a notice, never a code, and the change cannot finish', async () => {
    const other = newVisitor()
    await auth.signIn(other)
    const [taker, control] = [newVisitor(), newVisitor()]
    const sessions = [await auth.signIn(taker), await auth.signIn(control)]
    const [takerToken, controlToken] = sessions.map((session) => session.token) as [string, string]
    const freeEmail = newVisitor().email

    const takerMail = auth.nextMail(taker.email, SUBJECTS.emailChange)
    const controlMail = auth.nextMail(control.email, SUBJECTS.emailChange)
    const updates = [
      await post('/auth/v1/email/update', takerToken, { email: other.email.toUpperCase() }),
      await post('/auth/v1/email/update', controlToken, { email: freeEmail }),
    ]
    for (const update of updates) expect(update.statusCode).toBe(200)
    expect(updates[0]?.body).toBe(updates[1]?.body)
    expect(updates[0]?.body).toBe('{"action":"VERIFY_PRIMARY_OTP"}')

    const notice = auth.nextMail(other.email, SUBJECT_TAKEN_NOTICE)
    const primaries = [
      await post('/auth/v1/email/update/primary', takerToken, { otp: codeOf(await takerMail()) }),
      await post('/auth/v1/email/update/primary', controlToken, {
        otp: codeOf(await controlMail()),
      }),
    ]
    for (const primary of primaries)
      expect(primary.json()).toEqual({ action: 'VERIFY_SECONDARY_OTP' })
    expect(primaries[0]?.body).toBe(primaries[1]?.body)

    const caught = await notice()
    expect(caught.to).toEqual([other.email])
    expect(caught.text).toContain(
      `Someone asked to move a Portico account to this address, ${other.email}, which already has one.`,
    )
    expect(caught.text).toContain('Nothing changed')
    // No code in it (the address itself may hold digits: it is random).
    expect(caught.text.replaceAll(other.email, '')).not.toMatch(/\d{6}/)
    await new Promise((resolve) => setTimeout(resolve, 150))
    expect(
      server.mail
        .messages({ to: other.email })
        .filter((mail) => SUBJECTS.emailChange.test(mail.subject)),
    ).toEqual([])

    // A guessed code at the last step answers as it does for a free address.
    const wrongs = await Promise.all(
      [takerToken, controlToken].map((token) =>
        post('/auth/v1/email/update/secondary', token, { otp: '000000' }),
      ),
    )
    for (const wrong of wrongs) expect(wrong.statusCode).toBe(400)
    expect(wrongs[0]?.json().code).toBe(wrongs[1]?.json().code)
    expect((await auth.request('GET', '/auth/v1/user', { token: takerToken })).json().email).toBe(
      taker.email,
    )
  })

  it('behavior: asking about taken addresses is rate limited like any change (no free 409s)', async () => {
    const strict = await createAuthTestServer()
    try {
      const client = createAuthTestClient(strict)
      const others = [newVisitor(), newVisitor()]
      for (const other of others) await client.signIn(other)
      const { token } = await client.signIn(newVisitor())
      const answers = []
      for (const other of others)
        answers.push(
          await client.request('POST', '/auth/v1/email/update', {
            token,
            body: { email: other.email },
          }),
        )
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 429])
    } finally {
      await strict.close()
    }
  })

  it('error: the new address taken before the last step → 409 EMAIL_TAKEN, nothing changes', async () => {
    const visitor = newVisitor()
    const { token } = await auth.signIn(visitor)
    const late = newVisitor()
    const primaryMail = auth.nextMail(visitor.email, SUBJECTS.emailChange)
    await post('/auth/v1/email/update', token, { email: late.email })
    const secondaryMail = auth.nextMail(late.email, SUBJECTS.emailChange)
    await post('/auth/v1/email/update/primary', token, { otp: codeOf(await primaryMail()) })
    const secondary = await secondaryMail()
    // Someone signs up with that address before the code is typed.
    await auth.signIn(late)
    const response = await post('/auth/v1/email/update/secondary', token, {
      otp: codeOf(secondary),
    })
    expect(response.statusCode).toBe(409)
    expect(response.json().code).toBe('EMAIL_TAKEN')
    expect((await auth.request('GET', '/auth/v1/user', { token })).json().email).toBe(visitor.email)
  })

  it('error: an invalid new address → 400 INVALID_EMAIL', async () => {
    const { token } = await auth.signIn(newVisitor())
    const response = await post('/auth/v1/email/update', token, { email: 'nope' })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ code: 'INVALID_EMAIL', message: 'Invalid email address' })
  })

  it('default: an e-mail change right after sign-in is not held back by the sign-in code (counted apart)', async () => {
    const strict = await createAuthTestServer()
    try {
      const client = createAuthTestClient(strict)
      const { token } = await client.signIn(newVisitor())
      const first = await client.request('POST', '/auth/v1/email/update', {
        token,
        body: { email: newVisitor().email },
      })
      expect(first.statusCode).toBe(200)
      // A second change request within 30 s is the resend the rate check holds back.
      const again = await client.request('POST', '/auth/v1/email/update', {
        token,
        body: { email: newVisitor().email },
      })
      expect(again.statusCode).toBe(429)
      expect(again.json().message).toMatch(/^Please try again after \d+ seconds$/)
    } finally {
      await strict.close()
    }
  })

  it('error: a wrong first code → INVALID_OTP with attemptsLeft; no step without a request', async () => {
    const visitor = newVisitor()
    const { token } = await auth.signIn(visitor)
    const noChange = await auth.request('POST', '/auth/v1/email/update/primary', {
      token,
      body: { otp: '123456' },
    })
    expect(noChange.json().code).toBe('OTP_EXPIRED')
    const primaryMail = auth.nextMail(visitor.email, SUBJECTS.emailChange)
    await auth.request('POST', '/auth/v1/email/update', {
      token,
      body: { email: newVisitor().email },
    })
    const code = codeOf(await primaryMail())
    const wrong = await auth.request('POST', '/auth/v1/email/update/primary', {
      token,
      body: { otp: code === '000000' ? '111111' : '000000' },
    })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json()).toEqual({ code: 'INVALID_OTP', message: 'Invalid code', attemptsLeft: 4 })
    // The secondary step is not open yet.
    const early = await auth.request('POST', '/auth/v1/email/update/secondary', {
      token,
      body: { otp: code },
    })
    expect(early.json().code).toBe('OTP_EXPIRED')
    const right = await auth.request('POST', '/auth/v1/email/update/primary', {
      token,
      body: { otp: code },
    })
    expect(right.json()).toEqual({ action: 'VERIFY_SECONDARY_OTP' })
  })

  it('behavior: a pending change expires with its code (a server with 1 s codes)', async () => {
    const shortLived = await createAuthTestServer({ codeTtlMs: 1000, resendDelayMs: 0 })
    try {
      const client = createAuthTestClient(shortLived)
      const visitor = newVisitor()
      const { token } = await client.signIn(visitor)
      const primaryMail = client.nextMail(visitor.email, SUBJECTS.emailChange)
      await client.request('POST', '/auth/v1/email/update', {
        token,
        body: { email: newVisitor().email },
      })
      const code = codeOf(await primaryMail())
      await new Promise((resolve) => setTimeout(resolve, 1100))
      const late = await client.request('POST', '/auth/v1/email/update/primary', {
        token,
        body: { otp: code },
      })
      expect(late.statusCode).toBe(400)
      expect(late.json()).toEqual({
        code: 'OTP_EXPIRED',
        message: 'Code expired. Request a new code.',
      })
    } finally {
      await shortLived.close()
    }
  })
})
