import { OTHER_ADDRESS, TEST_ADDRESS } from '@portico/test-utils/accounts'
import { createTestConfig } from '@portico/test-utils/createTestConfig'
import {
  multiWalletAdapter,
  WALLET_A,
  WALLET_B,
  WALLET_C,
} from '@portico/test-utils/multiWalletAdapter'
import { secondTestnetNetwork, testnetNetwork } from '@portico/test-utils/networks'
import { describe, expect, it } from 'vitest'
import { ALERTS } from '../alerts/alertCatalogue.ts'
import { ConnectionRejectedError } from '../errors/connection.ts'
import { handleAdapterEvent } from '../internal/connection/handleAdapterEvent.ts'
import { memoryStorage } from '../storage/memoryStorage.ts'
import { storageKeys } from '../storage/storageKeys.ts'
import type { StorageBackend } from '../types/storage.ts'
import { connect } from './connect.ts'
import { getWalletConnections } from './getWalletConnections.ts'
import { reconnect } from './reconnect.ts'

function setUp(multiWallet = true, storage: StorageBackend = memoryStorage()) {
  const adapter = multiWalletAdapter({ chainId: testnetNetwork.id })
  const config = createTestConfig({
    adapters: [adapter],
    features: { multiWallet },
    storage,
  })
  config.stores.connectors.setState({ connectors: adapter.getConnectors() })
  adapter.setup({
    networks: config.options.networks,
    emit: (event) => handleAdapterEvent(config, event, adapter),
  })
  return { adapter, config }
}

const account = (address: string) => ({ address, namespace: 'eip155', type: 'eoa' })

describe('getWalletConnections', () => {
  it('default: a second wallet keeps the first; the newest is connected, the other active', async () => {
    const { config } = setUp()
    await connect(config, { connectorId: WALLET_A.id })
    await connect(config, { connectorId: WALLET_B.id })

    expect(getWalletConnections(config)).toEqual([
      {
        namespace: 'eip155',
        connectorId: WALLET_A.id,
        connector: WALLET_A,
        accounts: [account(TEST_ADDRESS)],
        chainId: testnetNetwork.id,
        caipNetwork: testnetNetwork,
        class: 'active',
      },
      {
        namespace: 'eip155',
        connectorId: WALLET_B.id,
        connector: WALLET_B,
        accounts: [account(OTHER_ADDRESS)],
        chainId: testnetNetwork.id,
        caipNetwork: testnetNetwork,
        class: 'connected',
      },
    ])
    expect(config.stores.account.getState().namespaces.eip155?.address).toBe(OTHER_ADDRESS)
    expect(config.storage.get(storageKeys.connectedConnectorId('eip155'))).toBe(WALLET_B.id)
    expect(config.storage.get(storageKeys.connections)).toEqual({
      eip155: [
        { connectorId: WALLET_A.id, chainId: testnetNetwork.id, accounts: [account(TEST_ADDRESS)] },
        {
          connectorId: WALLET_B.id,
          chainId: testnetNetwork.id,
          accounts: [account(OTHER_ADDRESS)],
        },
      ],
    })
    expect(config.stores.alerts.getState().alert).toBeUndefined()
  })

  it('behavior: connecting a listed wallet again updates its entry in place', async () => {
    const { config } = setUp()
    await connect(config, { connectorId: WALLET_A.id })
    await connect(config, { connectorId: WALLET_B.id })
    await connect(config, { connectorId: WALLET_A.id })

    expect(
      getWalletConnections(config).map(({ connectorId, class: kind }) => [connectorId, kind]),
    ).toEqual([
      [WALLET_A.id, 'connected'],
      [WALLET_B.id, 'active'],
    ])
  })

  it('behavior: a rejected connect of a third wallet leaves the list and the connected one', async () => {
    const { adapter, config } = setUp()
    await connect(config, { connectorId: WALLET_A.id })
    adapter.setFeatures({ connectError: true })
    await expect(connect(config, { connectorId: WALLET_B.id })).rejects.toThrow(
      ConnectionRejectedError,
    )

    expect(
      getWalletConnections(config).map(({ connectorId, class: kind }) => [connectorId, kind]),
    ).toEqual([[WALLET_A.id, 'connected']])
  })

  it("behavior: the connected wallet's entry follows its chain changes", async () => {
    const { adapter, config } = setUp()
    await connect(config, { connectorId: WALLET_A.id })
    adapter.emit.chainChanged(secondTestnetNetwork.id)

    const [wallet] = getWalletConnections(config)
    expect(wallet).toMatchObject({
      chainId: secondTestnetNetwork.id,
      caipNetwork: secondTestnetNetwork,
      class: 'connected',
    })
  })

  it('parameters: includeDisconnected adds the known connectors with no connection', async () => {
    const { config } = setUp()
    await connect(config, { connectorId: WALLET_B.id })

    expect(getWalletConnections(config, { includeDisconnected: true })).toEqual([
      expect.objectContaining({ connectorId: WALLET_B.id, class: 'connected' }),
      {
        namespace: 'eip155',
        connectorId: WALLET_A.id,
        connector: WALLET_A,
        accounts: [],
        chainId: undefined,
        caipNetwork: undefined,
        class: 'disconnected',
      },
      expect.objectContaining({ connectorId: WALLET_C.id, class: 'disconnected' }),
    ])
  })

  it('parameters: namespace lists only that namespace', async () => {
    const { config } = setUp()
    await connect(config, { connectorId: WALLET_A.id })

    expect(getWalletConnections(config, { namespace: 'solana' })).toEqual([])
    expect(getWalletConnections(config, { namespace: 'eip155' })).toHaveLength(1)
  })

  it('behavior: after a reload the stored wallets are listed again once one reconnects', async () => {
    const storage = memoryStorage()
    const first = setUp(true, storage)
    await connect(first.config, { connectorId: WALLET_A.id })
    await connect(first.config, { connectorId: WALLET_B.id })

    const { adapter, config } = setUp(true, storage)
    await reconnect(config)

    expect(adapter.callsFor.reconnect).toEqual([WALLET_B.id])
    expect(getWalletConnections(config)).toEqual([
      expect.objectContaining({
        connectorId: WALLET_A.id,
        accounts: [account(TEST_ADDRESS)],
        caipNetwork: testnetNetwork,
        class: 'active',
      }),
      expect.objectContaining({ connectorId: WALLET_B.id, class: 'connected' }),
    ])
  })

  it('behavior: multiWallet off shows the info alert, lists nothing, and a second wallet replaces the first', async () => {
    const { config } = setUp(false)
    await connect(config, { connectorId: WALLET_A.id })
    await connect(config, { connectorId: WALLET_B.id })

    expect(getWalletConnections(config)).toEqual([])
    expect(config.stores.alerts.getState().alert).toEqual(ALERTS.MULTI_WALLET_NOT_ENABLED)
    expect(ALERTS.MULTI_WALLET_NOT_ENABLED).toMatchObject({
      variant: 'info',
      message: 'Multi-wallet not enabled',
    })
    expect(config.stores.connection.getState().connections).toBeUndefined()
    expect(config.storage.get(storageKeys.connections)).toEqual({
      eip155: [
        {
          connectorId: WALLET_B.id,
          chainId: testnetNetwork.id,
          accounts: [account(OTHER_ADDRESS)],
        },
      ],
    })
  })
})
