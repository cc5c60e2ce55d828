import { OTHER_ADDRESS, TEST_ADDRESS } from '@portico/test-utils/accounts'
import { createTestConfig } from '@portico/test-utils/createTestConfig'
import { solanaNetwork, testnetNetwork } from '@portico/test-utils/networks'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockAdapter } from '../adapters/mock.ts'
import { mockPairingAdapter } from '../adapters/mockPairing.ts'
import { PAIRING_LIFETIME_MS } from '../constants.ts'
import { ModalClosedError, WalletConnectNotFoundError } from '../errors/connection.ts'
import { startConfig } from '../startConfig.ts'
import { storageKeys } from '../storage/storageKeys.ts'
import { closeModal } from './closeModal.ts'
import { connect } from './connect.ts'
import { connectWalletConnect } from './connectWalletConnect.ts'
import { openModal } from './openModal.ts'
import { refreshExpiredPairing } from './refreshExpiredPairing.ts'
import { retryPairing } from './retryPairing.ts'
import { selectWallet } from './selectWallet.ts'

const SOLANA_ADDRESS = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'
const stops: (() => void)[] = []

afterEach(() => {
  for (const stop of stops.splice(0)) stop()
  vi.restoreAllMocks()
})

function setUp({ injected = true }: { injected?: boolean } = {}) {
  let now = 1_000_000
  const walletConnect = mockPairingAdapter({
    sessions: {
      eip155: { address: OTHER_ADDRESS, chainId: testnetNetwork.id },
      solana: { address: SOLANA_ADDRESS, chainId: String(solanaNetwork.id) },
    },
    now: () => now,
  })
  const evm = mockAdapter({ accounts: [TEST_ADDRESS], chainId: testnetNetwork.id })
  const config = createTestConfig({
    networks: [testnetNetwork, solanaNetwork],
    adapters: injected ? [evm, walletConnect] : [walletConnect],
  })
  stops.push(startConfig(config))
  return {
    config,
    evm,
    walletConnect,
    advance: (ms: number) => {
      now += ms
    },
  }
}

describe('adapters that share a namespace', () => {
  it('lists the connectors of both, whichever reports last', () => {
    const { config, evm } = setUp()
    evm.emit.connectors([{ id: 'other', name: 'Other', type: 'ANNOUNCED', chain: 'eip155' }])
    const ids = config.stores.connectors.getState().connectors.map((connector) => connector.id)
    expect(ids).toEqual(['other', 'walletConnect'])
  })

  it('sends each connect to the adapter that lists the connector', async () => {
    const { config, evm, walletConnect } = setUp()
    await connect(config, { connectorId: 'mock' })
    expect(evm.state.calls.connect).toBe(1)
    expect(walletConnect.calls.connect).toBe(0)
  })
})

describe('connectWalletConnect', () => {
  it('connects through the pairing and records the other namespaces of the session', async () => {
    const { config, walletConnect } = setUp()
    await openModal(config)
    const pending = connectWalletConnect(config)
    expect(config.stores.pairing.getState()).toMatchObject({
      status: 'ready',
      uri: expect.stringMatching(/^wc:/),
    })
    walletConnect.approve()
    const connection = await pending
    await Promise.resolve()

    expect(connection.accounts[0]?.address).toBe(OTHER_ADDRESS)
    const { namespaces } = config.stores.connection.getState()
    expect(namespaces.eip155).toMatchObject({ status: 'connected', connectorId: 'walletConnect' })
    expect(namespaces.solana).toMatchObject({ status: 'connected', connectorId: 'walletConnect' })
    expect(config.stores.account.getState().namespaces.solana?.address).toBe(SOLANA_ADDRESS)
    expect(config.storage.get(storageKeys.connectedConnectorId('solana'))).toBe('walletConnect')
    expect(config.stores.modal.getState().open).toBe(false)
  })

  it('joins the connect under way instead of making a second URI', async () => {
    const { config, walletConnect } = setUp()
    const first = connectWalletConnect(config)
    const uri = config.stores.pairing.getState().uri
    const second = connectWalletConnect(config)
    expect(second).toBe(first)
    expect(walletConnect.calls.connect).toBe(1)
    expect(config.stores.pairing.getState().uri).toBe(uri)
    walletConnect.approve()
    await first
  })

  it('does not let a WalletConnect session take a namespace another wallet holds', async () => {
    const solanaWallet = mockAdapter({
      namespace: 'solana',
      accounts: ['9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'],
      chainId: String(solanaNetwork.id),
      connectors: [{ id: 'phantom', name: 'Phantom', type: 'ANNOUNCED', chain: 'solana' }],
    })
    const walletConnect = mockPairingAdapter({
      sessions: {
        eip155: { address: OTHER_ADDRESS, chainId: testnetNetwork.id },
        solana: { address: SOLANA_ADDRESS, chainId: String(solanaNetwork.id) },
      },
      now: Date.now,
    })
    const config = createTestConfig({
      networks: [testnetNetwork, solanaNetwork],
      adapters: [solanaWallet, walletConnect],
    })
    stops.push(startConfig(config))
    await connect(config, { connectorId: 'phantom', namespace: 'solana' })
    const pending = connectWalletConnect(config, { namespace: 'eip155' })
    walletConnect.approve()
    await pending
    await Promise.resolve()
    expect(config.stores.connection.getState().namespaces.solana?.connectorId).toBe('phantom')
    expect(config.stores.account.getState().namespaces.solana?.address).toBe(
      '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin',
    )
  })

  it("ends with 'Modal closed' when the modal closes, and forgets the URI", async () => {
    const { config } = setUp()
    await openModal(config)
    const pending = connectWalletConnect(config)
    closeModal(config)
    await expect(pending).rejects.toBeInstanceOf(ModalClosedError)
    expect(config.stores.pairing.getState().status).toBe('idle')
    expect(config.stores.connection.getState().namespaces.eip155?.status).toBe('disconnected')
  })

  it('rejects with the spec message when no WalletConnect adapter is configured', async () => {
    const config = createTestConfig({ adapters: [mockAdapter({ accounts: [TEST_ADDRESS] })] })
    await expect(connectWalletConnect(config)).rejects.toThrow(WalletConnectNotFoundError)
    await expect(connectWalletConnect(config)).rejects.toThrow('WalletConnectConnector not found')
  })
})

