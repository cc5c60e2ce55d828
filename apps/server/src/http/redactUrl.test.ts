import { describe, expect, it } from 'vitest'
import { redactUrl } from './redactUrl.ts'

describe('redactUrl', () => {
  it.each([
    ['/auth/v1/device/approve?token=abc', '/auth/v1/device/approve?token=[redacted]'],
    ['/x?a=1&Token=abc&b=2', '/x?a=1&Token=[redacted]&b=2'],
    ['/x?otp=123456&code=654321', '/x?otp=[redacted]&code=[redacted]'],
    ['/getWallets?projectId=p&page=1', '/getWallets?projectId=p&page=1'],
    ['/health', '/health'],
  ])('default: %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected)
  })
})
