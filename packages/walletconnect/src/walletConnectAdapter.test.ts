import {
  ChainNotSupportedError,
  ConnectionRejectedError,
  defineNetwork,
  ModalClosedError,
  type Network,
  PAIRING_EXPIRY_MARGIN_MS,
  PAIRING_LIFETIME_MS,
  UserRejectedRequestError,
} from '@portico/core'
import { DEV_ACCOUNTS, startTestAnvil, type TestAnvil } from '@portico/devnet'
import { startRelay } from '@portico/relay'
import { memoryKeyValueStorage } from '@portico/test-utils/memoryKeyValueStorage'
import { createPublicClient, type Hex, http, parseEther, verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RelayUnavailableError } from './errors/RelayUnavailableError.ts'
import {
  connectorId,
  connectPair,
  nextStoragePrefix,
  nextUri,
  useHarness,
  waitFor,
} from './test/harness.ts'

const account = privateKeyToAccount(DEV_ACCOUNTS[0]!.privateKey)

let anvils: TestAnvil[] = []
let networks: Network[] = []

beforeAll(async () => {
  anvils = await Promise.all([
    startTestAnvil({ chainId: 31337 }),
    startTestAnvil({ chainId: 31338 }),
  ])
  networks = anvils.map((anvil) =>
    defineNetwork({
      id: anvil.chainId,
      name: `Anvil ${anvil.chainId}`,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [anvil.rpcUrl] } },
    }),
  )
}, 30_000)

afterAll(async () => {
  await Promise.all(anvils.map((anvil) => anvil.stop()))
})

const harness = useHarness(() => networks)
const { createAdapter } = harness

function createWallet(chains: Record<number, string>, approveChains?: number[]) {
  return harness.createWallet({ account, chains, ...(approveChains ? { approveChains } : {}) })
}

