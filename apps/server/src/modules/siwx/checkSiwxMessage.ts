import { formatSiwxMessage, type SiwxMessageData } from '@portico/core'
import { InvalidSiwxMessageError } from './siwxErrors.ts'

/**
 * Throws `InvalidSiwxMessageError` unless `message` is exactly `formatSiwxMessage(data)`: the
 * server rebuilds the text from the data instead of parsing free text, so what was signed and
 * what is checked (domain, nonce, times) cannot disagree.
 *
 * @example
 * checkSiwxMessage(data, body.message)
 */
export function checkSiwxMessage(data: SiwxMessageData, message: string): void {
  if (message !== formatSiwxMessage(data))
    throw new InvalidSiwxMessageError({ details: 'message differs from formatSiwxMessage(data)' })
}
