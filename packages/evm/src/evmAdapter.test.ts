import {
  type AdapterEvent,
  ChainNotSupportedError,
  ConnectionRejectedError,
  ConnectorNotFoundError,
  InvalidWalletResponseError,
  type Network,
  ProviderRequestError,
  UserRejectedRequestError,
} from '@portico/core'
import { DEV_ACCOUNTS, startTestAnvil, type TestAnvil } from '@portico/devnet'
import {
  announceTestWallet,
  createMemoryStorage,
  createTestWallet,
  type TestWalletProvider,
  type TestWalletStorage,
} from '@portico/test-wallet'
import { verifyMessage } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { evmAdapter } from './evmAdapter.ts'
import { announceWallet } from './test/announceWallet.ts'
import { createFaultProvider, providerError } from './test/faultProvider.ts'

const TEST_WALLET_ID = 'dev.portico.testwallet'

let anvil: TestAnvil
let anvil2: TestAnvil
let local: Network
let local2: Network

beforeAll(async () => {
  ;[anvil, anvil2] = await Promise.all([
    startTestAnvil({ chainId: 31337 }),
    startTestAnvil({ chainId: 31338 }),
  ])
  local = toNetwork(anvil, 'Portico Local')
  local2 = toNetwork(anvil2, 'Portico Local 2')
})

afterAll(async () => {
  await Promise.all([anvil?.stop(), anvil2?.stop()])
})

let cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.reverse()) cleanup()
  cleanups = []
  delete (window as { ethereum?: unknown }).ethereum
  vi.restoreAllMocks()
})

function toNetwork({ chainId, rpcUrl }: TestAnvil, name: string): Network {
  return {
    id: chainId,
    caipNetworkId: `eip155:${chainId}`,
    chainNamespace: 'eip155',
    name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  }
}

/** A real test wallet (dev key, real anvil chains) announced by EIP-6963. */
function installWallet(
  options: { chains?: readonly TestAnvil[]; storage?: TestWalletStorage } = {},
): TestWalletProvider {
  const chains = (options.chains ?? [anvil]).map(({ chainId, rpcUrl }) => ({ id: chainId, rpcUrl }))
  const wallet = createTestWallet({
    privateKey: DEV_ACCOUNTS[0].privateKey,
    chains,
    storage: options.storage ?? createMemoryStorage(),
  })
  cleanups.push(announceTestWallet(wallet))
  return wallet
}

function startAdapter() {
  const adapter = evmAdapter()
  const events: AdapterEvent[] = []
  const stop = adapter.setup({ networks: [local, local2], emit: (event) => events.push(event) })
  cleanups.push(stop)
  const eventsOf = <T extends AdapterEvent['type']>(type: T) =>
    events.filter((event): event is Extract<AdapterEvent, { type: T }> => event.type === type)
  return { adapter, events, eventsOf, stop }
}

describe('evmAdapter: discovery', () => {
  it('announced test wallet → ANNOUNCED connector with its rdns, name and icon', () => {
    installWallet()
    const { adapter, eventsOf } = startAdapter()
    const [connector] = adapter.getConnectors()
    expect(connector).toMatchObject({
      id: TEST_WALLET_ID,
      name: 'Portico Test Wallet',
      type: 'ANNOUNCED',
      chain: 'eip155',
      chains: [local, local2],
      info: { rdns: TEST_WALLET_ID, icon: expect.stringMatching(/^data:image\//) },
    })
    expect(eventsOf('connectors').at(-1)).toEqual({
      type: 'connectors',
      namespace: 'eip155',
      connectors: adapter.getConnectors(),
    })
  })

  it('wallet announced after setup → a new connectors event', () => {
    const { adapter, eventsOf } = startAdapter()
    expect(eventsOf('connectors')).toEqual([
      { type: 'connectors', namespace: 'eip155', connectors: [] },
    ])
    installWallet()
    expect(eventsOf('connectors')).toHaveLength(2)
    expect(adapter.getConnectors().map((connector) => connector.id)).toEqual([TEST_WALLET_ID])
  })

  it('window.ethereum alone → INJECTED "Browser Wallet"', () => {
    ;(window as { ethereum?: unknown }).ethereum = createTestWallet({
      privateKey: DEV_ACCOUNTS[0].privateKey,
      chains: [{ id: anvil.chainId, rpcUrl: anvil.rpcUrl }],
      storage: createMemoryStorage(),
    })
    const { adapter } = startAdapter()
    expect(adapter.getConnectors()).toEqual([
      {
        id: 'injected',
        name: 'Browser Wallet',
        type: 'INJECTED',
        chain: 'eip155',
        chains: [local, local2],
      },
    ])
  })

  it('window.ethereum that is the announced wallet → one connector', () => {
    ;(window as { ethereum?: unknown }).ethereum = installWallet()
    const { adapter } = startAdapter()
    expect(adapter.getConnectors().map((connector) => connector.id)).toEqual([TEST_WALLET_ID])
  })

  it('hostile announcement next to a real wallet → warned, the real wallet still listed', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { adapter } = startAdapter()
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: { info: null } }))
    installWallet()
    expect(warn).toHaveBeenCalledOnce()
    expect(adapter.getConnectors().map((connector) => connector.id)).toEqual([TEST_WALLET_ID])
  })

  it('teardown → no connectors, no further events', () => {
    const { adapter, events, stop } = startAdapter()
    stop()
    const count = events.length
    installWallet()
    expect(adapter.getConnectors()).toEqual([])
    expect(events).toHaveLength(count)
  })
})

