import { PorticoError, type PorticoErrorOptions } from '@portico/core'

/**
 * `waitForMail` gave up: no message to the address (and subject) arrived in time. The message
 * names the address, the subject pattern and the wait, so a failing test says what it missed.
 *
 * @example
 * await catcher.waitForMail({ to: 'ada@example.org', timeoutMs: 100 }) // rejects with it
 */
export class MailWaitTimeoutError extends PorticoError {
  override name = 'MailWaitTimeoutError'
  constructor(description: string, timeoutMs: number, options: PorticoErrorOptions = {}) {
    super(`No e-mail ${description} arrived within ${timeoutMs} ms`, {
      code: 'MAIL_WAIT_TIMEOUT',
      ...options,
    })
  }
}

/**
 * The mail catcher could not listen (a port in use, a host it cannot bind).
 *
 * @example
 * throw new MailCatcherStartError('SMTP', 1025, { cause })
 */
export class MailCatcherStartError extends PorticoError {
  override name = 'MailCatcherStartError'
  constructor(what: 'SMTP' | 'HTTP', port: number, options: PorticoErrorOptions = {}) {
    const reason = (options.cause as NodeJS.ErrnoException | undefined)?.code ?? 'failed'
    super(`The mail catcher's ${what} server could not listen on port ${port} (${reason})`, {
      code: 'MAIL_CATCHER_START',
      ...options,
    })
  }
}
