import { TEST_ADDRESS } from '@portico/test-utils/accounts'
import { existingSession, type MemorySiwxParameters } from '@portico/test-utils/memorySiwx'
import { testnetNetwork } from '@portico/test-utils/networks'
import { type SiwxTestConfig, siwxTestConfig } from '@portico/test-utils/siwxTestConfig'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DISCONNECT_TIMEOUT_MS } from '../constants.ts'
import { connect } from './connect.ts'
import { disconnect } from './disconnect.ts'
import { signOutSiwx } from './signOutSiwx.ts'

const SEPOLIA = testnetNetwork.caipNetworkId
const kits: SiwxTestConfig[] = []
afterEach(() => {
  for (const kit of kits.splice(0)) kit.stop()
  vi.useRealTimers()
  vi.restoreAllMocks()
})

async function signedIn(siwx: MemorySiwxParameters = {}) {
  const kit = siwxTestConfig({
    siwx: { sessions: [existingSession(SEPOLIA, TEST_ADDRESS)], ...siwx },
  })
  kits.push(kit)
  await connect(kit.config, { connectorId: 'mock' })
  await vi.waitFor(() =>
    expect(kit.config.stores.siwx.getState().namespaces.eip155?.status).toBe('signedIn'),
  )
  return kit
}

describe('disconnect with siwx', () => {
  it('default (signOutOnDisconnect unset): revokes the account session', async () => {
    const kit = await signedIn()
    await disconnect(kit.config)
    expect(kit.siwx.calls.at(-1)).toEqual({
      method: 'revokeSession',
      args: [SEPOLIA, TEST_ADDRESS],
    })
    expect(kit.siwx.sessions).toEqual([])
    expect(kit.config.stores.siwx.getState().namespaces).toEqual({})
  })

  it('signOutOnDisconnect false: the session is kept', async () => {
    const kit = await signedIn({ signOutOnDisconnect: false })
    await disconnect(kit.config)
    expect(kit.siwx.count('revokeSession')).toBe(0)
    expect(kit.siwx.sessions).toHaveLength(1)
    expect(kit.config.stores.connection.getState().namespaces.eip155?.status).toBe('disconnected')
  })

  it('behavior: revokeSession fails → warned, the disconnect completes', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const kit = await signedIn()
    kit.siwx.failWith('revokeSession', new Error('server down'))
    await disconnect(kit.config)
    expect(kit.config.stores.connection.getState().namespaces.eip155?.status).toBe('disconnected')
    expect(warn).toHaveBeenCalledWith(
      '[portico] could not end the sign-in session',
      expect.objectContaining({ message: 'server down' }),
    )
  })

  it('behavior: revokeSession hangs → the disconnect waits at most 3000 ms', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const kit = await signedIn()
    kit.siwx.hold('revokeSession')
    vi.useFakeTimers()
    let done = false
    const disconnecting = disconnect(kit.config).then(() => {
      done = true
    })
    await vi.advanceTimersByTimeAsync(DISCONNECT_TIMEOUT_MS - 1)
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await disconnecting
    expect(kit.config.stores.connection.getState().namespaces.eip155?.status).toBe('disconnected')
  })
})

describe('signOutSiwx', () => {
  it('not required: revokes, stays connected, not asked to sign in again', async () => {
    const kit = await signedIn()
    await signOutSiwx(kit.config)
    expect(kit.siwx.sessions).toEqual([])
    expect(kit.config.stores.connection.getState().namespaces.eip155?.status).toBe('connected')
    expect(kit.config.stores.siwx.getState().namespaces.eip155).toMatchObject({
      status: 'none',
      dismissed: true,
    })
    expect(kit.config.stores.modal.getState().open).toBe(false)
  })

  it('required: disconnects (which revokes once)', async () => {
    const kit = await signedIn({ required: true })
    await signOutSiwx(kit.config)
    expect(kit.siwx.count('revokeSession')).toBe(1)
    expect(kit.config.stores.connection.getState().namespaces.eip155?.status).toBe('disconnected')
  })

  it('required, signOutOnDisconnect false: revokes, then disconnects', async () => {
    const kit = await signedIn({ required: true, signOutOnDisconnect: false })
    await signOutSiwx(kit.config)
    expect(kit.siwx.count('revokeSession')).toBe(1)
    expect(kit.siwx.sessions).toEqual([])
    expect(kit.config.stores.connection.getState().namespaces.eip155?.status).toBe('disconnected')
  })
})