describe('evmAdapter: connect', () => {
  it('default → checksummed accounts and the decimal chain id', async () => {
    installWallet()
    const { adapter } = startAdapter()
    await expect(adapter.connect({ connectorId: TEST_WALLET_ID })).resolves.toEqual({
      connectorId: TEST_WALLET_ID,
      accounts: [{ address: DEV_ACCOUNTS[0].address, namespace: 'eip155' }],
      chainId: 31337,
    })
  })

  it('behavior: visitor rejects → ConnectionRejectedError', async () => {
    const wallet = installWallet()
    const { adapter } = startAdapter()
    wallet.testControls.reject(true)
    const error = await adapter.connect({ connectorId: TEST_WALLET_ID }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ConnectionRejectedError)
    expect(error).toMatchObject({ message: 'Connection rejected', code: 4001 })
  })

  it('unknown connector → ConnectorNotFoundError', async () => {
    const { adapter } = startAdapter()
    await expect(adapter.connect({ connectorId: 'com.nowhere' })).rejects.toBeInstanceOf(
      ConnectorNotFoundError,
    )
  })

  // Fault doubles from here on: no real wallet answers garbage on demand.
  it.each([
    ['garbage', 'not a list'],
    ['an empty list', []],
    ['a malformed address', ['0x1234']],
  ])(
    'fault double: eth_requestAccounts answers %s → InvalidWalletResponseError',
    async (_, value) => {
      cleanups.push(announceFault({ eth_requestAccounts: value, eth_chainId: '0x7a69' }))
      const { adapter } = startAdapter()
      await expect(adapter.connect({ connectorId: 'com.example.fault' })).rejects.toBeInstanceOf(
        InvalidWalletResponseError,
      )
    },
  )

  it('fault double: eth_chainId answers garbage → InvalidWalletResponseError', async () => {
    cleanups.push(
      announceFault({ eth_requestAccounts: [DEV_ACCOUNTS[0].address], eth_chainId: 'mainnet' }),
    )
    const { adapter } = startAdapter()
    await expect(adapter.connect({ connectorId: 'com.example.fault' })).rejects.toBeInstanceOf(
      InvalidWalletResponseError,
    )
  })

  it('fault double: eth_requestAccounts fails with -32002 → ProviderRequestError with the code', async () => {
    cleanups.push(
      announceFault({
        eth_requestAccounts: () => {
          throw providerError(-32002, 'Request already pending')
        },
      }),
    )
    const { adapter } = startAdapter()
    const error = await adapter.connect({ connectorId: 'com.example.fault' }).catch((e) => e)
    expect(error).toBeInstanceOf(ProviderRequestError)
    expect(error).toMatchObject({ code: -32002, message: 'Request already pending' })
  })
})

