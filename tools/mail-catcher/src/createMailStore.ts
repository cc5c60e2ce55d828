import type { CaughtMail } from './caughtMail.ts'
import { MailWaitTimeoutError } from './errors.ts'

export interface MailFilter {
  /** A recipient address; compared case-insensitively. */
  to?: string
}

export interface WaitForMailParameters {
  to: string
  subject?: RegExp
  /** Only messages received at or after this Unix millisecond count (default: any). */
  since?: number
  /** Default 10 000 ms. */
  timeoutMs?: number
}

export interface MailStore {
  add(mail: CaughtMail): void
  /** Newest first. */
  messages(filter?: MailFilter): CaughtMail[]
  waitForMail(parameters: WaitForMailParameters): Promise<CaughtMail>
  clear(): void
  /** Rejects every pending `waitForMail` (the catcher is closing). */
  abortWaits(reason: Error): void
}

/** Messages kept at most; the oldest go first, so a runaway sender cannot fill memory. */
export const MAX_KEPT_MESSAGES = 1000

const DEFAULT_WAIT_MS = 10_000

interface Waiter {
  matches(mail: CaughtMail): boolean
  resolve(mail: CaughtMail): void
  reject(error: Error): void
}

/**
 * The catcher's memory: the messages, newest first, and the tests waiting for one.
 *
 * @example
 * const store = createMailStore()
 * const next = store.waitForMail({ to: 'ada@example.org', subject: /code/ })
 */
export function createMailStore(): MailStore {
  // Oldest first internally; reversed on the way out.
  let kept: CaughtMail[] = []
  const waiters = new Set<Waiter>()

  const matcher = (parameters: WaitForMailParameters) => {
    const to = parameters.to.toLowerCase()
    return (mail: CaughtMail) =>
      mail.to.includes(to) &&
      (parameters.since === undefined || mail.receivedAt >= parameters.since) &&
      (parameters.subject === undefined || matchesFully(parameters.subject, mail.subject))
  }

  return {
    add(mail) {
      kept.push(mail)
      if (kept.length > MAX_KEPT_MESSAGES) kept = kept.slice(-MAX_KEPT_MESSAGES)
      for (const waiter of [...waiters]) {
        if (!waiter.matches(mail)) continue
        waiters.delete(waiter)
        waiter.resolve(mail)
      }
    },
    messages(filter = {}) {
      const to = filter.to?.toLowerCase()
      return kept.filter((mail) => to === undefined || mail.to.includes(to)).reverse()
    },
    waitForMail(parameters) {
      const matches = matcher(parameters)
      const found = kept.findLast(matches)
      if (found !== undefined) return Promise.resolve(found)
      const timeoutMs = parameters.timeoutMs ?? DEFAULT_WAIT_MS
      return new Promise<CaughtMail>((resolve, reject) => {
        const waiter: Waiter = {
          matches,
          resolve: (mail) => {
            clearTimeout(timer)
            resolve(mail)
          },
          reject: (error) => {
            clearTimeout(timer)
            reject(error)
          },
        }
        const timer = setTimeout(() => {
          waiters.delete(waiter)
          reject(new MailWaitTimeoutError(describeWait(parameters), timeoutMs))
        }, timeoutMs)
        waiters.add(waiter)
      })
    },
    clear() {
      kept = []
    },
    abortWaits(reason) {
      for (const waiter of waiters) waiter.reject(reason)
      waiters.clear()
    },
  }
}

// A RegExp with the g or y flag keeps state between test() calls; a copy without them does not.
function matchesFully(pattern: RegExp, value: string): boolean {
  return new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, '')).test(value)
}

function describeWait(parameters: WaitForMailParameters): string {
  const parts = [`to ${parameters.to}`]
  if (parameters.subject !== undefined) parts.push(`with a subject matching ${parameters.subject}`)
  if (parameters.since !== undefined)
    parts.push(`since ${new Date(parameters.since).toISOString()}`)
  return parts.join(' ')
}
