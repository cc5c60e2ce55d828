import {
  ConnectorNotFoundError,
  closeModal,
  connect,
  defineNetwork,
  disconnect,
  memoryStorage,
  type PorticoConfig,
  startConfig,
  switchNetwork,
} from '@portico/core'
import {
  compilePorticoToken,
  DEV_ACCOUNTS,
  type DevnetToken,
  deployTokens,
  startTestAnvil,
  type TestAnvil,
} from '@portico/devnet'
import { evmAdapter } from '@portico/evm'
import { createTestConfig } from '@portico/test-utils/createTestConfig'
import { announceTestWallet, createMemoryStorage, createTestWallet } from '@portico/test-wallet'
import * as wagmi3 from '@wagmi/core'
import * as wagmi2 from '@wagmi/core-v2'
import { type Abi, type Chain, defineChain, erc20Abi, http, verifyMessage } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { porticoConnector } from './porticoConnector.ts'

// The test wallet's EIP-6963 id: a real wallet signing with anvil's first dev key.
const TEST_WALLET_ID = 'dev.portico.testwallet'
const [holder, recipient] = DEV_ACCOUNTS as unknown as [
  (typeof DEV_ACCOUNTS)[number],
  (typeof DEV_ACCOUNTS)[number],
]

// wagmi 2 and 3 have the same actions under the same names for what this file does; the
// bridge has no runtime import of @wagmi/core, so each major runs the same tests.
const majors = [
  ['wagmi 3', wagmi3],
  ['wagmi 2', wagmi2 as unknown as typeof wagmi3],
] as const

let anvils: [TestAnvil, TestAnvil]
let chains: [Chain, Chain]
let token: DevnetToken

beforeAll(async () => {
  anvils = await Promise.all([
    startTestAnvil({ chainId: 31337 }),
    startTestAnvil({ chainId: 31338 }),
  ])
  chains = anvils.map(({ chainId, rpcUrl }) =>
    defineChain({
      id: chainId,
      name: `Portico Local ${chainId}`,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [rpcUrl] } },
      testnet: true,
    }),
  ) as unknown as [Chain, Chain]
  const { artifact } = await compilePorticoToken()
  const [first] = await deployTokens({ chainId: 31337, rpcUrl: anvils[0].rpcUrl, artifact })
  token = first as DevnetToken
}, 120_000)

afterAll(async () => {
  await Promise.all(anvils.map((anvil) => anvil?.stop()))
})

let cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.reverse()) cleanup()
  cleanups = []
  vi.restoreAllMocks()
})

/** The dApp's side: a started Portico config with the EVM adapter, and the test wallet. */
function startPortico(
  storage = memoryStorage(),
  walletStorage = createMemoryStorage(),
): PorticoConfig {
  const wallet = createTestWallet({
    privateKey: holder.privateKey,
    chains: anvils.map(({ chainId, rpcUrl }) => ({ id: chainId, rpcUrl })),
    storage: walletStorage,
  })
  cleanups.push(announceTestWallet(wallet))
  const portico = createTestConfig({
    networks: chains.map((chain) => defineNetwork(chain)) as never,
    adapters: [evmAdapter()],
    storage,
  })
  cleanups.push(startConfig(portico))
  return portico
}

function until(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  return vi.waitFor(() => expect(check()).toBe(true), { timeout: timeoutMs, interval: 20 })
}