describe('evmAdapter: wallet events', () => {
  it('accountsChanged [] → accountsChanged event with [] and listeners removed', async () => {
    const wallet = installWallet({ chains: [anvil, anvil2] })
    const { adapter, eventsOf } = startAdapter()
    await adapter.connect({ connectorId: TEST_WALLET_ID })
    wallet.testControls.emitAccountsChanged([])
    expect(eventsOf('accountsChanged')).toEqual([
      { type: 'accountsChanged', connectorId: TEST_WALLET_ID, namespace: 'eip155', accounts: [] },
    ])
    wallet.testControls.setChain(31338)
    expect(eventsOf('chainChanged')).toEqual([])
  })

  it('chainChanged (hex from the wallet) → decimal chain id', async () => {
    const wallet = installWallet({ chains: [anvil, anvil2] })
    const { adapter, eventsOf } = startAdapter()
    await adapter.connect({ connectorId: TEST_WALLET_ID })
    wallet.testControls.setChain(31338)
    expect(eventsOf('chainChanged')).toEqual([
      { type: 'chainChanged', connectorId: TEST_WALLET_ID, namespace: 'eip155', chainId: 31338 },
    ])
  })

  it('accountsChanged to another account → checksummed ConnectionAccount list', async () => {
    const wallet = installWallet()
    const { adapter, eventsOf } = startAdapter()
    await adapter.connect({ connectorId: TEST_WALLET_ID })
    const other = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    wallet.testControls.emitAccountsChanged([other.toLowerCase() as `0x${string}`])
    expect(eventsOf('accountsChanged').at(-1)?.accounts).toEqual([
      { address: other, namespace: 'eip155' },
    ])
  })

  it('wallet disconnects (4900) → disconnect event', async () => {
    const wallet = installWallet()
    const { adapter, eventsOf } = startAdapter()
    await adapter.connect({ connectorId: TEST_WALLET_ID })
    wallet.testControls.disconnect()
    await vi.waitFor(() =>
      expect(eventsOf('disconnect')).toEqual([
        { type: 'disconnect', connectorId: TEST_WALLET_ID, namespace: 'eip155' },
      ]),
    )
  })

  it('fault double: chainChanged with a bad id → warned and ignored', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const fault = createFaultProvider({
      eth_requestAccounts: [DEV_ACCOUNTS[0].address],
      eth_chainId: '0x7a69',
    })
    cleanups.push(announceWallet({ info: faultInfo, provider: fault }))
    const { adapter, eventsOf } = startAdapter()
    await adapter.connect({ connectorId: 'com.example.fault' })
    fault.emit('chainChanged', 'not-a-chain')
    fault.emit('chainChanged', '0x7a6a')
    expect(eventsOf('chainChanged').map((event) => event.chainId)).toEqual([31338])
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('chainChanged'))
  })

  it('connecting twice keeps one listener set per connector', async () => {
    const fault = createFaultProvider({
      eth_requestAccounts: [DEV_ACCOUNTS[0].address],
      eth_chainId: '0x7a69',
    })
    cleanups.push(announceWallet({ info: faultInfo, provider: fault }))
    const { adapter, eventsOf } = startAdapter()
    await adapter.connect({ connectorId: 'com.example.fault' })
    await adapter.connect({ connectorId: 'com.example.fault' })
    expect(fault.listenerCount('chainChanged')).toBe(1)
    fault.emit('chainChanged', '0x7a6a')
    expect(eventsOf('chainChanged')).toHaveLength(1)
  })

  it('teardown → listeners of connected wallets removed', async () => {
    const fault = createFaultProvider({
      eth_requestAccounts: [DEV_ACCOUNTS[0].address],
      eth_chainId: '0x7a69',
    })
    cleanups.push(announceWallet({ info: faultInfo, provider: fault }))
    const { adapter, stop } = startAdapter()
    await adapter.connect({ connectorId: 'com.example.fault' })
    stop()
    for (const event of ['accountsChanged', 'chainChanged', 'disconnect'])
      expect(fault.listenerCount(event)).toBe(0)
  })
})

