// Public API of @portico/mail-catcher: a local SMTP catcher for the devnet and tests.
export type { CaughtMail } from './caughtMail.ts'
export type { MailFilter, WaitForMailParameters } from './createMailStore.ts'
export { MailCatcherStartError, MailWaitTimeoutError } from './errors.ts'
export {
  MAX_MESSAGE_BYTES,
  type MailCatcher,
  type StartMailCatcherParameters,
  type StartMailCatcherReturnType,
  startMailCatcher,
} from './startMailCatcher.ts'