describe('retryPairing', () => {
  it('starts a new connect after the wallet rejected, which can then connect', async () => {
    const { config, walletConnect } = setUp()
    const first = connectWalletConnect(config)
    walletConnect.reject()
    await expect(first).rejects.toThrow('Connection rejected')
    expect(config.stores.pairing.getState().status).toBe('rejected')

    retryPairing(config)
    expect(walletConnect.calls.connect).toBe(2)
    expect(config.stores.pairing.getState().status).toBe('ready')
    walletConnect.approve()
    await vi.waitFor(() =>
      expect(config.stores.connection.getState().namespaces.eip155?.status).toBe('connected'),
    )
  })

  it('makes a fresh URI for the connect under way', () => {
    const { config, walletConnect } = setUp()
    void connectWalletConnect(config)
    const before = config.stores.pairing.getState().uri
    retryPairing(config)
    expect(walletConnect.calls.connect).toBe(1)
    expect(config.stores.pairing.getState().uri).not.toBe(before)
  })
})

describe('refreshExpiredPairing', () => {
  it('leaves a URI with more than 10 s left alone', () => {
    const { config, walletConnect, advance } = setUp()
    void connectWalletConnect(config)
    advance(PAIRING_LIFETIME_MS - 10_001)
    expect(refreshExpiredPairing(config)).toBe(false)
    expect(walletConnect.calls.retry).toBe(0)
  })

  it('replaces a URI with 10 s or less left (spec §4)', () => {
    const { config, walletConnect, advance } = setUp()
    void connectWalletConnect(config)
    const before = config.stores.pairing.getState().uri
    advance(PAIRING_LIFETIME_MS - 10_000)
    expect(refreshExpiredPairing(config)).toBe(true)
    expect(walletConnect.calls.retry).toBe(1)
    expect(config.stores.pairing.getState()).toMatchObject({ status: 'ready' })
    expect(config.stores.pairing.getState().uri).not.toBe(before)
  })

  it('keeps the expired state while the page is hidden', () => {
    const { config, walletConnect, advance } = setUp()
    void connectWalletConnect(config)
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
    advance(PAIRING_LIFETIME_MS)
    expect(refreshExpiredPairing(config)).toBe(true)
    expect(walletConnect.calls.retry).toBe(0)
    expect(config.stores.pairing.getState().status).toBe('expired')
  })
})

describe('selectWallet', () => {
  const metamask = {
    id: 'c57ca95b',
    name: 'MetaMask',
    rdns: 'io.metamask',
    mobile_link: 'metamask://',
  }

  it('opens the installed connector of a wallet', () => {
    const { config, evm } = setUp()
    evm.emit.connectors([
      {
        id: 'io.metamask',
        name: 'MetaMask',
        type: 'ANNOUNCED',
        chain: 'eip155',
        info: { rdns: 'io.metamask' },
      },
    ])
    selectWallet(config, metamask)
    expect(config.stores.router.getState()).toMatchObject({
      view: 'ConnectingExternal',
      data: { connector: { id: 'io.metamask' } },
    })
  })

  it('pairs a wallet that is not installed through WalletConnect', () => {
    const { config } = setUp()
    selectWallet(config, metamask)
    expect(config.stores.router.getState()).toMatchObject({
      view: 'ConnectingWalletConnect',
      data: { wallet: metamask },
    })
  })

  it('says how to get the wallet when there is no WalletConnect', () => {
    const config = createTestConfig({ adapters: [mockAdapter({ accounts: [TEST_ADDRESS] })] })
    selectWallet(config, metamask)
    expect(config.stores.router.getState()).toMatchObject({
      view: 'ConnectingExternal',
      data: { wallet: metamask },
    })
  })
})

describe('reconnect with WalletConnect beside an injected wallet', () => {
  it('asks the adapter that owns the stored connector, for each namespace', async () => {
    const first = setUp()
    const pending = connectWalletConnect(first.config)
    first.walletConnect.approve()
    await pending
    await Promise.resolve()

    const walletConnect = mockPairingAdapter({
      sessions: {
        eip155: { address: OTHER_ADDRESS, chainId: testnetNetwork.id },
        solana: { address: SOLANA_ADDRESS, chainId: String(solanaNetwork.id) },
      },
      now: Date.now,
    })
    walletConnect.restorable = true
    const evm = mockAdapter({ accounts: [TEST_ADDRESS], chainId: testnetNetwork.id })
    const config = createTestConfig({
      networks: [testnetNetwork, solanaNetwork],
      adapters: [evm, walletConnect],
      storage: first.config.options.storage,
    })
    stops.push(startConfig(config))
    await vi.waitFor(() => {
      const { namespaces } = config.stores.connection.getState()
      expect(namespaces.eip155?.status).toBe('connected')
      expect(namespaces.solana?.status).toBe('connected')
    })
    expect(evm.state.calls.reconnect).toBe(0)
    expect(walletConnect.calls.reconnect).toBe(2)
    expect(config.stores.account.getState().namespaces.eip155?.address).toBe(OTHER_ADDRESS)
  })
})