describe('evmAdapter: reconnect and disconnect', () => {
  it('wallet that granted access before → restored without a prompt', async () => {
    const storage = createMemoryStorage()
    const first = installWallet({ storage })
    const { adapter: before } = startAdapter()
    await before.connect({ connectorId: TEST_WALLET_ID })
    for (const cleanup of cleanups.splice(0).reverse()) cleanup()

    // "Page reload": a new wallet instance over the same storage, a new adapter.
    const wallet = installWallet({ storage })
    expect(wallet).not.toBe(first)
    wallet.testControls.setAutoApprove(false)
    const { adapter, eventsOf } = startAdapter()
    await expect(adapter.reconnect({ connectorId: TEST_WALLET_ID })).resolves.toEqual({
      connectorId: TEST_WALLET_ID,
      accounts: [{ address: DEV_ACCOUNTS[0].address, namespace: 'eip155' }],
      chainId: 31337,
    })
    expect(wallet.testControls.pendingRequests()).toEqual([])
    // Reconnect also listens: events flow.
    wallet.testControls.emitAccountsChanged([])
    expect(eventsOf('accountsChanged')).toHaveLength(1)
  })

  it('wallet never connected (eth_accounts []) → undefined', async () => {
    installWallet()
    const { adapter } = startAdapter()
    await expect(adapter.reconnect({ connectorId: TEST_WALLET_ID })).resolves.toBeUndefined()
  })

  it('connector not discovered → undefined', async () => {
    const { adapter } = startAdapter()
    await expect(adapter.reconnect({ connectorId: TEST_WALLET_ID })).resolves.toBeUndefined()
  })

  it('fault double: eth_accounts answers garbage → InvalidWalletResponseError', async () => {
    cleanups.push(announceFault({ eth_accounts: { accounts: [DEV_ACCOUNTS[0].address] } }))
    const { adapter } = startAdapter()
    await expect(adapter.reconnect({ connectorId: 'com.example.fault' })).rejects.toBeInstanceOf(
      InvalidWalletResponseError,
    )
  })

  it('fault double: eth_accounts fails with 4100 (unauthorized) → undefined', async () => {
    cleanups.push(
      announceFault({
        eth_accounts: () => {
          throw providerError(4100)
        },
      }),
    )
    const { adapter } = startAdapter()
    await expect(adapter.reconnect({ connectorId: 'com.example.fault' })).resolves.toBeUndefined()
  })

  it('disconnect → permissions revoked, no echo of the wallet’s accountsChanged', async () => {
    const wallet = installWallet()
    const { adapter, eventsOf } = startAdapter()
    await adapter.connect({ connectorId: TEST_WALLET_ID })
    await adapter.disconnect({ connectorId: TEST_WALLET_ID })
    await expect(wallet.request({ method: 'eth_accounts' })).resolves.toEqual([])
    expect(eventsOf('accountsChanged')).toEqual([])
    await expect(adapter.reconnect({ connectorId: TEST_WALLET_ID })).resolves.toBeUndefined()
  })

  it('fault double: wallet without wallet_revokePermissions (4200) → disconnect still resolves', async () => {
    const fault = createFaultProvider({
      eth_requestAccounts: [DEV_ACCOUNTS[0].address],
      eth_chainId: '0x7a69',
    })
    cleanups.push(announceWallet({ info: faultInfo, provider: fault }))
    const { adapter } = startAdapter()
    await adapter.connect({ connectorId: 'com.example.fault' })
    await expect(adapter.disconnect({ connectorId: 'com.example.fault' })).resolves.toBeUndefined()
    expect(fault.calls.at(-1)?.method).toBe('wallet_revokePermissions')
    expect(fault.listenerCount('accountsChanged')).toBe(0)
  })
})

