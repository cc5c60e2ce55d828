import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server'
import { type CaughtMail, toCaughtMail } from './caughtMail.ts'
import { createMailStore, type MailFilter, type WaitForMailParameters } from './createMailStore.ts'
import { MailCatcherStartError } from './errors.ts'
import { renderInboxPage } from './renderInboxPage.ts'

export interface StartMailCatcherParameters {
  /** The interface both servers listen on (default `127.0.0.1`). Only loopback peers are served. */
  host?: string
  /** 0 (the default) lets the OS pick a free port. */
  smtpPort?: number
  /** 0 (the default) lets the OS pick a free port. */
  httpPort?: number
}

/** A running mail catcher. */
export interface MailCatcher {
  smtpPort: number
  smtpHost: string
  /** `http://127.0.0.1:PORT`: the inbox page (`/`) and the JSON API (`/api/messages`). */
  httpUrl: string
  /** Caught messages, newest first; `to` keeps those with that recipient. */
  messages(filter?: MailFilter): CaughtMail[]
  /**
   * The newest message already caught that matches, else the next one to arrive; rejects with
   * `MailWaitTimeoutError` after `timeoutMs` (default 10 000).
   */
  waitForMail(parameters: WaitForMailParameters): Promise<CaughtMail>
  /** Forgets every message. */
  clear(): void
  /** Stops both servers and rejects pending waits. Idempotent. */
  close(): Promise<void>
}

export type StartMailCatcherReturnType = MailCatcher

/** Largest message accepted (SMTP SIZE), about 1 MB. */
export const MAX_MESSAGE_BYTES = 1024 * 1024

const CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'"

/**
 * Starts a local SMTP server (no TLS, any or no login) that keeps every message in memory, and
 * an HTTP server that shows them: `GET /` (an HTML inbox, newest first), `GET /api/messages?to=`
 * (JSON, newest first) and `DELETE /api/messages`. For the devnet and tests only.
 *
 * @example
 * const catcher = await startMailCatcher()
 * // nodemailer: createTransport({ host: catcher.smtpHost, port: catcher.smtpPort })
 * const mail = await catcher.waitForMail({ to: 'ada@example.org', subject: /^Your Portico code/ })
 * await catcher.close()
 */
export async function startMailCatcher(
  parameters: StartMailCatcherParameters = {},
): Promise<MailCatcher> {
  const host = parameters.host ?? '127.0.0.1'
  const store = createMailStore()
  let nextId = 1

  const smtp = new SMTPServer({
    authOptional: true,
    // Clients that log in anyway (a server configured with a user) are let in, over plain text.
    allowInsecureAuth: true,
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username ?? 'anyone' }),
    disabledCommands: ['STARTTLS'],
    size: MAX_MESSAGE_BYTES,
    logger: false,
    banner: 'Portico mail catcher (local only)',
    closeTimeout: 1000,
    onConnect(session, callback) {
      if (isLoopback(session.remoteAddress)) callback()
      else callback(Object.assign(new Error('Local connections only'), { responseCode: 554 }))
    },
    onData(stream, session, callback) {
      readMessage(stream, session).then(
        async ({ raw, envelopeFrom, envelopeTo }) => {
          const mail = await toCaughtMail({
            id: String(nextId++),
            raw,
            envelopeFrom,
            envelopeTo,
            receivedAt: Date.now(),
          })
          store.add(mail)
          callback()
        },
        (error: Error) => callback(error),
      )
    },
  })
  smtp.on('error', () => {
    // A client dropping its connection is not the catcher's failure; nothing to do.
  })

  const http = createServer((request, response) => {
    handleHttp(request, response, store)
  })

  const smtpPort = await listen('SMTP', parameters.smtpPort ?? 0, (port, onListening) =>
    smtp.listen(port, host, onListening),
  )
  let httpPort: number
  try {
    httpPort = await listen('HTTP', parameters.httpPort ?? 0, (port, onListening) =>
      http.listen(port, host, onListening),
    )
  } catch (error) {
    await new Promise<void>((resolve) => smtp.close(resolve))
    throw error
  }

  let closing: Promise<void> | undefined
  return {
    smtpPort,
    smtpHost: host,
    httpUrl: `http://${host.includes(':') ? `[${host}]` : host}:${httpPort}`,
    messages: (filter) => store.messages(filter),
    waitForMail: (waitParameters) => store.waitForMail(waitParameters),
    clear: () => store.clear(),
    close() {
      closing ??= (async () => {
        store.abortWaits(new Error('The mail catcher was closed'))
        http.closeAllConnections()
        await Promise.all([
          new Promise<void>((resolve) => http.close(() => resolve())),
          new Promise<void>((resolve) => smtp.close(resolve)),
        ])
      })()
      return closing
    },
  }
}

// smtp-server and node:http both expose the net.Server they listen with; this waits for it.
function listen(
  what: 'SMTP' | 'HTTP',
  port: number,
  start: (port: number, onListening: () => void) => Server | ReturnType<SMTPServer['listen']>,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = start(port, () => {
      server.off('error', onError)
      resolve((server.address() as AddressInfo).port)
    })
    const onError = (cause: Error) => reject(new MailCatcherStartError(what, port, { cause }))
    server.once('error', onError)
  })
}

async function readMessage(stream: SMTPServerDataStream, session: SMTPServerSession) {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(chunk as Buffer)
  if (stream.sizeExceeded)
    throw Object.assign(new Error(`Message larger than ${MAX_MESSAGE_BYTES} bytes`), {
      responseCode: 552,
    })
  const mailFrom = session.envelope.mailFrom
  return {
    raw: Buffer.concat(chunks),
    envelopeFrom: mailFrom === false ? undefined : mailFrom.address,
    envelopeTo: session.envelope.rcptTo.map((recipient) => recipient.address),
  }
}

function handleHttp(request: IncomingMessage, response: ServerResponse, store: MailStoreLike) {
  if (!isLoopback(request.socket.remoteAddress)) return send(response, 403, 'Local requests only')
  const url = new URL(request.url ?? '/', 'http://mail-catcher')
  if (url.pathname === '/' && request.method === 'GET') {
    response.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': CONTENT_SECURITY_POLICY,
      'cache-control': 'no-store',
    })
    response.end(renderInboxPage(store.messages()))
    return
  }
  if (url.pathname === '/api/messages') {
    if (request.method === 'GET') {
      const to = url.searchParams.get('to') ?? ''
      response.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'no-store',
      })
      response.end(JSON.stringify(store.messages(to === '' ? {} : { to })))
      return
    }
    if (request.method === 'DELETE') {
      store.clear()
      response.writeHead(204).end()
      return
    }
    response.setHeader('allow', 'GET, DELETE')
    return send(response, 405, 'Method not allowed')
  }
  return send(response, 404, 'Not found')
}

type MailStoreLike = Pick<ReturnType<typeof createMailStore>, 'messages' | 'clear'>

function send(response: ServerResponse, status: number, text: string) {
  response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' }).end(text)
}

function isLoopback(address: string | undefined): boolean {
  if (address === undefined) return false
  return address === '::1' || /^(?:::ffff:)?127\./.test(address)
}
