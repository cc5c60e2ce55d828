import { signInByEmail } from '@portico/test-utils/signInByEmail'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { storageKeys } from '../storage/storageKeys.ts'
import { openModal } from './openModal.ts'
import { submitEmailUpdateOtp } from './submitEmailUpdateOtp.ts'
import { startEmailUpdate, updateEmail } from './updateEmail.ts'

const EMAIL = 'ada@example.com'
const NEW_EMAIL = 'ada.lovelace@example.org'
const NOW = 1_700_000_000_000

const stops: (() => void)[] = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
  vi.useRealTimers()
})

/** Signed in by e-mail, the modal on Account, a change to NEW_EMAIL waiting for the first code. */
async function onPrimaryStep() {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW })
  const { adapter, config, stop } = await signInByEmail({ email: EMAIL })
  stops.push(stop)
  vi.setSystemTime(NOW + 60_000)
  await openModal(config)
  startEmailUpdate(config)
  await updateEmail(config, { email: NEW_EMAIL })
  return { adapter, config }
}

describe('submitEmailUpdateOtp', () => {
  it('default: primary code → secondary step; secondary code → e-mail stored, view popped, snackbar', async () => {
    const { adapter, config } = await onPrimaryStep()

    vi.setSystemTime(NOW + 70_000)
    await submitEmailUpdateOtp(config, { otp: adapter.lastCode(EMAIL) ?? '' })
    expect(config.stores.auth.getState().update).toMatchObject({
      email: NEW_EMAIL,
      step: 'secondary',
      busy: false,
      sentAt: NOW + 70_000,
    })
    expect(config.stores.auth.getState().update?.error).toBeUndefined()
    expect(config.stores.router.getState().view).toBe('UpdateEmailWallet')

    await submitEmailUpdateOtp(config, { otp: adapter.lastCode(NEW_EMAIL) ?? '' })
    expect(config.storage.get(storageKeys.email)).toBe(NEW_EMAIL)
    expect(config.stores.connection.getState().namespaces.eip155?.connection?.auth?.email).toBe(
      NEW_EMAIL,
    )
    expect(config.stores.auth.getState().update).toBeUndefined()
    expect(config.stores.router.getState().history.map((entry) => entry.view)).toEqual(['Account'])
    expect(config.stores.snackbar.getState().snackbar).toMatchObject({
      message: 'E-mail updated',
      variant: 'success',
    })
  })

  it('behavior: a wrong primary code → "Invalid code", still on the primary step', async () => {
    const { adapter, config } = await onPrimaryStep()
    const code = adapter.lastCode(EMAIL)
    const wrong = code === '000000' ? '111111' : '000000'

    await expect(submitEmailUpdateOtp(config, { otp: wrong })).rejects.toThrow('Invalid code')
    expect(config.stores.auth.getState().update).toMatchObject({
      step: 'primary',
      busy: false,
      error: 'Invalid code',
    })
    expect(config.storage.get(storageKeys.email)).toBe(EMAIL)
  })

  it('behavior: on the new-address step → "Not connected to email or social", wallet not asked', async () => {
    const { adapter, config } = await onPrimaryStep()
    startEmailUpdate(config)

    await expect(submitEmailUpdateOtp(config, { otp: '123456' })).rejects.toMatchObject({
      name: 'NoEmailFlowError',
      message: 'Not connected to email or social',
    })
    expect(adapter.calls.updateEmailPrimaryOtp).toBe(0)
  })
})
