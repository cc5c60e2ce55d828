import { authAdapter } from '@portico/test-utils/authAdapter'
import { createTestConfig } from '@portico/test-utils/createTestConfig'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { EMAIL_RESEND_DELAY_MS } from '../constants.ts'
import { startConfig } from '../startConfig.ts'
import { connectEmail } from './connectEmail.ts'
import { openModal } from './openModal.ts'
import { resendEmailCode } from './resendEmailCode.ts'
import { submitEmailOtp } from './submitEmailOtp.ts'

const EMAIL = 'ada@example.com'
const NOW = 1_700_000_000_000

const stops: (() => void)[] = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
  vi.useRealTimers()
})

async function onCodeStep() {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW })
  const adapter = authAdapter()
  const config = createTestConfig({ adapters: [adapter], projectId: '' })
  stops.push(startConfig(config))
  await openModal(config)
  await connectEmail(config, { email: EMAIL })
  return { adapter, config }
}

describe('resendEmailCode', () => {
  it('behavior: a resend within 30 s → "Please try again after N seconds" in login.error', async () => {
    const { adapter, config } = await onCodeStep()
    vi.setSystemTime(NOW + 10_500)

    await expect(resendEmailCode(config)).rejects.toThrow('Please try again after 20 seconds')
    expect(config.stores.auth.getState().login).toMatchObject({
      step: 'otp',
      busy: false,
      error: 'Please try again after 20 seconds',
      sentAt: NOW,
    })
    expect(adapter.mail).toHaveLength(1)
  })

  it('default: after 30 s a new code goes out, sentAt moves, only the new code counts', async () => {
    const { adapter, config } = await onCodeStep()
    const first = adapter.lastCode(EMAIL)
    vi.setSystemTime(NOW + EMAIL_RESEND_DELAY_MS)

    await resendEmailCode(config)
    expect(config.stores.auth.getState().login).toMatchObject({
      busy: false,
      sentAt: NOW + EMAIL_RESEND_DELAY_MS,
    })
    expect(config.stores.auth.getState().login?.error).toBeUndefined()
    const second = adapter.lastCode(EMAIL)
    expect(second).not.toBe(first)

    await expect(submitEmailOtp(config, { otp: first ?? '' })).rejects.toThrow('Invalid code')
    await submitEmailOtp(config, { otp: second ?? '' })
    expect(config.stores.connection.getState().namespaces.eip155?.status).toBe('connected')
  })
})
