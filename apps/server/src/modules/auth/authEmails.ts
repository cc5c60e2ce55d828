import type { MailMessage } from './sendMail.ts'

/*
 * The module's e-mails. Subjects are part of the contract with the secure site's tests:
 * `Your Portico code: 123456`, `Approve a new device for Portico`,
 * `Confirm your e-mail change: 123456`, `Your Portico address: nothing changed`. Text only, so
 * no mail client loads anything remote.
 */

/**
 * The sign-in code e-mail. It names the site that asked (its host first, then its origin), so
 * a code asked for by a site the reader does not know stands out.
 *
 * @example
 * await mailer.send(otpEmail({ to: 'ada@example.org', code: '123456', origin: 'https://shop.example', ttlMs: 600_000 }))
 */
export function otpEmail(parameters: {
  to: string
  code: string
  /** The dApp origin the sign-in is for, checked against its project. */
  origin: string
  ttlMs: number
}): MailMessage {
  const host = hostOf(parameters.origin)
  return {
    to: parameters.to,
    subject: `Your Portico code: ${parameters.code}`,
    text: [
      `Your code to sign in to ${host}: ${parameters.code}`,
      '',
      `Site: ${host} (${parameters.origin}), through the Portico wallet.`,
      `It works once, only on the device that asked, and expires in ${formatDuration(parameters.ttlMs)}.`,
      `If you did not try to sign in to ${host}, ignore this e-mail and give the code to nobody.`,
      '',
    ].join('\n'),
  }
}

/**
 * The device-approval e-mail: it names the site (host first), and the link stands on a line of
 * its own. The same text whether or not an account exists for the address (for a new address,
 * approving also confirms the address). With `provider` (a social sign-in of the account on a
 * new device or site) it names the provider, and says that no code follows.
 *
 * @example
 * await mailer.send(deviceApprovalEmail({ to, link, origin: 'https://shop.example', ttlMs }))
 */
export function deviceApprovalEmail(parameters: {
  to: string
  link: string
  /** The dApp origin the sign-in is for, checked against its project. */
  origin: string
  ttlMs: number
  /** The social provider's name ('Google'), for a social sign-in; absent for e-mail. */
  provider?: string
}): MailMessage {
  const host = hostOf(parameters.origin)
  const { provider } = parameters
  return {
    to: parameters.to,
    subject: 'Approve a new device for Portico',
    text: [
      provider === undefined
        ? `Someone is signing in to ${host} as ${parameters.to}, on a device not yet approved for this address on ${host}.`
        : `Someone signed in with ${provider} to ${host} as your account ${parameters.to}, on a device not yet approved for this address on ${host}.`,
      '',
      `Site: ${host} (${parameters.origin}), through the Portico wallet.`,
      '',
      provider === undefined
        ? `If it was you, open this link and press "Approve sign-in on ${host}"; a sign-in code follows:`
        : `If it was you, open this link and press "Approve sign-in on ${host}"; the sign-in then finishes on that device:`,
      '',
      parameters.link,
      '',
      `The link works once and expires in ${formatDuration(parameters.ttlMs)}.`,
      `If it was not you, or you do not know ${host}, ignore this e-mail: nobody can sign in without it.`,
      '',
    ].join('\n'),
  }
}

/**
 * A code of an e-mail change: first to the current address, then to the new one.
 *
 * @example
 * await mailer.send(emailChangeEmail({ to: current, newEmail, code, ttlMs, step: 'current' }))
 */
export function emailChangeEmail(parameters: {
  to: string
  newEmail: string
  code: string
  ttlMs: number
  step: 'current' | 'new'
}): MailMessage {
  const intro =
    parameters.step === 'current'
      ? `Someone asked to change the e-mail address of your Portico account to ${parameters.newEmail}.`
      : `Someone asked to move a Portico account to this address, ${parameters.newEmail}.`
  return {
    to: parameters.to,
    subject: `Confirm your e-mail change: ${parameters.code}`,
    text: [
      intro,
      '',
      `Your code is ${parameters.code}`,
      '',
      `It works once and expires in ${formatDuration(parameters.ttlMs)}.`,
      'If it was not you, ignore this e-mail: nothing changes without the code.',
      '',
    ].join('\n'),
  }
}

/**
 * Sent, instead of the second code of an e-mail change, to a new address that already has an
 * account: someone asked to move another account to it, and nothing changed. The person asking
 * gets the same answers as for a free address, so only this mailbox's owner learns it is taken.
 *
 * @example
 * await mailer.send(emailTakenNoticeEmail({ to: 'ada@example.org' }))
 */
export function emailTakenNoticeEmail(parameters: { to: string }): MailMessage {
  return {
    to: parameters.to,
    subject: 'Your Portico address: nothing changed',
    text: [
      `Someone asked to move a Portico account to this address, ${parameters.to}, which already has one.`,
      '',
      'Nothing changed: an address belongs to one account only, and no code was sent.',
      'If it was you, sign in with this address instead, or choose another address for the other account.',
      'If it was not you, ignore this e-mail.',
      '',
    ].join('\n'),
  }
}

// `shop.example` for `https://shop.example`, with the port when there is one.
function hostOf(origin: string): string {
  return URL.canParse(origin) ? new URL(origin).host : origin
}

function formatDuration(ms: number): string {
  const minutes = Math.round(ms / 60_000)
  if (minutes >= 1) return minutes === 1 ? '1 minute' : `${minutes} minutes`
  const seconds = Math.max(1, Math.round(ms / 1000))
  return seconds === 1 ? '1 second' : `${seconds} seconds`
}
