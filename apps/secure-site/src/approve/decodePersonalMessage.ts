import { hexToBytes, isHex } from 'viem'
import type { DecodedMessage } from './approvalDetails.ts'

// Control characters other than tab, newline and carriage return: such text is shown as hex.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/

/**
 * A personal_sign message for display: hex is decoded when it is valid UTF-8 without control
 * characters; otherwise the hex is shown as is. A message that is not hex is already text.
 *
 * @example
 * decodePersonalMessage('0x48656c6c6f') // { text: 'Hello', encoding: 'utf8' }
 * decodePersonalMessage('0xff00') // { text: '0xff00', encoding: 'hex' }
 */
export function decodePersonalMessage(message: string): DecodedMessage {
  if (!isHex(message, { strict: true })) return { text: message, encoding: 'utf8' }
  if (message.length % 2 !== 0) return { text: message, encoding: 'hex' }
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(hexToBytes(message))
    if (CONTROL.test(text)) return { text: message, encoding: 'hex' }
    return { text, encoding: 'utf8' }
  } catch {
    return { text: message, encoding: 'hex' }
  }
}
