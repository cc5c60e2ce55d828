import { OTHER_ADDRESS, TEST_ADDRESS } from '@portico/test-utils/accounts'
import { createTestConfig } from '@portico/test-utils/createTestConfig'
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
import { InvalidConnectionStatusError, ProviderRequestError } from '../errors/connection.ts'
import { storageKeys } from '../storage/storageKeys.ts'
import { connect } from './connect.ts'
import { getWalletConnections } from './getWalletConnections.ts'
import { switchWallet } from './switchWallet.ts'

/** Wallets A then B connected (B is the connected one, A active), multi-wallet on by default. */
async function setUp(multiWallet = true) {
  const adapter = multiWalletAdapter({ chainId: testnetNetwork.id })
  const config = createTestConfig({ adapters: [adapter], features: { multiWallet } })
  config.stores.connectors.setState({ connectors: adapter.getConnectors() })
  await connect(config, { connectorId: WALLET_A.id })
  await connect(config, { connectorId: WALLET_B.id })
  const statuses: string[] = []
  config.stores.connection.subscribe((state) => {
    const status = state.namespaces.eip155?.status
    if (status && status !== statuses.at(-1)) statuses.push(status)
  })
  return { adapter, config, statuses }
}

const classes = (config: Parameters<typeof getWalletConnections>[0]) =>
  getWalletConnections(config).map(({ connectorId, class: kind }) => [connectorId, kind])

afterEach(() => {
  vi.restoreAllMocks()
})

describe('switchWallet', () => {
  it('default: an active wallet is reconnected without a prompt and becomes the connected one', async () => {
    const { adapter, config, statuses } = await setUp()
    const connection = await switchWallet(config, { connectorId: WALLET_A.id })

    expect(adapter.callsFor.reconnect).toEqual([WALLET_A.id])
    expect(adapter.callsFor.connect).toEqual([WALLET_A.id, WALLET_B.id])
    expect(statuses).toEqual(['connecting', 'connected'])
    expect(connection?.accounts[0]?.address).toBe(TEST_ADDRESS)
    expect(classes(config)).toEqual([
      [WALLET_A.id, 'connected'],
      [WALLET_B.id, 'active'],
    ])
    expect(config.stores.account.getState().namespaces.eip155).toMatchObject({
      address: TEST_ADDRESS,
      caipAddress: `eip155:${testnetNetwork.id}:${TEST_ADDRESS}`,
      connectedWalletInfo: { name: 'Wallet A' },
    })
    expect(config.storage.get(storageKeys.connectedConnectorId('eip155'))).toBe(WALLET_A.id)
  })

  it('behavior: the connected wallet is a no-op that returns its connection', async () => {
    const { adapter, config, statuses } = await setUp()
    const connection = await switchWallet(config, { connectorId: WALLET_B.id })

    expect(connection?.accounts[0]?.address).toBe(OTHER_ADDRESS)
    expect(adapter.callsFor.reconnect).toEqual([])
    expect(adapter.callsFor.connect).toEqual([WALLET_A.id, WALLET_B.id])
    expect(statuses).toEqual([])
  })

  it('behavior: a disconnected wallet gets a full connect and joins the list', async () => {
    const { adapter, config } = await setUp()
    const connection = await switchWallet(config, { connectorId: WALLET_C.id })

    expect(adapter.callsFor.connect).toEqual([WALLET_A.id, WALLET_B.id, WALLET_C.id])
    expect(adapter.callsFor.reconnect).toEqual([])
    expect(connection?.accounts[0]?.address).toBe(THIRD_ADDRESS)
    expect(classes(config)).toEqual([
      [WALLET_A.id, 'active'],
      [WALLET_B.id, 'active'],
      [WALLET_C.id, 'connected'],
    ])
  })

  it('behavior: an active wallet that no longer grants access is dropped, then asked again', async () => {
    const { adapter, config } = await setUp()
    adapter.revoke(WALLET_A.id)
    const connection = await switchWallet(config, { connectorId: WALLET_A.id })

    expect(adapter.callsFor.reconnect).toEqual([WALLET_A.id])
    expect(adapter.callsFor.connect).toEqual([WALLET_A.id, WALLET_B.id, WALLET_A.id])
    expect(connection?.accounts[0]?.address).toBe(TEST_ADDRESS)
    // Dropped, then listed again at the end by the new connect.
    expect(classes(config)).toEqual([
      [WALLET_B.id, 'active'],
      [WALLET_A.id, 'connected'],
    ])
  })

  it('behavior: a reconnect error restores the connected wallet and rejects with it', async () => {
    const { adapter, config, statuses } = await setUp()
    adapter.setFeatures({ reconnectError: true })

    await expect(switchWallet(config, { connectorId: WALLET_A.id })).rejects.toThrow(
      ProviderRequestError,
    )
    expect(statuses).toEqual(['connecting', 'connected'])
    expect(classes(config)).toEqual([
      [WALLET_A.id, 'active'],
      [WALLET_B.id, 'connected'],
    ])
    expect(config.stores.account.getState().namespaces.eip155?.address).toBe(OTHER_ADDRESS)
  })

  it("behavior: a second switch while the first still connects → 'Invalid connection status', the first wins", async () => {
    const { adapter, config } = await setUp()
    const first = switchWallet(config, { connectorId: WALLET_A.id })
    const second = switchWallet(config, { connectorId: WALLET_C.id })

    await expect(second).rejects.toBeInstanceOf(InvalidConnectionStatusError)
    await expect(second).rejects.toThrow('Invalid connection status')
    expect((await first)?.connectorId).toBe(WALLET_A.id)
    // Wallet C was never asked; A is the connected one, B still listed.
    expect(adapter.callsFor.connect).toEqual([WALLET_A.id, WALLET_B.id])
    expect(classes(config)).toEqual([
      [WALLET_A.id, 'connected'],
      [WALLET_B.id, 'active'],
    ])
  })

  it('parameters: namespace picks the namespace the wallet is switched in', async () => {
    const { adapter, config } = await setUp()
    await switchWallet(config, { connectorId: WALLET_A.id, namespace: 'eip155' })

    expect(adapter.callsFor.reconnect).toEqual([WALLET_A.id])
    expect(config.stores.connection.getState().activeNamespace).toBe('eip155')
  })

  it('behavior: multiWallet off shows the info alert and does nothing else', async () => {
    const { adapter, config, statuses } = await setUp(false)
    const connection = await switchWallet(config, { connectorId: WALLET_A.id })

    expect(connection).toBeUndefined()
    expect(config.stores.alerts.getState().alert).toEqual(ALERTS.MULTI_WALLET_NOT_ENABLED)
    expect(adapter.callsFor.reconnect).toEqual([])
    expect(adapter.callsFor.connect).toEqual([WALLET_A.id, WALLET_B.id])
    expect(statuses).toEqual([])
    expect(config.stores.connection.getState().namespaces.eip155?.connectorId).toBe(WALLET_B.id)
  })
})
