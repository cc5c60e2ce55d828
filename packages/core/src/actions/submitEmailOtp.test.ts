import { authAdapter, TEST_SMART_ACCOUNT_ADDRESS } from '@portico/test-utils/authAdapter'
import { createTestConfig } from '@portico/test-utils/createTestConfig'
import { secondTestnetNetwork, testnetNetwork } from '@portico/test-utils/networks'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { startConfig } from '../startConfig.ts'
import { storageKeys } from '../storage/storageKeys.ts'
import { connectEmail } from './connectEmail.ts'
import { openModal } from './openModal.ts'
import { submitEmailOtp } from './submitEmailOtp.ts'

const EMAIL = 'ada@example.com'
const NOW = 1_700_000_000_000

const stops: (() => void)[] = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
  vi.useRealTimers()
})

/** A started config whose visitor typed their e-mail and now sees the code step. */
async function onCodeStep() {
  const adapter = authAdapter({
    smartAccountEnabledNetworks: [secondTestnetNetwork.id as number, testnetNetwork.id as number],
  })
  const config = createTestConfig({ adapters: [adapter], projectId: '' })
  stops.push(startConfig(config))
  await openModal(config)
  await connectEmail(config, { email: EMAIL })
  return { adapter, config, code: adapter.lastCode(EMAIL) ?? '' }
}

describe('submitEmailOtp', () => {
  it('default: the right code → connected through embedded-wallet, modal closed, login remembered', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW })
    const { config, code } = await onCodeStep()

    const connection = await submitEmailOtp(config, { otp: ` ${code} ` })

    expect(connection).toMatchObject({ connectorId: 'embedded-wallet', auth: { email: EMAIL } })
    expect(config.stores.connection.getState()).toMatchObject({
      activeNamespace: 'eip155',
      namespaces: { eip155: { status: 'connected', connectorId: 'embedded-wallet' } },
    })
    // The kit's default account type (spec §6) on a network that enables smart accounts.
    expect(config.stores.account.getState().namespaces.eip155?.address).toBe(
      TEST_SMART_ACCOUNT_ADDRESS,
    )
    expect(config.stores.modal.getState().open).toBe(false)
    expect(config.stores.auth.getState().login).toBeUndefined()
    const { storage } = config
    expect(storage.get(storageKeys.connectedConnectorId('eip155'))).toBe('embedded-wallet')
    expect(storage.get(storageKeys.email)).toBe(EMAIL)
    expect(storage.get(storageKeys.emailLoginUsed)).toBe(true)
    expect(storage.get(storageKeys.lastEmailLoginTime)).toBe(NOW)
    expect(storage.get(storageKeys.smartAccountEnabledNetworks)).toBe('84532,11155111')
    // An e-mail sign-in is not a wallet picked from a list.
    expect(config.stores.wallets.getState().recent).toEqual([])
    expect(storage.get(storageKeys.recentWallets)).toBeUndefined()
  })

  it('behavior: a wrong code → "Invalid code" on EmailLogin; the right one then connects', async () => {
    const { config, code } = await onCodeStep()
    const wrong = code === '000000' ? '111111' : '000000'

    await expect(submitEmailOtp(config, { otp: wrong })).rejects.toThrow('Invalid code')
    expect(config.stores.auth.getState().login).toMatchObject({
      step: 'otp',
      busy: false,
      error: 'Invalid code',
    })
    expect(config.stores.router.getState().view).toBe('EmailLogin')
    expect(config.stores.connection.getState().namespaces.eip155?.status).toBe('disconnected')

    await submitEmailOtp(config, { otp: code })
    expect(config.stores.connection.getState().namespaces.eip155?.status).toBe('connected')
    expect(config.stores.auth.getState().login).toBeUndefined()
  })

  it.each([
    ['empty', ''],
    ['blank', '   '],
  ])('behavior: an %s code → "Required", wallet not asked', async (_case, otp) => {
    const { adapter, config } = await onCodeStep()

    await expect(submitEmailOtp(config, { otp })).rejects.toMatchObject({
      name: 'RequiredFieldError',
      message: 'Required',
    })
    expect(config.stores.auth.getState().login).toMatchObject({
      busy: false,
      error: 'Required',
    })
    expect(adapter.calls.connectOtp).toBe(0)
  })

  it('behavior: no sign-in under way → "Not connected to email or social"', async () => {
    const adapter = authAdapter()
    const config = createTestConfig({ adapters: [adapter] })

    await expect(submitEmailOtp(config, { otp: '123456' })).rejects.toMatchObject({
      name: 'NoEmailFlowError',
      message: 'Not connected to email or social',
    })
    expect(adapter.calls.connectOtp).toBe(0)
  })
})
