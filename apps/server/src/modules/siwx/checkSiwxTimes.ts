import type { SiwxMessageData } from '@portico/core'
import { SIWX_ISSUED_AT_TOLERANCE_MS } from './siwxConstants.ts'
import { SiwxMessageExpiredError, SiwxMessageNotYetValidError } from './siwxErrors.ts'

/**
 * Throws unless the message is valid now: `issuedAt` within `SIWX_ISSUED_AT_TOLERANCE_MS` of
 * `now` either way, `expirationTime` (if any) still ahead, `notBefore` (if any) reached. Too old
 * or expired → `SiwxMessageExpiredError`; from the future → `SiwxMessageNotYetValidError`.
 *
 * @example
 * checkSiwxTimes(data, Date.now())
 */
export function checkSiwxTimes(
  data: Pick<SiwxMessageData, 'issuedAt' | 'expirationTime' | 'notBefore'>,
  now: number,
): void {
  const issuedAt = Date.parse(data.issuedAt)
  if (issuedAt < now - SIWX_ISSUED_AT_TOLERANCE_MS)
    throw new SiwxMessageExpiredError({ details: `issuedAt ${data.issuedAt}` })
  if (issuedAt > now + SIWX_ISSUED_AT_TOLERANCE_MS)
    throw new SiwxMessageNotYetValidError({ details: `issuedAt ${data.issuedAt}` })
  if (data.expirationTime !== undefined && Date.parse(data.expirationTime) <= now)
    throw new SiwxMessageExpiredError({ details: `expirationTime ${data.expirationTime}` })
  if (data.notBefore !== undefined && Date.parse(data.notBefore) > now)
    throw new SiwxMessageNotYetValidError({ details: `notBefore ${data.notBefore}` })
}