describe.each(majors)('%s', (_major, wagmi) => {
  function createWagmi(
    portico: PorticoConfig,
    storage = wagmi.createStorage({ storage: wagmi.noopStorage }),
  ) {
    return wagmi.createConfig({
      chains,
      transports: { [chains[0].id]: http(), [chains[1].id]: http() },
      connectors: [porticoConnector(portico)],
      multiInjectedProviderDiscovery: false,
      storage,
    })
  }

  it("behavior: the wallet connected in Portico is wagmi's; wagmi writes a contract and signs through it", async () => {
    const portico = startPortico()
    const config = createWagmi(portico)
    await connect(portico, { connectorId: TEST_WALLET_ID, namespace: 'eip155' })

    expect(wagmi.getAccount(config)).toMatchObject({
      status: 'connected',
      address: holder.address,
      chainId: 31337,
    })
    const read = () =>
      wagmi.readContract(config, {
        abi: erc20Abi,
        address: token.address,
        functionName: 'balanceOf',
        args: [recipient.address],
      })
    const before = await read()
    const hash = await wagmi.writeContract(config, {
      abi: erc20Abi as Abi,
      address: token.address,
      functionName: 'transfer',
      args: [recipient.address, 5n],
    })
    const receipt = await wagmi.waitForTransactionReceipt(config, { hash })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(holder.address.toLowerCase())
    expect(await read()).toBe(before + 5n)

    const signature = await wagmi.signMessage(config, { message: 'Hello from wagmi' })
    expect(
      await verifyMessage({ address: holder.address, message: 'Hello from wagmi', signature }),
    ).toBe(true)
  })

  it('behavior: a network switch on either side shows on both', async () => {
    const portico = startPortico()
    const config = createWagmi(portico)
    await connect(portico, { connectorId: TEST_WALLET_ID, namespace: 'eip155' })

    await wagmi.switchChain(config, { chainId: 31338 })
    expect(portico.stores.network.getState().namespaces.eip155?.caipNetwork?.id).toBe(31338)
    expect(wagmi.getAccount(config).chainId).toBe(31338)

    const first = portico.options.networks[0]
    if (!first) throw new Error('no network')
    await switchNetwork(portico, first)
    await until(() => wagmi.getAccount(config).chainId === 31337)
  })

  it('behavior: a disconnect on either side shows on both', async () => {
    const portico = startPortico()
    const config = createWagmi(portico)
    await connect(portico, { connectorId: TEST_WALLET_ID, namespace: 'eip155' })

    await wagmi.disconnect(config)
    expect(portico.stores.connection.getState().namespaces.eip155?.status).toBe('disconnected')
    expect(wagmi.getAccount(config).status).toBe('disconnected')

    await connect(portico, { connectorId: TEST_WALLET_ID, namespace: 'eip155' })
    await until(() => wagmi.getAccount(config).status === 'connected')
    await disconnect(portico, { namespace: 'eip155' })
    await until(() => wagmi.getAccount(config).status === 'disconnected')
  })

  it('behavior: wagmi connect opens the modal and resolves with the wallet the visitor picks', async () => {
    const portico = startPortico()
    const config = createWagmi(portico)
    const [connector] = config.connectors
    if (!connector) throw new Error('no connector')

    const connecting = wagmi.connect(config, { connector })
    await until(() => portico.stores.modal.getState().open)
    // The visitor picks the test wallet in the modal.
    await connect(portico, { connectorId: TEST_WALLET_ID, namespace: 'eip155' })
    await expect(connecting).resolves.toMatchObject({ accounts: [holder.address], chainId: 31337 })
    expect(wagmi.getAccount(config).address).toBe(holder.address)
  })

  it('bad input: closing the modal rejects wagmi connect as a user rejection (4001)', async () => {
    const portico = startPortico()
    const config = createWagmi(portico)
    const [connector] = config.connectors
    if (!connector) throw new Error('no connector')

    const connecting = wagmi.connect(config, { connector })
    await until(() => portico.stores.modal.getState().open)
    closeModal(portico)
    await expect(connecting).rejects.toMatchObject({ code: 4001 })
    expect(wagmi.getAccount(config).status).toBe('disconnected')
  })

  it('bad input: a walletId the kit does not list names the ids it does', async () => {
    const portico = startPortico()
    const config = createWagmi(portico)
    const [connector] = config.connectors
    if (!connector) throw new Error('no connector')
    await until(() =>
      portico.stores.connectors.getState().connectors.some(({ id }) => id === TEST_WALLET_ID),
    )

    const error = await wagmi
      .connect(config, { connector, walletId: 'io.nosuchwallet' } as never)
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ConnectorNotFoundError)
    expect((error as ConnectorNotFoundError).details).toContain(`'${TEST_WALLET_ID}'`)

    await wagmi.connect(config, { connector, walletId: TEST_WALLET_ID } as never)
    expect(wagmi.getAccount(config).address).toBe(holder.address)
  })

  it('behavior: after a reload wagmi reconnects to the wallet the kit restores', async () => {
    // What survives a reload: the kit's storage, wagmi's, and the wallet's own permission.
    const porticoStorage = memoryStorage()
    const walletStorage = createMemoryStorage()
    const wagmiStorage = wagmi.createStorage({ storage: createKeyValueStorage() })
    const portico = startPortico(porticoStorage, walletStorage)
    const config = createWagmi(portico, wagmiStorage)
    await connect(portico, { connectorId: TEST_WALLET_ID, namespace: 'eip155' })
    await until(() => wagmi.getAccount(config).status === 'connected')

    // The reload: new configs on the same storage.
    for (const cleanup of cleanups.splice(0).reverse()) cleanup()
    const reloaded = startPortico(porticoStorage, walletStorage)
    const reloadedWagmi = createWagmi(reloaded, wagmiStorage)
    await wagmi.reconnect(reloadedWagmi)
    expect(wagmi.getAccount(reloadedWagmi)).toMatchObject({
      status: 'connected',
      address: holder.address,
    })
  })

  it('bad input: chains only one side lists get a warning that names what to change', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const portico = createTestConfig({
      networks: [defineNetwork(chains[0])] as never,
      adapters: [evmAdapter()],
    })
    createWagmi(portico)
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining(
        `Chain ${chains[1].name} (31338) is in wagmi's chains but not in Portico's networks`,
      ),
    )
    expect(warn.mock.calls.join('\n')).toContain('createConfig({ networks })')
  })
})

/** A key-value store kept across the "reload", as localStorage would be. */
function createKeyValueStorage() {
  const values = new Map<string, string>()
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  }
}
