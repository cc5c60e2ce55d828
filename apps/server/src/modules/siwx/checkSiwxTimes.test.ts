import { describe, expect, it } from 'vitest'
import { checkSiwxTimes } from './checkSiwxTimes.ts'
import { SiwxMessageExpiredError, SiwxMessageNotYetValidError } from './siwxErrors.ts'

const NOW = Date.parse('2026-11-22T10:00:00.000Z')
const at = (offsetMs: number) => new Date(NOW + offsetMs).toISOString()
const MINUTE = 60_000

describe('checkSiwxTimes', () => {
  it.each([
    ['issued now', { issuedAt: at(0) }],
    ['issued 4 min 59 s ago', { issuedAt: at(-5 * MINUTE + 1000) }],
    ['issued 4 min 59 s ahead (clock skew)', { issuedAt: at(5 * MINUTE - 1000) }],
    ['an expiration time ahead', { issuedAt: at(0), expirationTime: at(1000) }],
    ['a notBefore reached', { issuedAt: at(0), notBefore: at(0) }],
    ['an offset time zone', { issuedAt: '2026-11-22T11:00:00+01:00' }],
  ])('default: %s is valid', (_case, data) => {
    expect(() => checkSiwxTimes(data, NOW)).not.toThrow()
  })

  it.each([
    ['issued 5 min 1 s ago', { issuedAt: at(-5 * MINUTE - 1000) }],
    ['expired a second ago', { issuedAt: at(0), expirationTime: at(-1000) }],
    ['expiring right now', { issuedAt: at(0), expirationTime: at(0) }],
  ])('error: %s is MESSAGE_EXPIRED', (_case, data) => {
    expect(() => checkSiwxTimes(data, NOW)).toThrow(SiwxMessageExpiredError)
  })

  it.each([
    ['issued 5 min 1 s ahead', { issuedAt: at(5 * MINUTE + 1000) }],
    ['notBefore a second ahead', { issuedAt: at(0), notBefore: at(1000) }],
  ])('error: %s is MESSAGE_NOT_YET_VALID', (_case, data) => {
    expect(() => checkSiwxTimes(data, NOW)).toThrow(SiwxMessageNotYetValidError)
  })
})
