import { createServer } from 'node:net'
import { createTransport } from 'nodemailer'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { MailCatcherStartError, MailWaitTimeoutError } from './errors.ts'
import { MAX_MESSAGE_BYTES, type MailCatcher, startMailCatcher } from './startMailCatcher.ts'

let catcher: MailCatcher

beforeAll(async () => {
  catcher = await startMailCatcher()
})

afterAll(async () => {
  await catcher?.close()
})

beforeEach(() => {
  catcher.clear()
})

function send(message: {
  to: string | string[]
  subject: string
  text?: string
  html?: string
  bcc?: string
  auth?: { user: string; pass: string }
}) {
  const transport = createTransport({
    host: catcher.smtpHost,
    port: catcher.smtpPort,
    secure: false,
    ...(message.auth ? { auth: message.auth } : {}),
  })
  const { auth: _auth, ...mail } = message
  return transport.sendMail({ from: 'Portico <no-reply@portico.localhost>', ...mail })
}

async function getJson(path: string) {
  const response = await fetch(`${catcher.httpUrl}${path}`)
  expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8')
  return (await response.json()) as unknown
}

describe('startMailCatcher', () => {
  it('default: listens on 127.0.0.1 on ports the OS picked', () => {
    expect(catcher.smtpHost).toBe('127.0.0.1')
    expect(catcher.smtpPort).toBeGreaterThan(0)
    expect(catcher.httpUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
  })

  it('default: a message sent over SMTP is kept and read back', async () => {
    const before = Date.now()
    await send({ to: 'Ada@Example.org', subject: 'Your Portico code: 123456', text: 'Code 123456' })
    const [mail] = catcher.messages()
    expect(mail).toEqual({
      id: expect.stringMatching(/^\d+$/),
      from: 'no-reply@portico.localhost',
      to: ['ada@example.org'],
      subject: 'Your Portico code: 123456',
      text: 'Code 123456\n',
      receivedAt: expect.any(Number),
    })
    expect(mail?.receivedAt).toBeGreaterThanOrEqual(before)
    expect(catcher.messages({ to: 'ADA@example.org' })).toHaveLength(1)
    expect(catcher.messages({ to: 'bob@example.org' })).toEqual([])
  })

  it('behavior: an HTML body is kept beside the text', async () => {
    await send({ to: 'ada@example.org', subject: 'Both', text: 'plain', html: '<p>rich</p>' })
    expect(catcher.messages()[0]).toMatchObject({ text: 'plain\n', html: '<p>rich</p>\n' })
  })

  it('behavior: every envelope recipient is listed, Bcc included', async () => {
    await send({ to: ['a@example.org', 'b@example.org'], bcc: 'c@example.org', subject: 'Many' })
    expect(catcher.messages()[0]?.to).toEqual(['a@example.org', 'b@example.org', 'c@example.org'])
    expect(catcher.messages({ to: 'c@example.org' })).toHaveLength(1)
  })

  it('behavior: a client that logs in is accepted over plain text', async () => {
    await send({ to: 'ada@example.org', subject: 'Logged in', auth: { user: 'u', pass: 'p' } })
    expect(catcher.messages()[0]?.subject).toBe('Logged in')
  })

  it('error: a message over 1 MB is refused', async () => {
    await expect(
      send({ to: 'ada@example.org', subject: 'Big', text: 'x'.repeat(MAX_MESSAGE_BYTES + 10) }),
    ).rejects.toThrow(/552/)
    expect(catcher.messages()).toEqual([])
  })
})

describe('waitForMail', () => {
  it('default: resolves with a message that arrives after the call', async () => {
    const waiting = catcher.waitForMail({ to: 'ada@example.org', subject: /^Approve/ })
    await send({ to: 'ada@example.org', subject: 'Something else' })
    await send({ to: 'ada@example.org', subject: 'Approve a new device for Portico' })
    const mail = await waiting
    expect(mail.subject).toBe('Approve a new device for Portico')
  })

  it('behavior: the newest message already caught is returned at once', async () => {
    await send({ to: 'ada@example.org', subject: 'Your Portico code: 111111' })
    await send({ to: 'ada@example.org', subject: 'Your Portico code: 222222' })
    const mail = await catcher.waitForMail({ to: 'ada@example.org', subject: /code/, timeoutMs: 1 })
    expect(mail.subject).toBe('Your Portico code: 222222')
  })

  it('parameters: since leaves out older messages', async () => {
    await send({ to: 'ada@example.org', subject: 'Old' })
    const since = Date.now() + 1
    await new Promise((resolve) => setTimeout(resolve, 5))
    const waiting = catcher.waitForMail({ to: 'ada@example.org', since })
    await send({ to: 'ada@example.org', subject: 'New' })
    expect((await waiting).subject).toBe('New')
  })

  it('parameters: a global RegExp matches every time', async () => {
    await send({ to: 'ada@example.org', subject: 'code 1' })
    const subject = /code/g
    await catcher.waitForMail({ to: 'ada@example.org', subject, timeoutMs: 1 })
    await expect(
      catcher.waitForMail({ to: 'ada@example.org', subject, timeoutMs: 1 }),
    ).resolves.toMatchObject({ subject: 'code 1' })
  })

  it('error: nothing arrives in time → a clear MailWaitTimeoutError', async () => {
    await send({ to: 'bob@example.org', subject: 'Not for Ada' })
    const error = await catcher
      .waitForMail({ to: 'ada@example.org', subject: /^Your Portico code/, timeoutMs: 50 })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(MailWaitTimeoutError)
    expect((error as Error).message).toBe(
      'No e-mail to ada@example.org with a subject matching /^Your Portico code/ arrived within 50 ms',
    )
  })
})

describe('HTTP', () => {
  it('default: GET /api/messages lists messages as JSON, newest first', async () => {
    await send({ to: 'ada@example.org', subject: 'First' })
    await send({ to: 'bob@example.org', subject: 'Second' })
    const all = (await getJson('/api/messages')) as { subject: string }[]
    expect(all.map((mail) => mail.subject)).toEqual(['Second', 'First'])
    const forAda = (await getJson('/api/messages?to=ADA%40example.org')) as { subject: string }[]
    expect(forAda.map((mail) => mail.subject)).toEqual(['First'])
  })

  it('behavior: DELETE /api/messages forgets every message', async () => {
    await send({ to: 'ada@example.org', subject: 'Gone soon' })
    const response = await fetch(`${catcher.httpUrl}/api/messages`, { method: 'DELETE' })
    expect(response.status).toBe(204)
    expect(await getJson('/api/messages')).toEqual([])
    expect(catcher.messages()).toEqual([])
  })

  it('behavior: GET / is a self-contained page, newest first, with everything escaped', async () => {
    await send({ to: 'ada@example.org', subject: 'Older', text: 'first body' })
    await send({
      to: 'ada@example.org',
      subject: '<script>alert(1)</script>',
      text: 'Your code is 123456 & <b>not bold</b>',
    })
    const response = await fetch(`${catcher.httpUrl}/`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    )
    const page = await response.text()
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(page).not.toContain('<script')
    expect(page).toContain('Your code is 123456 &amp; &lt;b&gt;not bold&lt;/b&gt;')
    expect(page).toContain('ada@example.org')
    expect(page.indexOf('123456')).toBeLessThan(page.indexOf('first body'))
    expect(page).not.toMatch(/(?:src|href)=/)
  })

  it('behavior: an empty inbox says so', async () => {
    expect(await (await fetch(`${catcher.httpUrl}/`)).text()).toContain('No e-mail yet.')
  })

  it('error: other paths are 404 and other methods 405', async () => {
    expect((await fetch(`${catcher.httpUrl}/nowhere`)).status).toBe(404)
    const post = await fetch(`${catcher.httpUrl}/api/messages`, { method: 'POST' })
    expect(post.status).toBe(405)
    expect(post.headers.get('allow')).toBe('GET, DELETE')
  })
})

describe('lifecycle', () => {
  it('behavior: close() rejects pending waits, frees both ports and is idempotent', async () => {
    const own = await startMailCatcher()
    const waiting = own.waitForMail({ to: 'ada@example.org' })
    await Promise.all([own.close(), own.close()])
    await expect(waiting).rejects.toThrow('The mail catcher was closed')
    const url = new URL(own.httpUrl)
    await expect(fetch(`${own.httpUrl}/`)).rejects.toThrow()
    const again = await startMailCatcher({
      smtpPort: own.smtpPort,
      httpPort: Number(url.port),
    })
    expect(again.smtpPort).toBe(own.smtpPort)
    await again.close()
  })

  it('error: a port in use → MailCatcherStartError naming it', async () => {
    const blocker = createServer()
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve))
    const port = (blocker.address() as { port: number }).port
    try {
      const error = await startMailCatcher({ httpPort: port }).catch((caught: unknown) => caught)
      expect(error).toBeInstanceOf(MailCatcherStartError)
      expect((error as Error).message).toBe(
        `The mail catcher's HTTP server could not listen on port ${port} (EADDRINUSE)`,
      )
    } finally {
      await new Promise((resolve) => blocker.close(resolve))
    }
  })
})
