import { expect } from '@playwright/test'
import { stackInfo } from './stack.ts'

interface CaughtMail {
  id: string
  to: string[]
  subject: string
  text: string
  receivedAt: number
}

async function messagesTo(to: string): Promise<CaughtMail[]> {
  const { mailUrl } = stackInfo()
  const response = await fetch(`${mailUrl}/api/messages?to=${encodeURIComponent(to)}`)
  if (!response.ok) throw new Error(`The mailbox answered ${response.status}`)
  return (await response.json()) as CaughtMail[]
}

/**
 * The newest message to `to` whose subject matches, received after `since`, as the local mail
 * catcher caught it (the server sent it over real SMTP). Waits up to 15 s.
 */
export async function waitForMail(to: string, subject: RegExp, since: number): Promise<CaughtMail> {
  let found: CaughtMail | undefined
  await expect
    .poll(
      async () => {
        const mails = await messagesTo(to)
        found = mails
          .filter((mail) => subject.test(mail.subject) && mail.receivedAt >= since)
          .sort((a, b) => b.receivedAt - a.receivedAt)[0]
        return found !== undefined
      },
      { timeout: 15_000, intervals: [100, 200, 500] },
    )
    .toBe(true)
  return found as CaughtMail
}

/**
 * When the mail catcher received the newest message to `to` (0 without one): the server's
 * resend delay (spec §5) counts from its last send, which comes just before.
 */
export async function lastMailAt(to: string): Promise<number> {
  return Math.max(0, ...(await messagesTo(to)).map((mail) => mail.receivedAt))
}

/** The sign-in code e-mailed to `to` after `since`. */
export async function readSignInCode(to: string, since: number): Promise<string> {
  const mail = await waitForMail(to, /^Your Portico code: \d+$/, since)
  return /(\d+)$/.exec(mail.subject)?.[1] ?? ''
}

/** The e-mail-change code sent to `to` after `since`. */
export async function readChangeCode(to: string, since: number): Promise<string> {
  const mail = await waitForMail(to, /^Confirm your e-mail change: \d+$/, since)
  return /(\d+)$/.exec(mail.subject)?.[1] ?? ''
}

/** The device-approval link e-mailed to `to` after `since`. */
export async function readDeviceLink(to: string, since: number): Promise<string> {
  const mail = await waitForMail(to, /^Approve a new device for Portico$/, since)
  const link = mail.text.split('\n').find((line) => line.includes('/auth/v1/device/approve?token='))
  if (!link) throw new Error('The device e-mail has no approval link')
  return link.trim()
}

/** An address of its own per test, so that codes and rate checks never mix. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@portico.test`
}
