import { signInByEmail } from '@portico/test-utils/signInByEmail'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { goBack } from './goBack.ts'
import { openModal } from './openModal.ts'
import { startEmailUpdate, updateEmail } from './updateEmail.ts'

const EMAIL = 'ada@example.com'
const NEW_EMAIL = 'ada.lovelace@example.org'
const NOW = 1_700_000_000_000

const stops: (() => void)[] = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
  vi.useRealTimers()
})

/** Signed in by e-mail a minute ago, the modal open on Account. */
async function signedIn() {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW })
  const { adapter, config, stop } = await signInByEmail({ email: EMAIL })
  stops.push(stop)
  vi.setSystemTime(NOW + 60_000)
  await openModal(config)
  return { adapter, config }
}

describe('startEmailUpdate', () => {
  it('default: UpdateEmailWallet pushed on the new-address step', async () => {
    const { config } = await signedIn()

    startEmailUpdate(config)

    expect(config.stores.router.getState().history.map((entry) => entry.view)).toEqual([
      'Account',
      'UpdateEmailWallet',
    ])
    expect(config.stores.auth.getState().update).toEqual({
      email: '',
      step: 'email',
      busy: false,
      error: undefined,
    })
  })

  it('behavior: back from UpdateEmailWallet drops the change', async () => {
    const { config } = await signedIn()
    startEmailUpdate(config)

    goBack(config)

    expect(config.stores.router.getState().view).toBe('Account')
    expect(config.stores.auth.getState().update).toBeUndefined()
  })
})

describe('updateEmail', () => {
  it('default: a code goes to the current address, the view moves to the primary step', async () => {
    const { adapter, config } = await signedIn()
    startEmailUpdate(config)

    await updateEmail(config, { email: NEW_EMAIL })

    expect(config.stores.auth.getState().update).toEqual({
      email: NEW_EMAIL,
      step: 'primary',
      busy: false,
      error: undefined,
      sentAt: NOW + 60_000,
    })
    expect(adapter.mail.at(-1)).toMatchObject({ to: EMAIL, kind: 'update' })
  })

  it('behavior: an invalid new address → "Invalid email address" in update.error, wallet not asked', async () => {
    const { adapter, config } = await signedIn()
    startEmailUpdate(config)

    await expect(updateEmail(config, { email: 'not an address' })).rejects.toThrow(
      'Invalid email address',
    )
    expect(config.stores.auth.getState().update).toMatchObject({
      step: 'email',
      busy: false,
      error: 'Invalid email address',
    })
    expect(adapter.calls.updateEmail).toBe(0)
  })

  it('behavior: no new address typed → "Required" in update.error, wallet not asked', async () => {
    const { adapter, config } = await signedIn()
    startEmailUpdate(config)

    await expect(updateEmail(config, { email: '' })).rejects.toThrow('Required')
    expect(config.stores.auth.getState().update).toMatchObject({
      step: 'email',
      busy: false,
      error: 'Required',
    })
    expect(adapter.calls.updateEmail).toBe(0)
  })
})
