import { TEST_ADDRESS } from '@portico/test-utils/accounts'
import {
  type AuthAdapter,
  type AuthAdapterParameters,
  authAdapter,
  TEST_FARCASTER_PFP,
} from '@portico/test-utils/authAdapter'
import { createTestConfig } from '@portico/test-utils/createTestConfig'
import { startOnRefusedOrigin } from '@portico/test-utils/startOnRefusedOrigin'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FARCASTER_RELOAD_DELAY_MS } from '../constants.ts'
import { startConfig } from '../startConfig.ts'
import { memoryStorage } from '../storage/memoryStorage.ts'
import { storageKeys } from '../storage/storageKeys.ts'
import type { PorticoConfig } from '../types/config.ts'
import type { PorticoEvent } from '../types/events.ts'
import { closeModal } from './closeModal.ts'
import { connectFarcaster } from './connectFarcaster.ts'
import { goBack } from './goBack.ts'
import { onEvent } from './onEvent.ts'
import { openModal } from './openModal.ts'

// The embedded wallet is core's double (@portico/test-utils/authAdapter): its Farcaster sign-in
// gives an address and waits for `approveFarcaster()`, `expireFarcaster()` or `failFarcaster()`,
// as the frame waits for the relay. The frame itself is covered by packages/embedded-wallet's
// and apps/secure-site's tests, the whole flow by the end-to-end tests.

const stops: (() => void)[] = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
  vi.useRealTimers()
})

interface Setup {
  adapter: AuthAdapter
  config: PorticoConfig
  events: PorticoEvent[]
  /** Names of the social and connect events, in order. */
  names: () => string[]
}

async function setUp(parameters: AuthAdapterParameters = {}): Promise<Setup> {
  const adapter = authAdapter(parameters)
  const config = createTestConfig({ adapters: [adapter], projectId: '' })
  stops.push(startConfig(config))
  await openModal(config)
  const events: PorticoEvent[] = []
  stops.push(onEvent(config, (event) => events.push(event)))
  return {
    adapter,
    config,
    events,
    names: () =>
      events
        .map((event) => event.name)
        .filter((name) => name.startsWith('SOCIAL_') || name === 'CONNECT_SUCCESS'),
  }
}

const farcasterUrl = (config: PorticoConfig) =>
  config.stores.account.getState().namespaces.eip155?.farcasterUrl

async function untilWaiting(adapter: AuthAdapter): Promise<void> {
  await vi.waitFor(() => expect(adapter.farcasterWaiting()).toBe(true))
}

