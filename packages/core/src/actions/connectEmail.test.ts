import { TEST_ADDRESS } from '@portico/test-utils/accounts'
import { type AuthAdapterParameters, authAdapter } from '@portico/test-utils/authAdapter'
import { createTestConfig } from '@portico/test-utils/createTestConfig'
import { startOnRefusedOrigin } from '@portico/test-utils/startOnRefusedOrigin'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockAdapter } from '../adapters/mock.ts'
import { startConfig } from '../startConfig.ts'
import { connectEmail } from './connectEmail.ts'
import { goBack } from './goBack.ts'
import { openModal } from './openModal.ts'

const EMAIL = 'ada@example.com'
const NOW = 1_700_000_000_000

const stops: (() => void)[] = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
  vi.useRealTimers()
})

/** A started config with the embedded wallet double and the modal open on Connect. */
async function setUp(parameters: AuthAdapterParameters = {}) {
  const adapter = authAdapter(parameters)
  const config = createTestConfig({ adapters: [adapter], projectId: '' })
  stops.push(startConfig(config))
  await openModal(config)
  return { adapter, config }
}

/** Lets the promises an action left running settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('connectEmail', () => {
  it('default: VERIFY_OTP → EmailLogin pushed on the code step with sentAt', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW })
    const { adapter, config } = await setUp()

    await expect(connectEmail(config, { email: `  ${EMAIL} ` })).resolves.toBe('VERIFY_OTP')

    expect(config.stores.router.getState().history).toEqual([
      { view: 'Connect' },
      { view: 'EmailLogin', data: undefined },
    ])
    expect(config.stores.auth.getState()).toMatchObject({
      start: { busy: false },
      login: { email: EMAIL, step: 'otp', busy: false, sentAt: NOW },
    })
    expect(config.stores.auth.getState().start.error).toBeUndefined()
    // The trimmed address is the one the wallet mails.
    expect(adapter.mail).toEqual([{ to: EMAIL, kind: 'code', code: adapter.lastCode(EMAIL) }])
  })

  it('behavior: an invalid e-mail → "Invalid email address" in start.error and thrown, wallet not asked', async () => {
    const { adapter, config } = await setUp()

    await expect(connectEmail(config, { email: 'ada@' })).rejects.toMatchObject({
      name: 'InvalidEmailError',
      message: 'Invalid email address',
    })
    expect(config.stores.auth.getState().start).toEqual({
      busy: false,
      error: 'Invalid email address',
    })
    expect(adapter.calls.connectEmail).toBe(0)
    expect(config.stores.router.getState().view).toBe('Connect')
  })

  it('behavior: nothing typed → "Required" in start.error and thrown, wallet not asked', async () => {
    const { adapter, config } = await setUp()

    await expect(connectEmail(config, { email: '  ' })).rejects.toMatchObject({
      name: 'RequiredFieldError',
      message: 'Required',
    })
    expect(config.stores.auth.getState().start).toEqual({ busy: false, error: 'Required' })
    expect(adapter.calls.connectEmail).toBe(0)
  })

  it('behavior: no auth adapter → "No auth connector found"', async () => {
    const config = createTestConfig({ adapters: [mockAdapter({ accounts: [TEST_ADDRESS] })] })

    await expect(connectEmail(config, { email: EMAIL })).rejects.toMatchObject({
      name: 'AuthConnectorNotFoundError',
      message: 'No auth connector found',
    })
    expect(config.stores.auth.getState().start).toEqual({
      busy: false,
      error: 'No auth connector found',
    })
  })

  it('behavior: the wallet refuses (a send within 30 s) → its message in start.error', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW })
    const { config } = await setUp()
    await connectEmail(config, { email: EMAIL })
    goBack(config)
    vi.setSystemTime(NOW + 12_000)

    await expect(connectEmail(config, { email: EMAIL })).rejects.toThrow(
      'Please try again after 18 seconds',
    )
    expect(config.stores.auth.getState().start).toEqual({
      busy: false,
      error: 'Please try again after 18 seconds',
    })
    expect(config.stores.router.getState().view).toBe('Connect')
  })

  it('behavior: VERIFY_DEVICE → device step; approveDevice() → code step with a new sentAt', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW })
    const { adapter, config } = await setUp({ knownDevice: false })

    await expect(connectEmail(config, { email: EMAIL })).resolves.toBe('VERIFY_DEVICE')
    expect(config.stores.router.getState().view).toBe('EmailLogin')
    expect(config.stores.auth.getState().login).toMatchObject({ step: 'device', sentAt: NOW })
    expect(adapter.mail).toEqual([{ to: EMAIL, kind: 'device' }])

    vi.setSystemTime(NOW + 5_000)
    adapter.approveDevice()
    await settle()
    expect(config.stores.auth.getState().login).toMatchObject({
      step: 'otp',
      email: EMAIL,
      sentAt: NOW + 5_000,
      busy: false,
    })
    expect(adapter.lastCode(EMAIL)).toMatch(/^\d{6}$/)
  })

  it('behavior: back from EmailLogin before the approval → the late approval moves nothing', async () => {
    const { adapter, config } = await setUp({ knownDevice: false })
    await connectEmail(config, { email: EMAIL })

    goBack(config)
    expect(config.stores.router.getState().view).toBe('Connect')
    expect(config.stores.auth.getState().login).toBeUndefined()

    adapter.approveDevice()
    await settle()
    expect(config.stores.auth.getState().login).toBeUndefined()
    expect(config.stores.router.getState().history).toEqual([{ view: 'Connect' }])
  })

  it('behavior: CONNECT (a session for that e-mail) → connected at once, no code step', async () => {
    const { adapter, config } = await setUp({ signedInAs: EMAIL })

    await expect(connectEmail(config, { email: EMAIL })).resolves.toBe('CONNECT')

    expect(config.stores.connection.getState().namespaces.eip155).toMatchObject({
      status: 'connected',
      connectorId: 'embedded-wallet',
    })
    expect(config.stores.modal.getState().open).toBe(false)
    expect(config.stores.auth.getState().login).toBeUndefined()
    expect(adapter.mail).toEqual([])
  })
})

describe('connectEmail: the project does not allow this origin (spec §5, §8)', () => {
  it('behavior: the wallet answers "Unauthorized: origin not allowed" → start.error and the alert, each time', async () => {
    const { config } = await setUp({ emailStartError: 'Unauthorized: origin not allowed' })

    await expect(connectEmail(config, { email: EMAIL })).rejects.toThrow(
      'Unauthorized: origin not allowed',
    )
    expect(config.stores.auth.getState().start).toEqual({
      busy: false,
      error: 'Unauthorized: origin not allowed',
    })
    expect(config.stores.alerts.getState().alert).toMatchObject({
      code: 'ORIGIN_NOT_ALLOWED',
      message: 'Origin Not Allowed',
    })
    expect(config.stores.router.getState().view).toBe('Connect')

    // Dismissed, then tried again: the alert says it again.
    config.stores.alerts.setState({ alert: undefined })
    await expect(connectEmail(config, { email: EMAIL })).rejects.toThrow()
    expect(config.stores.alerts.getState().alert?.message).toBe('Origin Not Allowed')
  })

  it("behavior: the kit's own origin check found the page not allowed → the wallet is not asked", async () => {
    const adapter = authAdapter()
    const { config, stop } = await startOnRefusedOrigin(adapter)
    stops.push(stop)

    await expect(connectEmail(config, { email: EMAIL })).rejects.toMatchObject({
      name: 'OriginNotAllowedError',
    })
    expect(adapter.mail).toEqual([])
    expect(config.stores.auth.getState().start.error).toBe('Unauthorized: origin not allowed')
    expect(config.stores.alerts.getState().alert?.message).toBe('Origin Not Allowed')
  })
})