describe('evmAdapter: switchNetwork', () => {
  it('chain the wallet knows → switched (eth_chainId) and chainChanged 31338', async () => {
    const wallet = installWallet({ chains: [anvil, anvil2] })
    const { adapter, eventsOf } = startAdapter()
    await adapter.connect({ connectorId: TEST_WALLET_ID })
    await adapter.switchNetwork({ connectorId: TEST_WALLET_ID, network: local2 })
    await expect(wallet.request({ method: 'eth_chainId' })).resolves.toBe('0x7a6a')
    expect(eventsOf('chainChanged').at(-1)?.chainId).toBe(31338)
  })

  it('chain the wallet does not know → added (4902), switched, and served by its RPC', async () => {
    const wallet = installWallet({ chains: [anvil] })
    const { adapter } = startAdapter()
    await adapter.connect({ connectorId: TEST_WALLET_ID })
    await expect(
      wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] }),
    ).rejects.toMatchObject({ code: 4902 })

    await adapter.switchNetwork({ connectorId: TEST_WALLET_ID, network: local2 })
    await expect(wallet.request({ method: 'eth_chainId' })).resolves.toBe('0x7a6a')
    // Reads now go to the RPC URL we passed in wallet_addEthereumChain: a balance set on anvil2
    // only is what the wallet reports.
    const marked = '0x000000000000000000000000000000000000dEaD'
    await rpc(anvil2.rpcUrl, 'anvil_setBalance', [marked, '0x4d2'])
    await expect(
      wallet.request({ method: 'eth_getBalance', params: [marked, 'latest'] }),
    ).resolves.toBe('0x4d2')
  })

  it('wallet cannot add the chain (no RPC URL) → ChainNotSupportedError with its error as cause', async () => {
    installWallet({ chains: [anvil] })
    const { adapter } = startAdapter()
    await adapter.connect({ connectorId: TEST_WALLET_ID })
    const broken: Network = { ...local2, rpcUrls: { default: { http: [] } } }
    const error = await adapter
      .switchNetwork({ connectorId: TEST_WALLET_ID, network: broken })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ChainNotSupportedError)
    expect(error).toMatchObject({ message: 'Chain is not supported', code: -32602 })
    expect((error as Error).cause).toMatchObject({ code: -32602 })
  })

  it('behavior: visitor rejects the switch → UserRejectedRequestError', async () => {
    const wallet = installWallet({ chains: [anvil, anvil2] })
    const { adapter } = startAdapter()
    await adapter.connect({ connectorId: TEST_WALLET_ID })
    wallet.testControls.reject(true)
    await expect(
      adapter.switchNetwork({ connectorId: TEST_WALLET_ID, network: local2 }),
    ).rejects.toBeInstanceOf(UserRejectedRequestError)
    await expect(wallet.request({ method: 'eth_chainId' })).resolves.toBe('0x7a69')
  })

  it('behavior: visitor rejects adding the chain → UserRejectedRequestError', async () => {
    const wallet = installWallet({ chains: [anvil] })
    const { adapter } = startAdapter()
    await adapter.connect({ connectorId: TEST_WALLET_ID })
    wallet.testControls.reject(true)
    await expect(
      adapter.switchNetwork({ connectorId: TEST_WALLET_ID, network: local2 }),
    ).rejects.toBeInstanceOf(UserRejectedRequestError)
  })

  it.each([5000, 32603, -32603])(
    'fault double: switch fails with %i → add, then switch again',
    async (code) => {
      let switches = 0
      cleanups.push(
        announceFault({
          wallet_switchEthereumChain: () => {
            switches += 1
            if (switches === 1) throw providerError(code)
            return null
          },
          wallet_addEthereumChain: null,
        }),
      )
      const { adapter } = startAdapter()
      await adapter.switchNetwork({ connectorId: 'com.example.fault', network: local2 })
      expect(switches).toBe(2)
    },
  )
})

describe('evmAdapter: signMessage and getBalance', () => {
  it('personal_sign → a signature viem verifies against the dev account', async () => {
    installWallet()
    const { adapter } = startAdapter()
    await adapter.connect({ connectorId: TEST_WALLET_ID })
    const message = 'Sign in to Portico ✓'
    const signature = await adapter.signMessage({
      connectorId: TEST_WALLET_ID,
      address: DEV_ACCOUNTS[0].address,
      message,
    })
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/i)
    await expect(
      verifyMessage({
        address: DEV_ACCOUNTS[0].address,
        message,
        signature: signature as `0x${string}`,
      }),
    ).resolves.toBe(true)
  })

  it('behavior: visitor rejects signing → UserRejectedRequestError', async () => {
    const wallet = installWallet()
    const { adapter } = startAdapter()
    await adapter.connect({ connectorId: TEST_WALLET_ID })
    wallet.testControls.reject(true)
    await expect(
      adapter.signMessage({
        connectorId: TEST_WALLET_ID,
        address: DEV_ACCOUNTS[0].address,
        message: 'x',
      }),
    ).rejects.toBeInstanceOf(UserRejectedRequestError)
  })

  it('getBalance → the dev account balance from the network RPC', async () => {
    const { adapter } = startAdapter()
    await expect(
      adapter.getBalance?.({ address: DEV_ACCOUNTS[0].address, network: local2 }),
    ).resolves.toEqual({
      value: 10_000n * 10n ** 18n,
      decimals: 18,
      symbol: 'ETH',
    })
  })
})

const faultInfo = {
  uuid: 'fault-double',
  name: 'Fault Double',
  icon: 'data:image/svg+xml;base64,PHN2Zy8+',
  rdns: 'com.example.fault',
} as const

/** A direct JSON-RPC call to an anvil, to arrange chain state. */
async function rpc(url: string, method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result?: unknown; error?: unknown }
  if (body.error) throw new Error(`${method} failed: ${JSON.stringify(body.error)}`)
  return body.result
}

/** Announces a FAULT DOUBLE (see createFaultProvider) under rdns com.example.fault. */
function announceFault(answers: Parameters<typeof createFaultProvider>[0]) {
  return announceWallet({ info: faultInfo, provider: createFaultProvider(answers) })
}