describe('connectFarcaster', () => {
  it('default: ConnectingFarcaster shows the address; approval connects; STARTED → REQUEST_USER_DATA → CONNECT_SUCCESS → SUCCESS with provider farcaster', async () => {
    const { adapter, config, events, names } = await setUp()

    const pending = connectFarcaster(config)
    expect(config.stores.router.getState().view).toBe('ConnectingFarcaster')
    expect(config.stores.auth.getState().farcaster).toEqual({ status: 'loading' })
    await untilWaiting(adapter)
    expect(farcasterUrl(config)).toBe(adapter.farcasterUrls[0])
    expect(config.stores.auth.getState().farcaster).toEqual({ status: 'waiting' })

    adapter.approveFarcaster()
    const connection = await pending

    expect(names()).toEqual([
      'SOCIAL_LOGIN_STARTED',
      'SOCIAL_LOGIN_REQUEST_USER_DATA',
      'CONNECT_SUCCESS',
      'SOCIAL_LOGIN_SUCCESS',
    ])
    for (const event of events.filter((each) => each.name.startsWith('SOCIAL_')))
      expect(event.properties).toEqual({ provider: 'farcaster' })
    expect(connection.accounts[0]?.address).toBe(TEST_ADDRESS)
    expect(connection.auth).toMatchObject({ username: 'alice', profileImage: TEST_FARCASTER_PFP })
    expect(config.stores.connection.getState().namespaces.eip155?.status).toBe('connected')
    expect(config.stores.modal.getState().open).toBe(false)
    // Spec §3: the provider and the Farcaster username are kept, for reconnect too.
    expect(config.storage.get(storageKeys.socialProvider)).toBe('farcaster')
    expect(config.storage.get(storageKeys.socialUsername)).toBe('alice')
    expect(config.stores.account.getState().namespaces.eip155).toMatchObject({
      socialProvider: 'farcaster',
    })
    expect(farcasterUrl(config)).toBeUndefined()
    expect(config.stores.auth.getState().farcaster).toBeUndefined()
    expect(config.internal.farcasterLogin).toBeUndefined()
  })

  it("parameters: the stored account type and the dApp's network go with the wait (spec §6)", async () => {
    const { adapter, config } = await setUp()
    config.storage.set(storageKeys.preferredAccountTypes, { eip155: 'eoa' })
    const spy = vi.spyOn(adapter.auth, 'connectFarcaster')
    const pending = connectFarcaster(config)
    await untilWaiting(adapter)
    adapter.approveFarcaster()
    await pending
    const chainId = config.stores.network.getState().namespaces.eip155?.caipNetwork?.id
    expect(spy).toHaveBeenCalledWith({ preferredAccountType: 'eoa', chainId })
    expect(adapter.signInAccountTypes[0]).toBe('eoa')
  })

  it('behavior: the address expires first → "Farcaster sign-in expired", state expired (address kept, dimmed), ERROR; a new call gives a new address', async () => {
    const { adapter, config, events } = await setUp()
    const first = connectFarcaster(config)
    await untilWaiting(adapter)
    adapter.expireFarcaster()

    await expect(first).rejects.toMatchObject({
      name: 'FarcasterExpiredError',
      message: 'Farcaster sign-in expired',
    })
    expect(config.stores.auth.getState().farcaster).toEqual({
      status: 'expired',
      error: 'Farcaster sign-in expired',
    })
    expect(farcasterUrl(config)).toBe(adapter.farcasterUrls[0])
    expect(events.at(-1)).toMatchObject({
      name: 'SOCIAL_LOGIN_ERROR',
      properties: { provider: 'farcaster', message: 'Farcaster sign-in expired' },
    })

    const second = connectFarcaster(config)
    await vi.waitFor(() => expect(farcasterUrl(config)).toBe(adapter.farcasterUrls[1]))
    await untilWaiting(adapter)
    adapter.approveFarcaster()
    await second
    expect(config.stores.connection.getState().namespaces.eip155?.status).toBe('connected')
  })

  it('behavior: the relay or server cannot be reached → "Failed to connect to farcaster", state error, still disconnected', async () => {
    const { adapter, config, events } = await setUp({
      farcasterUriError: 'Failed to connect to farcaster',
    })
    await expect(connectFarcaster(config)).rejects.toMatchObject({
      name: 'FarcasterConnectError',
      message: 'Failed to connect to farcaster',
    })
    expect(config.stores.auth.getState().farcaster).toEqual({
      status: 'error',
      error: 'Failed to connect to farcaster',
    })
    expect(farcasterUrl(config)).toBeUndefined()
    expect(config.stores.router.getState().view).toBe('ConnectingFarcaster')
    expect(config.stores.connection.getState().namespaces.eip155?.status).not.toBe('connected')
    expect(events.at(-1)?.properties).toEqual({
      provider: 'farcaster',
      message: 'Failed to connect to farcaster',
    })
    expect(adapter.calls.connectFarcaster).toBe(0)
  })

  it("behavior: any other failure of the wallet's wait reads 'Failed to connect to farcaster' (spec §8), its cause kept", async () => {
    const { adapter, config } = await setUp()
    const pending = connectFarcaster(config)
    await untilWaiting(adapter)
    adapter.failFarcaster('Something went wrong')
    const error = await pending.catch((failure: unknown) => failure)
    expect(error).toMatchObject({ message: 'Failed to connect to farcaster' })
    expect((error as Error).cause).toMatchObject({ message: 'Something went wrong' })
  })

  it('behavior: Back while waiting gives it up (no event after STARTED), clears the address, and reloads the wallet after 100 ms', async () => {
    const { adapter, config, names } = await setUp()
    const pending = connectFarcaster(config)
    pending.catch(() => undefined)
    await untilWaiting(adapter)
    vi.useFakeTimers()

    goBack(config)

    await expect(pending).rejects.toMatchObject({ name: 'ModalClosedError' })
    expect(config.stores.router.getState().view).toBe('Connect')
    expect(farcasterUrl(config)).toBeUndefined()
    expect(config.stores.auth.getState().farcaster).toBeUndefined()
    expect(names()).toEqual(['SOCIAL_LOGIN_STARTED'])
    expect(FARCASTER_RELOAD_DELAY_MS).toBe(100)
    await vi.advanceTimersByTimeAsync(FARCASTER_RELOAD_DELAY_MS - 1)
    expect(adapter.calls.reload).toBe(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(adapter.calls.reload).toBe(1)
    expect(adapter.farcasterWaiting()).toBe(false)
  })

  it('behavior: closing the modal on ConnectingFarcaster also clears and reloads', async () => {
    const { adapter, config } = await setUp()
    connectFarcaster(config).catch(() => undefined)
    await untilWaiting(adapter)
    vi.useFakeTimers()
    closeModal(config)
    expect(farcasterUrl(config)).toBeUndefined()
    await vi.advanceTimersByTimeAsync(FARCASTER_RELOAD_DELAY_MS)
    expect(adapter.calls.reload).toBe(1)
  })

  it('behavior: leaving after a failure still reloads; a sign-in started within 100 ms reloads first, then asks for its address', async () => {
    const { adapter, config } = await setUp({ farcasterUriError: 'Failed to connect to farcaster' })
    await connectFarcaster(config).catch(() => undefined)
    goBack(config)
    expect(adapter.calls.reload).toBe(0)
    const order: string[] = []
    vi.spyOn(adapter.auth, 'reload').mockImplementation(async () => {
      order.push('reload')
    })
    vi.spyOn(adapter.auth, 'getFarcasterUri').mockImplementation(async () => {
      order.push('uri')
      return { url: 'https://farcaster.relay.test/~/siwf?channelToken=x' }
    })
    connectFarcaster(config).catch(() => undefined)
    await vi.waitFor(() => expect(order).toEqual(['reload', 'uri']))
    // The reload ran once, not again when its delay passes.
    await new Promise((resolve) => setTimeout(resolve, FARCASTER_RELOAD_DELAY_MS + 20))
    expect(order).toEqual(['reload', 'uri'])
  })

  it('behavior: once approved, leaving does not stop it: the account connects', async () => {
    const { adapter, config } = await setUp()
    const pending = connectFarcaster(config)
    await untilWaiting(adapter)
    // The visitor goes back the moment the approval arrived.
    let left = false
    stops.push(
      config.stores.auth.subscribe((state) => {
        if (state.farcaster?.status !== 'connecting' || left) return
        left = true
        goBack(config)
      }),
    )
    adapter.approveFarcaster()
    await pending
    expect(left).toBe(true)
    expect(config.stores.connection.getState().namespaces.eip155?.status).toBe('connected')
    expect(adapter.calls.reload).toBe(0)
  })

  it('behavior: a non-web address from the wallet is refused, never shown', async () => {
    const { adapter, config } = await setUp()
    vi.spyOn(adapter.auth, 'getFarcasterUri').mockResolvedValue({ url: 'javascript:alert(1)' })
    await expect(connectFarcaster(config)).rejects.toThrow('Failed to connect to farcaster')
    expect(farcasterUrl(config)).toBeUndefined()
  })

  it('behavior: the project does not allow this origin → its message and the "Origin Not Allowed" alert', async () => {
    const adapter = authAdapter()
    const { config, stop } = await startOnRefusedOrigin(adapter)
    stops.push(stop)
    await expect(connectFarcaster(config)).rejects.toMatchObject({
      name: 'OriginNotAllowedError',
    })
    expect(config.stores.auth.getState().farcaster?.status).toBe('error')
    expect(config.stores.alerts.getState().alert?.message).toBe('Origin Not Allowed')
  })

  it('behavior: no embedded wallet → "No auth connector found", nothing shown', async () => {
    const config = createTestConfig({ projectId: '' })
    stops.push(startConfig(config))
    await expect(connectFarcaster(config)).rejects.toThrow('No auth connector found')
    expect(config.stores.auth.getState().farcaster).toBeUndefined()
  })

  it('behavior: reconnecting after a reload says Farcaster again (the stored provider)', async () => {
    const adapter = authAdapter()
    const storage = memoryStorage()
    const config = createTestConfig({ adapters: [adapter], projectId: '', storage })
    const stop = startConfig(config)
    const pending = connectFarcaster(config)
    await untilWaiting(adapter)
    adapter.approveFarcaster()
    await pending
    stop()
    const again = createTestConfig({ adapters: [adapter], projectId: '', storage })
    stops.push(startConfig(again))
    await vi.waitFor(() =>
      expect(again.stores.connection.getState().namespaces.eip155?.status).toBe('connected'),
    )
    expect(again.stores.account.getState().namespaces.eip155?.socialProvider).toBe('farcaster')
    expect(again.stores.connection.getState().namespaces.eip155?.connection?.auth).toMatchObject({
      username: 'alice',
      profileImage: TEST_FARCASTER_PFP,
    })
  })
})
