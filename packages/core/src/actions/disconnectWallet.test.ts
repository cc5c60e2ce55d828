import { OTHER_ADDRESS, TEST_ADDRESS } from '@portico/test-utils/accounts'
import { createTestConfig } from '@portico/test-utils/createTestConfig'
import { existingSession, type MemorySiwx, memorySiwx } from '@portico/test-utils/memorySiwx'
import {
  multiWalletAdapter,
  THIRD_ADDRESS,
  WALLET_A,
  WALLET_B,
  WALLET_C,
} from '@portico/test-utils/multiWalletAdapter'
import { testnetNetwork } from '@portico/test-utils/networks'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ALERTS } from '../alerts/alertCatalogue.ts'
import { storageKeys } from '../storage/storageKeys.ts'
import { connect } from './connect.ts'
import { disconnectWallet } from './disconnectWallet.ts'
import { getWalletConnections } from './getWalletConnections.ts'
import { openModal } from './openModal.ts'

/** The given wallets connected in order (the last is the connected one), modal open. */
async function setUp(connectorIds: readonly string[], multiWallet = true, siwx?: MemorySiwx) {
  const adapter = multiWalletAdapter({ chainId: testnetNetwork.id })
  const config = createTestConfig({
    adapters: [adapter],
    features: { multiWallet },
    ...(siwx ? { siwx } : {}),
  })
  config.stores.connectors.setState({ connectors: adapter.getConnectors() })
  for (const connectorId of connectorIds) await connect(config, { connectorId })
  await openModal(config)
  return { adapter, config }
}

