import { CORE_MESSAGE_PATTERNS, CORE_MESSAGES } from './coreMessages.ts'
import type { MessageId, Translate } from './messageId.ts'

/**
 * What core reported, in the visitor's language: an error it threw, or the message it keeps in
 * its state (`login.error`, `validation.message`, a snackbar's text, a fee's `message`, …).
 * Core's messages stay English and exactly the spec's; they are translated here, at display,
 * by their text (CORE_MESSAGES, CORE_MESSAGE_PATTERNS for those that carry data, such as
 * 'Please try again after 18 seconds'). Anything else is shown as it came: a wallet's own words,
 * a server's reason, a dApp's own message.
 *
 * @example
 * translateError(t, new ConnectionRejectedError()) // 'Verbindung abgelehnt' in German
 * translateError(t, login.error) // 'Please try again after 18 seconds' → 'Bitte versuchen Sie es in 18 Sekunden erneut'
 * translateError(t, new Error('User denied account access')) // the wallet's words, unchanged
 */
export function translateError(t: Translate, error: unknown): string {
  const message = messageOf(error)
  return translateCoreMessage(t, message) ?? message
}

function translateCoreMessage(t: Translate, message: string): string | undefined {
  // Own keys only: a text such as 'constructor' is no message of core's.
  if (Object.hasOwn(CORE_MESSAGES, message)) return t(CORE_MESSAGES[message] as MessageId)
  const translate = (text: string) => translateCoreMessage(t, text) ?? text
  for (const { pattern, id: patternId, values } of CORE_MESSAGE_PATTERNS) {
    const groups = pattern.exec(message)?.groups
    if (groups) return t(patternId, values ? values(groups, translate) : groups)
  }
  return undefined
}

/** The text of an error, of a message core stored, or of anything else thrown. */
function messageOf(error: unknown): string {
  if (typeof error === 'string') return error
  if (error === undefined || error === null) return ''
  if (error instanceof Error) return error.message
  try {
    // A wallet's plain error object ({ code, message }).
    const message = (error as { message?: unknown }).message
    return typeof message === 'string' ? message : String(error)
  } catch {
    return ''
  }
}
