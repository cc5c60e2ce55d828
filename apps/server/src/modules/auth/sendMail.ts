import { createTransport } from 'nodemailer'
import { UpstreamError } from '../../errors/apiErrors.ts'
import type { AuthConfig } from './config.ts'

/** One e-mail, text only. */
export interface MailMessage {
  to: string
  subject: string
  text: string
}

/** Sends the module's e-mails through the configured SMTP server. */
export interface Mailer {
  /** Rejects with `UpstreamError` (502) when the SMTP server refuses or cannot be reached. */
  send(message: MailMessage): Promise<void>
  close(): void
}

// Long enough for a slow relay, short enough that a dead one does not hold a request for minutes.
const SMTP_TIMEOUT_MS = 15_000

/**
 * A mailer over nodemailer's SMTP transport (`auth.smtp`, From `auth.from`). The failure it
 * reports names no recipient and carries no message text: e-mails hold codes and links.
 *
 * @example
 * const mailer = createMailer(config.auth)
 * await mailer.send({ to: 'ada@example.org', subject: 'Your Portico code: 123456', text })
 */
export function createMailer(auth: Pick<AuthConfig, 'smtp' | 'from'>): Mailer {
  const { smtp } = auth
  const transport = createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    ...(smtp.user === undefined ? {} : { auth: { user: smtp.user, pass: smtp.pass ?? '' } }),
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  })
  return {
    async send(message) {
      try {
        await transport.sendMail({ from: auth.from, ...message })
      } catch (cause) {
        const reason = (cause as { code?: unknown }).code
        throw new UpstreamError('Could not send the e-mail. Try again later.', {
          details: `SMTP ${smtp.host}:${smtp.port} failed${typeof reason === 'string' ? ` (${reason})` : ''}`,
        })
      }
    },
    close() {
      transport.close()
    },
  }
}