const classes = (config: Parameters<typeof getWalletConnections>[0]) =>
  getWalletConnections(config).map(({ connectorId, class: kind }) => [connectorId, kind])

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('disconnectWallet', () => {
  it('default: an active wallet is disconnected and dropped; the connected one stays', async () => {
    const { adapter, config } = await setUp([WALLET_A.id, WALLET_B.id])
    await disconnectWallet(config, { connectorId: WALLET_A.id })

    expect(adapter.callsFor.disconnect).toEqual([WALLET_A.id])
    expect(adapter.callsFor.reconnect).toEqual([])
    expect(classes(config)).toEqual([[WALLET_B.id, 'connected']])
    expect(config.stores.account.getState().namespaces.eip155?.address).toBe(OTHER_ADDRESS)
    expect(config.storage.get(storageKeys.connections)?.eip155).toEqual([
      expect.objectContaining({ connectorId: WALLET_B.id }),
    ])
  })

  it('behavior: the connected wallet goes and the next listed one becomes connected', async () => {
    const { adapter, config } = await setUp([WALLET_A.id, WALLET_B.id])
    await disconnectWallet(config, { connectorId: WALLET_B.id })

    expect(adapter.callsFor.disconnect).toEqual([WALLET_B.id])
    expect(adapter.callsFor.reconnect).toEqual([WALLET_A.id])
    expect(classes(config)).toEqual([[WALLET_A.id, 'connected']])
    expect(config.stores.account.getState().namespaces.eip155?.address).toBe(TEST_ADDRESS)
    expect(config.storage.get(storageKeys.connectedConnectorId('eip155'))).toBe(WALLET_A.id)
    expect(config.stores.modal.getState().open).toBe(true)
  })

  it('behavior: a next wallet that no longer grants access is dropped and the one after is tried', async () => {
    const { adapter, config } = await setUp([WALLET_A.id, WALLET_B.id, WALLET_C.id])
    adapter.revoke(WALLET_A.id)
    await disconnectWallet(config, { connectorId: WALLET_C.id })

    expect(adapter.callsFor.reconnect).toEqual([WALLET_A.id, WALLET_B.id])
    expect(classes(config)).toEqual([[WALLET_B.id, 'connected']])
    expect(config.stores.account.getState().namespaces.eip155?.address).toBe(OTHER_ADDRESS)
  })

  it('behavior: the last wallet resets the namespace and leaves the modal open', async () => {
    const { config } = await setUp([WALLET_C.id])
    await disconnectWallet(config, { connectorId: WALLET_C.id })

    expect(getWalletConnections(config)).toEqual([])
    expect(config.stores.connection.getState().namespaces.eip155).toEqual({
      status: 'disconnected',
    })
    expect(config.stores.account.getState().namespaces.eip155).toEqual({})
    expect(config.storage.get(storageKeys.connectedConnectorId('eip155'))).toBeUndefined()
    expect(config.storage.get(storageKeys.connections)).toEqual({})
    expect(config.stores.modal.getState().open).toBe(true)
  })

  it('behavior: a wallet that fails to disconnect is still dropped', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { adapter, config } = await setUp([WALLET_A.id, WALLET_B.id])
    adapter.setFeatures({ disconnectError: true })
    await disconnectWallet(config, { connectorId: WALLET_A.id })

    expect(classes(config)).toEqual([[WALLET_B.id, 'connected']])
    expect(warn).toHaveBeenCalledWith('[portico] wallet-a failed to disconnect', expect.any(Error))
  })

  it('behavior: a wallet that is not listed is left alone', async () => {
    const { adapter, config } = await setUp([WALLET_A.id])
    await disconnectWallet(config, { connectorId: WALLET_C.id })

    expect(adapter.callsFor.disconnect).toEqual([])
    expect(classes(config)).toEqual([[WALLET_A.id, 'connected']])
  })

  it('behavior: multiWallet off shows the info alert and does nothing else', async () => {
    const { adapter, config } = await setUp([WALLET_A.id], false)
    await disconnectWallet(config, { connectorId: WALLET_A.id })

    expect(config.stores.alerts.getState().alert).toEqual(ALERTS.MULTI_WALLET_NOT_ENABLED)
    expect(adapter.callsFor.disconnect).toEqual([])
    expect(config.stores.connection.getState().namespaces.eip155?.status).toBe('connected')
    expect(config.stores.account.getState().namespaces.eip155?.address).toBe(TEST_ADDRESS)
  })

  it('parameters: namespace names where the wallet is listed', async () => {
    const { adapter, config } = await setUp([WALLET_A.id, WALLET_C.id])
    await disconnectWallet(config, { connectorId: WALLET_A.id, namespace: 'solana' })
    expect(adapter.callsFor.disconnect).toEqual([])

    await disconnectWallet(config, { connectorId: WALLET_A.id, namespace: 'eip155' })
    expect(adapter.callsFor.disconnect).toEqual([WALLET_A.id])
    expect(config.stores.account.getState().namespaces.eip155?.address).toBe(THIRD_ADDRESS)
  })

  describe('with sign-in (SIWX)', () => {
    const SEPOLIA = testnetNetwork.caipNetworkId
    const signedIn = (parameters: { signOutOnDisconnect?: boolean } = {}) =>
      memorySiwx({
        ...parameters,
        sessions: [existingSession(SEPOLIA, TEST_ADDRESS), existingSession(SEPOLIA, OTHER_ADDRESS)],
      })
    const statusOf = (config: Parameters<typeof getWalletConnections>[0]) =>
      config.stores.siwx.getState().namespaces.eip155

    it('behavior: the connected wallet goes → its account signs out; the next one is signed in', async () => {
      const siwx = signedIn()
      const { config } = await setUp([WALLET_A.id, WALLET_B.id], true, siwx)
      await vi.waitFor(() => expect(statusOf(config)?.status).toBe('signedIn'))

      await disconnectWallet(config, { connectorId: WALLET_B.id })
      expect(siwx.calls.filter((call) => call.method === 'revokeSession')).toEqual([
        expect.objectContaining({ args: [SEPOLIA, OTHER_ADDRESS] }),
      ])
      expect(siwx.sessions.map((session) => session.data.accountAddress)).toEqual([TEST_ADDRESS])
      await vi.waitFor(() =>
        expect(statusOf(config)).toMatchObject({ address: TEST_ADDRESS, status: 'signedIn' }),
      )
    })

    it('behavior: an active (not connected) wallet goes → no one signs out', async () => {
      const siwx = signedIn()
      const { config } = await setUp([WALLET_A.id, WALLET_B.id], true, siwx)
      await disconnectWallet(config, { connectorId: WALLET_A.id })
      expect(siwx.count('revokeSession')).toBe(0)
      expect(siwx.sessions).toHaveLength(2)
    })

    it('parameters: signOutOnDisconnect false keeps the session', async () => {
      const siwx = signedIn({ signOutOnDisconnect: false })
      const { config } = await setUp([WALLET_A.id, WALLET_B.id], true, siwx)
      await disconnectWallet(config, { connectorId: WALLET_B.id })
      expect(siwx.count('revokeSession')).toBe(0)
      expect(siwx.sessions).toHaveLength(2)
    })
  })
})