describe('walletConnectAdapter', () => {
  it('default: connects through the pairing URI', async () => {
    const { adapter, events } = createAdapter()
    expect(events).toEqual([
      {
        type: 'connectors',
        namespace: 'eip155',
        connectors: [
          { id: connectorId, name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' },
        ],
      },
    ])
    const wallet = await createWallet({ 31337: anvils[0]!.rpcUrl })
    const connecting = adapter.connect({ connectorId })
    const uri = await nextUri(adapter)
    expect(uri).toMatch(/^wc:/)
    expect(adapter.pairing.getState().status).toBe('ready')
    await wallet.pair(uri)
    const connection = await connecting
    expect(connection).toEqual({
      connectorId,
      accounts: [{ address: account.address, namespace: 'eip155' }],
      chainId: 31337,
    })
    expect(adapter.pairing.getState().status).toBe('idle')
  })

  it('behavior: prepare starts the client ahead of a connect, which then uses it', async () => {
    const { adapter } = createAdapter()
    await adapter.pairing.prepare()
    await adapter.pairing.prepare()
    expect(adapter.pairing.getState().status).toBe('idle')
    const wallet = await createWallet({ 31337: anvils[0]!.rpcUrl })
    const connecting = adapter.connect({ connectorId })
    await wallet.pair(await nextUri(adapter))
    expect((await connecting).chainId).toBe(31337)
  })

  it('behavior: prepare against a relay that is down resolves; the connect reports it', async () => {
    const { adapter } = createAdapter({ relayUrl: 'ws://127.0.0.1:9', relayTimeoutMs: 1500 })
    await expect(adapter.pairing.prepare()).resolves.toBeUndefined()
    await expect(adapter.connect({ connectorId })).rejects.toBeInstanceOf(RelayUnavailableError)
  })

  it('parameters: network picks the approved chain to start on', async () => {
    const { adapter, events } = createAdapter()
    const wallet = await createWallet({ 31337: anvils[0]!.rpcUrl, 31338: anvils[1]!.rpcUrl })
    const connection = await connectPair(adapter, wallet, { network: networks[1]! })
    expect(connection.chainId).toBe(31338)
    expect(events.filter((event) => event.type === 'chainChanged')).toEqual([])
    expect(await adapter.request({ method: 'eth_chainId' })).toBe(31338)
  })

  it('behavior: personal_sign gives a signature that verifies', async () => {
    const { adapter } = createAdapter()
    const wallet = await createWallet({ 31337: anvils[0]!.rpcUrl })
    await connectPair(adapter, wallet)
    const message = 'Sign in to Portico'
    const signature = await adapter.signMessage({ connectorId, address: account.address, message })
    expect(
      await verifyMessage({ address: account.address, message, signature: signature as Hex }),
    ).toBe(true)
  })

  it('behavior: eth_sendTransaction is mined on anvil', async () => {
    const { adapter } = createAdapter()
    const wallet = await createWallet({ 31337: anvils[0]!.rpcUrl })
    await connectPair(adapter, wallet)
    const to = DEV_ACCOUNTS[1]!.address
    const hash = await adapter.request<Hex>({
      method: 'eth_sendTransaction',
      params: [{ from: account.address, to, value: `0x${parseEther('1').toString(16)}` }],
    })
    const client = createPublicClient({ transport: http(anvils[0]!.rpcUrl) })
    const receipt = await client.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(account.address.toLowerCase())
    expect(receipt.to?.toLowerCase()).toBe(to.toLowerCase())
  })

  it('behavior: the wallet disconnects', async () => {
    const { adapter, events } = createAdapter()
    const wallet = await createWallet({ 31337: anvils[0]!.rpcUrl })
    await connectPair(adapter, wallet)
    await wallet.disconnectAll()
    await waitFor(() => events.some((event) => event.type === 'disconnect'))
    expect(events.filter((event) => event.type === 'disconnect')).toEqual([
      { type: 'disconnect', connectorId, namespace: 'eip155' },
    ])
  })

  it('behavior: the wallet rejects, then a retry connects', async () => {
    const { adapter } = createAdapter()
    const wallet = await createWallet({ 31337: anvils[0]!.rpcUrl })
    wallet.state.decision = 'reject'
    const rejected = adapter.connect({ connectorId })
    const failure = expect(rejected).rejects.toBeInstanceOf(ConnectionRejectedError)
    await wallet.pair(await nextUri(adapter))
    await failure
    await expect(rejected).rejects.toThrow('Connection rejected')
    expect(adapter.pairing.getState()).toMatchObject({ status: 'rejected' })
    expect(adapter.pairing.getState().error).toBeInstanceOf(ConnectionRejectedError)

    wallet.state.decision = 'approve'
    const connection = await connectPair(adapter, wallet)
    expect(connection.accounts).toEqual([{ address: account.address, namespace: 'eip155' }])
  })

  it('behavior: cancel ends a pending connect with ModalClosedError', async () => {
    const { adapter } = createAdapter()
    const connecting = adapter.connect({ connectorId })
    await nextUri(adapter)
    adapter.pairing.cancel()
    await expect(connecting).rejects.toBeInstanceOf(ModalClosedError)
    await expect(connecting).rejects.toThrow('Modal closed')
    expect(adapter.pairing.getState().status).toBe('idle')
  })

  describe('switchNetwork', () => {
    it('default: the wallet switches to a chain it knows and says so', async () => {
      const { adapter, events } = createAdapter()
      const wallet = await createWallet(
        { 31337: anvils[0]!.rpcUrl, 31338: anvils[1]!.rpcUrl },
        [31337],
      )
      await connectPair(adapter, wallet)
      await adapter.switchNetwork({ connectorId, network: networks[1]! })
      expect(wallet.state.requests).toEqual(['wallet_switchEthereumChain'])
      await waitFor(() =>
        events.some((event) => event.type === 'chainChanged' && event.chainId === 31338),
      )
      expect(events.filter((event) => event.type === 'chainChanged')).toEqual([
        { type: 'chainChanged', connectorId, namespace: 'eip155', chainId: 31338 },
      ])
      // Requests now go to the new chain.
      const hash = await adapter.request<Hex>({
        method: 'eth_sendTransaction',
        params: [{ from: account.address, to: DEV_ACCOUNTS[2]!.address, value: '0x1' }],
      })
      const client = createPublicClient({ transport: http(anvils[1]!.rpcUrl) })
      expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success')
      expect(await client.getChainId()).toBe(31338)
    })

    it('behavior: an unknown chain is added, then switched to', async () => {
      const { adapter, events } = createAdapter()
      const wallet = await createWallet({ 31337: anvils[0]!.rpcUrl })
      await connectPair(adapter, wallet)
      await adapter.switchNetwork({ connectorId, network: networks[1]! })
      expect(wallet.state.requests).toEqual([
        'wallet_switchEthereumChain',
        'wallet_addEthereumChain',
        'wallet_switchEthereumChain',
      ])
      await waitFor(() =>
        events.some((event) => event.type === 'chainChanged' && event.chainId === 31338),
      )
    })

    it('behavior: the wallet cannot add the chain', async () => {
      const { adapter } = createAdapter()
      const wallet = await createWallet({ 31337: anvils[0]!.rpcUrl })
      await connectPair(adapter, wallet)
      wallet.state.failures.wallet_addEthereumChain = { code: -32602, message: 'Bad chain' }
      const switching = adapter.switchNetwork({ connectorId, network: networks[1]! })
      await expect(switching).rejects.toBeInstanceOf(ChainNotSupportedError)
      await expect(switching).rejects.toThrow('Chain is not supported')
    })

    it('behavior: the visitor rejects the switch', async () => {
      const { adapter } = createAdapter()
      const wallet = await createWallet(
        { 31337: anvils[0]!.rpcUrl, 31338: anvils[1]!.rpcUrl },
        [31337],
      )
      await connectPair(adapter, wallet)
      wallet.state.failures.wallet_switchEthereumChain = { code: 4001, message: 'User rejected' }
      await expect(
        adapter.switchNetwork({ connectorId, network: networks[1]! }),
      ).rejects.toBeInstanceOf(UserRejectedRequestError)
    })
  })

  describe('pairing', () => {
    it('behavior: the URI expires 4 min after it was set; retry gives a fresh one', async () => {
      let time = 1_000_000
      const { adapter } = createAdapter({ now: () => time })
      const wallet = await createWallet({ 31337: anvils[0]!.rpcUrl })
      expect(adapter.pairing.getState()).toEqual({ status: 'idle' })
      expect(adapter.pairing.retry()).toBe(false)
      const connecting = adapter.connect({ connectorId })
      const first = await nextUri(adapter)
      const setAt = time
      expect(adapter.pairing.getState()).toEqual({
        status: 'ready',
        uri: first,
        expiresAt: setAt + PAIRING_LIFETIME_MS,
      })
      time = setAt + PAIRING_LIFETIME_MS - PAIRING_EXPIRY_MARGIN_MS - 1
      expect(adapter.pairing.isExpired()).toBe(false)
      expect(adapter.pairing.getState().status).toBe('ready')
      const statuses: string[] = []
      adapter.pairing.subscribe((state) => statuses.push(state.status))
      time += 1 // 4 min − 10 s: exactly the margin remains
      expect(adapter.pairing.isExpired()).toBe(true)
      expect(adapter.pairing.getState()).toMatchObject({ status: 'expired', uri: first })
      expect(statuses).toEqual(['expired'])

      expect(adapter.pairing.retry()).toBe(true)
      const second = await nextUri(adapter, first)
      expect(second).not.toBe(first)
      expect(adapter.pairing.getState()).toEqual({
        status: 'ready',
        uri: second,
        expiresAt: time + PAIRING_LIFETIME_MS,
      })
      expect(adapter.pairing.isExpired()).toBe(false)
      await wallet.pair(second)
      expect((await connecting).accounts).toEqual([
        { address: account.address, namespace: 'eip155' },
      ])
    })

    it('behavior: a relay that is down gives an error within the bound', async () => {
      const down = await startRelay({ port: 0 })
      await down.close()
      const { adapter } = createAdapter({ relayUrl: down.url, relayTimeoutMs: 1_000 })
      const started = Date.now()
      const connecting = adapter.connect({ connectorId })
      expect(adapter.pairing.getState().status).toBe('loading')
      await expect(connecting).rejects.toBeInstanceOf(RelayUnavailableError)
      expect(Date.now() - started).toBeLessThan(3_000)
      expect(adapter.pairing.getState().status).toBe('error')
      expect(adapter.pairing.getState().error).toBeInstanceOf(RelayUnavailableError)
    })

    it('behavior: approving a URI that retry replaced leaves the connect in progress alone', async () => {
      const { adapter, events } = createAdapter()
      const wallet = await createWallet({ 31337: anvils[0]!.rpcUrl })
      const connecting = adapter.connect({ connectorId })
      const first = await nextUri(adapter)
      expect(adapter.pairing.retry()).toBe(true)
      const second = await nextUri(adapter, first)
      await wallet.pair(first)
      await waitFor(() => Object.keys(wallet.client.getActiveSessions()).length === 1)
      // The provider stopped listening to the replaced pairing, so the approval never lands:
      // the pairing still shows the fresh URI and the connect waits for it.
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect(adapter.pairing.getState()).toMatchObject({ status: 'ready', uri: second })
      expect(events.filter((event) => event.type !== 'connectors')).toEqual([])
      expect(await adapter.reconnect({ connectorId })).toBeUndefined()

      await wallet.pair(second)
      await connecting
      const [stray] = Object.keys(wallet.client.getActiveSessions())
      const current = Object.keys(wallet.client.getActiveSessions()).find((t) => t !== stray)
      await adapter.signMessage({ connectorId, address: account.address, message: 'x' })
      expect(wallet.state.requestTopics).toEqual([current])
    })

    it('behavior: a session approved after cancel is ended, not adopted', async () => {
      const { adapter, events } = createAdapter()
      const wallet = await createWallet({ 31337: anvils[0]!.rpcUrl })
      const connecting = adapter.connect({ connectorId })
      const uri = await nextUri(adapter)
      adapter.pairing.cancel()
      await expect(connecting).rejects.toBeInstanceOf(ModalClosedError)
      await wallet.pair(uri)
      await waitFor(() => wallet.state.proposals.length === 1)
      // The wallet's session is ended by the dApp, which stays as it was.
      await waitFor(() => harness.relayLog.some((line) => line.includes('wc_approveSession')))
      await waitFor(() => Object.keys(wallet.client.getActiveSessions()).length === 0)
      expect(adapter.pairing.getState()).toEqual({ status: 'idle' })
      expect(await adapter.reconnect({ connectorId })).toBeUndefined()
      expect(events.filter((event) => event.type !== 'connectors')).toEqual([])
    })
  })

  describe('verify', () => {
    it('default: no verify server is announced', async () => {
      const { adapter } = createAdapter()
      const wallet = await createWallet({ 31337: anvils[0]!.rpcUrl })
      await connectPair(adapter, wallet)
      expect(wallet.state.proposals[0]?.proposer.metadata.verifyUrl).toBeUndefined()
    })

    it('parameters: verify { url } is announced in the proposal metadata', async () => {
      // The URL is never fetched: a Node dApp registers no attestation, and the test wallet
      // resolves none.
      const url = 'http://127.0.0.1:1/verify'
      const { adapter } = createAdapter({ verify: { url } })
      const wallet = await createWallet({ 31337: anvils[0]!.rpcUrl })
      await connectPair(adapter, wallet)
      expect(wallet.state.proposals[0]?.proposer.metadata).toMatchObject({
        name: 'Portico test',
        verifyUrl: url,
      })
    })
  })

  describe('metadata', () => {
    it("default: the proposal carries the kit's metadata option, which core hands to setup", async () => {
      const adapter = harness.createBareAdapter({ metadata: undefined })
      adapter.setup({
        networks,
        emit: () => {},
        metadata: {
          name: 'Kit dApp',
          url: 'https://dapp.example',
          icons: ['https://dapp.example/i.png'],
        },
      })
      const wallet = await createWallet({ 31337: anvils[0]!.rpcUrl })
      await connectPair(adapter, wallet)
      expect(wallet.state.proposals[0]?.proposer.metadata).toMatchObject({
        name: 'Kit dApp',
        description: '',
        url: 'https://dapp.example',
        icons: ['https://dapp.example/i.png'],
      })
    })

    it("parameters: the adapter's own metadata wins over the kit's", async () => {
      const adapter = harness.createBareAdapter()
      adapter.setup({ networks, emit: () => {}, metadata: { name: 'Kit dApp' } })
      const wallet = await createWallet({ 31337: anvils[0]!.rpcUrl })
      await connectPair(adapter, wallet)
      expect(wallet.state.proposals[0]?.proposer.metadata.name).toBe('Portico test')
    })
  })

  it('behavior: a request round-trips after the relay drops every socket', async () => {
    const { adapter } = createAdapter()
    const wallet = await createWallet({ 31337: anvils[0]!.rpcUrl })
    await connectPair(adapter, wallet)
    harness.relayLog.length = 0
    harness.relay.dropConnections()
    // Both clients come back on their own and resubscribe to their topics.
    await waitFor(
      () => harness.relayLog.filter((line) => line.startsWith('irn_batchSubscribe')).length >= 2,
    )
    const message = 'still here after a reconnect'
    const signature = await adapter.signMessage({ connectorId, address: account.address, message })
    expect(
      await verifyMessage({ address: account.address, message, signature: signature as Hex }),
    ).toBe(true)
    expect(harness.relay.stats().clients).toBe(2)
  })

  it('behavior: reconnect restores the stored session after a reload', async () => {
    const storage = memoryKeyValueStorage()
    const storagePrefix = nextStoragePrefix()
    const first = createAdapter({ storage, storagePrefix })
    const wallet = await createWallet({ 31337: anvils[0]!.rpcUrl })
    expect(await first.adapter.reconnect({ connectorId })).toBeUndefined()
    await connectPair(first.adapter, wallet)
    await first.adapter.destroy()

    const second = createAdapter({ storage, storagePrefix })
    expect(await second.adapter.reconnect({ connectorId })).toEqual({
      connectorId,
      accounts: [{ address: account.address, namespace: 'eip155' }],
      chainId: 31337,
    })
    const message = 'after a reload'
    const signature = await second.adapter.signMessage({
      connectorId,
      address: account.address,
      message,
    })
    expect(
      await verifyMessage({ address: account.address, message, signature: signature as Hex }),
    ).toBe(true)
  })

  it('behavior: disconnect ends the session on both sides', async () => {
    const { adapter } = createAdapter()
    const wallet = await createWallet({ 31337: anvils[0]!.rpcUrl })
    await connectPair(adapter, wallet)
    expect(Object.keys(wallet.client.getActiveSessions())).toHaveLength(1)
    await adapter.disconnect({ connectorId })
    await waitFor(() => Object.keys(wallet.client.getActiveSessions()).length === 0)
    expect(await adapter.reconnect({ connectorId })).toBeUndefined()
    await expect(
      adapter.signMessage({ connectorId, address: account.address, message: 'x' }),
    ).rejects.toThrow('Not connected')
  })

  it('behavior: a chain change to an invalid chain id is ignored', async () => {
    const { adapter, events } = createAdapter()
    const wallet = await createWallet({ 31337: anvils[0]!.rpcUrl })
    await connectPair(adapter, wallet)
    const [topic] = Object.keys(wallet.client.getActiveSessions())
    await wallet.client.emitSessionEvent({
      topic: topic!,
      chainId: 'eip155:31337',
      event: { name: 'chainChanged', data: 'not-a-chain' },
    })
    await wallet.client.emitSessionEvent({
      topic: topic!,
      chainId: 'eip155:31337',
      event: { name: 'accountsChanged', data: [`eip155:31337:${account.address}`] },
    })
    // Events arrive in order: once the second is here, the first was handled.
    await waitFor(() => events.some((event) => event.type === 'accountsChanged'))
    expect(events.filter((event) => event.type === 'chainChanged')).toEqual([])
    // Requests still go to the last valid chain.
    expect(await adapter.request({ method: 'eth_chainId' })).toBe(31337)
  })

  it('behavior: the wallet changes accounts', async () => {
    const { adapter, events } = createAdapter()
    const wallet = await createWallet({ 31337: anvils[0]!.rpcUrl })
    await connectPair(adapter, wallet)
    const [topic] = Object.keys(wallet.client.getActiveSessions())
    const other = DEV_ACCOUNTS[1]!.address
    await wallet.client.emitSessionEvent({
      topic: topic!,
      chainId: 'eip155:31337',
      event: { name: 'accountsChanged', data: [`eip155:31337:${other}`] },
    })
    await waitFor(() => events.some((event) => event.type === 'accountsChanged'))
    expect(events.filter((event) => event.type === 'accountsChanged')).toEqual([
      {
        type: 'accountsChanged',
        connectorId,
        namespace: 'eip155',
        accounts: [{ address: other, namespace: 'eip155' }],
      },
    ])
  })
})
