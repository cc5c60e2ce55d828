// One WalletConnect session across eip155, solana and bip122, against the local relay and a
// WalletKit wallet holding real keys (EVM, ed25519, secp256k1). No chain is needed: nothing here
// reads a chain, so the EVM network's RPC URL is never called.
import { ed25519 } from '@noble/curves/ed25519'
import {
  type AdapterEvent,
  ChainNotSupportedError,
  defineNetwork,
  InvalidWalletResponseError,
  type Network,
  RequestedChainsNotSupportedError,
} from '@portico/core'
import { DEV_ACCOUNTS } from '@portico/devnet'
import { memoryKeyValueStorage } from '@portico/test-utils/memoryKeyValueStorage'
import { BITCOIN_MAINNET, SOLANA_DEVNET, SOLANA_MAINNET } from '@portico/test-utils/networks'
import { bitcoinKey, solanaKey } from '@portico/test-utils/testKeys'
import { base58 } from '@scure/base'
import { Verifier } from 'bip322-js'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import {
  connectorId,
  connectPair,
  nextStoragePrefix,
  nextUri,
  useHarness,
  waitFor,
} from './test/harness.ts'

const account = privateKeyToAccount(DEV_ACCOUNTS[0]!.privateKey)
const unusedRpcUrl = 'http://127.0.0.1:9'

const evm = defineNetwork({
  id: 31337,
  name: 'Anvil',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [unusedRpcUrl] } },
})
const solanaNetwork = (id: string, name: string) =>
  defineNetwork({
    id,
    chainNamespace: 'solana',
    name,
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: [unusedRpcUrl] } },
  })
const solanaMainnet = solanaNetwork(SOLANA_MAINNET, 'Solana')
const solanaDevnet = solanaNetwork(SOLANA_DEVNET, 'Solana Devnet')
const bitcoin = defineNetwork({
  id: BITCOIN_MAINNET,
  chainNamespace: 'bip122',
  name: 'Bitcoin',
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  rpcUrls: { default: { http: [unusedRpcUrl] } },
})
const networks: Network[] = [evm, solanaMainnet, solanaDevnet, bitcoin]

const harness = useHarness(() => networks)
const { createAdapter } = harness

function createWallet(approveNamespaces?: ('eip155' | 'solana' | 'bip122')[]) {
  return harness.createWallet({
    account,
    chains: { 31337: unusedRpcUrl },
    ...(approveNamespaces ? { approveNamespaces } : {}),
  })
}

const ofType = <T extends AdapterEvent['type']>(events: AdapterEvent[], type: T) =>
  events.filter((event): event is Extract<AdapterEvent, { type: T }> => event.type === type)

describe('walletConnectAdapter: one session, several namespaces', () => {
  it('default: asking solana resolves with Solana; eip155 and bip122 follow as connected', async () => {
    const { adapter, events } = createAdapter()
    expect(adapter.namespace).toBe('eip155')
    expect(adapter.namespaces).toEqual(['eip155', 'solana', 'bip122'])
    const wallet = await createWallet()
    const connection = await connectPair(adapter, wallet, { namespace: 'solana' })
    expect(connection).toEqual({
      connectorId,
      accounts: [{ address: wallet.solana.address, namespace: 'solana' }],
      chainId: SOLANA_MAINNET,
    })
    // Core applies the asked namespace first: the others come after the resolve.
    expect(ofType(events, 'connected')).toEqual([])
    await waitFor(() => ofType(events, 'connected').length === 2)
    expect(ofType(events, 'connected')).toEqual([
      {
        type: 'connected',
        namespace: 'eip155',
        connection: {
          connectorId,
          accounts: [{ address: account.address, namespace: 'eip155' }],
          chainId: 31337,
        },
      },
      {
        type: 'connected',
        namespace: 'bip122',
        connection: {
          connectorId,
          accounts: [
            {
              address: wallet.bitcoin.address,
              namespace: 'bip122',
              type: 'payment',
              publicKey: wallet.bitcoin.publicKey,
              path: "m/84'/0'/0'/0/0",
            },
          ],
          chainId: BITCOIN_MAINNET,
        },
      },
    ])
    // The proposal asked for every configured network of each namespace.
    const [proposal] = wallet.state.proposals
    expect(proposal?.optionalNamespaces.eip155?.chains).toEqual(['eip155:31337'])
    expect(proposal?.optionalNamespaces.solana?.chains).toEqual([
      `solana:${SOLANA_MAINNET}`,
      `solana:${SOLANA_DEVNET}`,
    ])
    expect(proposal?.optionalNamespaces.bip122?.methods).toContain('getAccountAddresses')
    expect(wallet.state.requests).toEqual(['getAccountAddresses'])
  })

  it("addressChecks: eip155's from the start; solana's and bip122's once the session client loads", async () => {
    const { adapter } = createAdapter()
    // Before anything connects: Pay may check an EVM hash, no solana or bip122 account exists.
    expect(Object.keys(adapter.addressChecks ?? {})).toEqual(['eip155'])
    const wallet = await createWallet()
    await connectPair(adapter, wallet, { namespace: 'solana' })
    const checks = adapter.addressChecks ?? {}
    expect(Object.keys(checks).sort()).toEqual(['bip122', 'eip155', 'solana'])
    expect(checks.solana?.parseAddress(wallet.solana.address)).toBe(wallet.solana.address)
    expect(checks.solana?.parseAddress(account.address)).toBeUndefined()
    expect(checks.eip155?.parseAddress(account.address)).toBe(account.address)
    expect(checks.bip122?.parseAddress(wallet.bitcoin.address, bitcoin)).toBe(
      wallet.bitcoin.address,
    )
    expect(checks.bip122?.parseAddress(wallet.solana.address, bitcoin)).toBeUndefined()
  })

  it('parameters: namespaces narrows what one session may span', async () => {
    const { adapter } = createAdapter({ namespaces: ['solana'] })
    expect(adapter.namespaces).toEqual(['eip155', 'solana'])
    const wallet = await createWallet()
    await connectPair(adapter, wallet)
    expect(Object.keys(wallet.state.proposals[0]?.optionalNamespaces ?? {})).toEqual([
      'eip155',
      'solana',
    ])
    // Checks only for the namespaces it serves.
    expect(Object.keys(adapter.addressChecks ?? {}).sort()).toEqual(['eip155', 'solana'])
  })

  it('parameters: network picks the Solana chain to start on', async () => {
    const { adapter, events } = createAdapter()
    const wallet = await createWallet()
    const connection = await connectPair(adapter, wallet, {
      namespace: 'solana',
      network: solanaDevnet,
    })
    expect(connection.chainId).toBe(SOLANA_DEVNET)
    await adapter.signMessage({
      connectorId,
      namespace: 'solana',
      address: wallet.solana.address,
      message: 'on devnet',
    })
    expect(wallet.state.requestChains.at(-1)).toBe(`solana:${SOLANA_DEVNET}`)
    expect(ofType(events, 'chainChanged')).toEqual([])
  })

  it('behavior: solana_signMessage gives an ed25519 signature by the address key', async () => {
    const { adapter } = createAdapter()
    const wallet = await createWallet()
    await connectPair(adapter, wallet, { namespace: 'solana' })
    const message = 'Sign in to Portico ✓'
    const signature = await adapter.signMessage({
      connectorId,
      namespace: 'solana',
      address: wallet.solana.address,
      message,
    })
    expect(wallet.state.requestParams.at(-1)).toEqual({
      message: base58.encode(new TextEncoder().encode(message)),
      pubkey: wallet.solana.address,
    })
    const bytes = new TextEncoder().encode(message)
    const publicKey = base58.decode(wallet.solana.address)
    expect(ed25519.verify(base58.decode(signature), bytes, publicKey)).toBe(true)
    expect(ed25519.verify(base58.decode(signature), bytes.slice(1), publicKey)).toBe(false)
  })

  it('behavior: bip122 signMessage gives a BIP-322 signature that verifies', async () => {
    const { adapter } = createAdapter()
    const wallet = await createWallet()
    await connectPair(adapter, wallet, { namespace: 'bip122' })
    const message = 'Sign in to Portico'
    const { address } = wallet.bitcoin
    const signature = await adapter.signMessage({
      connectorId,
      namespace: 'bip122',
      address,
      message,
    })
    expect(wallet.state.requestParams.at(-1)).toEqual({ account: address, address, message })
    expect(Verifier.verifySignature(address, message, signature)).toBe(true)
    expect(Verifier.verifySignature(address, `${message}!`, signature)).toBe(false)
  })

  it('behavior: a signature of the wrong shape is InvalidWalletResponseError', async () => {
    const { adapter } = createAdapter()
    const wallet = await createWallet()
    await connectPair(adapter, wallet, { namespace: 'solana' })
    wallet.state.answers.solana_signMessage = { signature: 'I0Ol-not-base58' }
    wallet.state.answers.signMessage = { address: wallet.bitcoin.address }
    const sign = (namespace: 'solana' | 'bip122', address: string) =>
      adapter.signMessage({ connectorId, namespace, address, message: 'x' })
    await expect(sign('solana', wallet.solana.address)).rejects.toBeInstanceOf(
      InvalidWalletResponseError,
    )
    await expect(sign('bip122', wallet.bitcoin.address)).rejects.toThrow(
      'The wallet answered with an invalid response',
    )
  })

  it('behavior: the wallet approves only eip155 when solana was asked', async () => {
    const { adapter, events } = createAdapter()
    const wallet = await createWallet(['eip155'])
    const connecting = adapter.connect({ connectorId, namespace: 'solana' })
    const failure = expect(connecting).rejects.toBeInstanceOf(RequestedChainsNotSupportedError)
    await wallet.pair(await nextUri(adapter))
    await failure
    await expect(connecting).rejects.toThrow(
      'The connector does not support any of the requested chains',
    )
    expect(adapter.pairing.getState().status).toBe('error')
    // The session it approved is ended on both sides, and core hears of nothing.
    await waitFor(() => Object.keys(wallet.client.getActiveSessions()).length === 0)
    expect(await adapter.reconnect({ connectorId, namespace: 'eip155' })).toBeUndefined()
    expect(events.filter((event) => event.type !== 'connectors')).toEqual([])
  })

  it('behavior: reconnect restores each namespace of the session after a reload', async () => {
    const storage = memoryKeyValueStorage()
    const storagePrefix = nextStoragePrefix()
    const first = createAdapter({ storage, storagePrefix })
    const wallet = await createWallet(['eip155', 'solana'])
    await connectPair(first.adapter, wallet, { namespace: 'solana' })
    await first.adapter.destroy()

    const second = createAdapter({ storage, storagePrefix })
    expect(await second.adapter.reconnect({ connectorId, namespace: 'solana' })).toEqual({
      connectorId,
      accounts: [{ address: wallet.solana.address, namespace: 'solana' }],
      chainId: SOLANA_MAINNET,
    })
    expect(await second.adapter.reconnect({ connectorId, namespace: 'eip155' })).toEqual({
      connectorId,
      accounts: [{ address: account.address, namespace: 'eip155' }],
      chainId: 31337,
    })
    expect(await second.adapter.reconnect({ connectorId, namespace: 'bip122' })).toBeUndefined()
    const signature = await second.adapter.signMessage({
      connectorId,
      namespace: 'solana',
      address: wallet.solana.address,
      message: 'after a reload',
    })
    expect(base58.decode(signature)).toHaveLength(64)
  })

  it('behavior: the Bitcoin account detail survives a reload', async () => {
    const storage = memoryKeyValueStorage()
    const storagePrefix = nextStoragePrefix()
    const first = createAdapter({ storage, storagePrefix })
    const wallet = await createWallet()
    await connectPair(first.adapter, wallet, { namespace: 'bip122' })
    await first.adapter.destroy()

    const second = createAdapter({ storage, storagePrefix })
    const restored = await second.adapter.reconnect({ connectorId, namespace: 'bip122' })
    expect(restored?.accounts).toEqual([
      {
        address: wallet.bitcoin.address,
        namespace: 'bip122',
        type: 'payment',
        publicKey: wallet.bitcoin.publicKey,
        path: "m/84'/0'/0'/0/0",
      },
    ])
    // Restoring asks the wallet nothing (on mobile a request would bring its app forward).
    expect(wallet.state.requests).toEqual(['getAccountAddresses'])
  })

  it('behavior: disconnect ends the session and reports the other namespaces', async () => {
    const { adapter, events } = createAdapter()
    const wallet = await createWallet()
    await connectPair(adapter, wallet, { namespace: 'solana' })
    await waitFor(() => ofType(events, 'connected').length === 2)
    await adapter.disconnect({ connectorId, namespace: 'solana' })
    expect(ofType(events, 'disconnect')).toEqual([
      { type: 'disconnect', connectorId, namespace: 'eip155' },
      { type: 'disconnect', connectorId, namespace: 'bip122' },
    ])
    await waitFor(() => Object.keys(wallet.client.getActiveSessions()).length === 0)
    expect(await adapter.reconnect({ connectorId, namespace: 'eip155' })).toBeUndefined()
  })

  it('behavior: the wallet ends the session: every namespace disconnects', async () => {
    const { adapter, events } = createAdapter()
    const wallet = await createWallet()
    await connectPair(adapter, wallet, { namespace: 'bip122' })
    await waitFor(() => ofType(events, 'connected').length === 2)
    await wallet.disconnectAll()
    await waitFor(() => ofType(events, 'disconnect').length === 3)
    expect(ofType(events, 'disconnect').map((event) => event.namespace)).toEqual([
      'eip155',
      'solana',
      'bip122',
    ])
  })

  it('behavior: the wallet changes Solana accounts and chain', async () => {
    const { adapter, events } = createAdapter()
    const wallet = await createWallet()
    await connectPair(adapter, wallet, { namespace: 'solana' })
    const [topic] = Object.keys(wallet.client.getActiveSessions())
    const other = solanaKey(2).address
    await wallet.client.emitSessionEvent({
      topic: topic!,
      chainId: `solana:${SOLANA_MAINNET}`,
      event: { name: 'accountsChanged', data: [`solana:${SOLANA_MAINNET}:${other}`] },
    })
    await wallet.client.emitSessionEvent({
      topic: topic!,
      chainId: `solana:${SOLANA_MAINNET}`,
      event: { name: 'chainChanged', data: `solana:${SOLANA_DEVNET}` },
    })
    await waitFor(() => ofType(events, 'chainChanged').length > 0)
    expect(ofType(events, 'accountsChanged')).toEqual([
      {
        type: 'accountsChanged',
        connectorId,
        namespace: 'solana',
        accounts: [{ address: other, namespace: 'solana' }],
      },
    ])
    expect(ofType(events, 'chainChanged')).toEqual([
      { type: 'chainChanged', connectorId, namespace: 'solana', chainId: SOLANA_DEVNET },
    ])
  })

  it('behavior: bip122_addressesChanged carries the new Bitcoin address entries', async () => {
    const { adapter, events } = createAdapter()
    const wallet = await createWallet()
    await connectPair(adapter, wallet, { namespace: 'bip122' })
    const [topic] = Object.keys(wallet.client.getActiveSessions())
    const other = bitcoinKey(8)
    await wallet.client.emitSessionEvent({
      topic: topic!,
      chainId: `bip122:${BITCOIN_MAINNET}`,
      event: {
        name: 'bip122_addressesChanged',
        data: [
          { address: other.address, publicKey: other.publicKey, intention: 'payment' },
          { address: 'not an address', intention: 'ordinal' },
        ],
      },
    })
    await waitFor(() => ofType(events, 'accountsChanged').length > 0)
    expect(ofType(events, 'accountsChanged')).toEqual([
      {
        type: 'accountsChanged',
        connectorId,
        namespace: 'bip122',
        accounts: [
          {
            address: other.address,
            namespace: 'bip122',
            type: 'payment',
            publicKey: other.publicKey,
          },
        ],
      },
    ])
  })

  it('behavior: a session update that drops bip122 disconnects it', async () => {
    const { adapter, events } = createAdapter()
    const wallet = await createWallet()
    await connectPair(adapter, wallet, { namespace: 'solana' })
    await waitFor(() => ofType(events, 'connected').length === 2)
    const [session] = Object.values(wallet.client.getActiveSessions())
    const { bip122: _dropped, ...kept } = session!.namespaces
    const { acknowledged } = await wallet.client.updateSession({
      topic: session!.topic,
      namespaces: kept,
    })
    await acknowledged()
    await waitFor(() => ofType(events, 'disconnect').length > 0)
    expect(ofType(events, 'disconnect')).toEqual([
      { type: 'disconnect', connectorId, namespace: 'bip122' },
    ])
    // The provider took the update too (it would have thrown on the dropped namespace).
    expect(await adapter.reconnect({ connectorId, namespace: 'bip122' })).toBeUndefined()
    expect(await adapter.reconnect({ connectorId, namespace: 'solana' })).toMatchObject({
      chainId: SOLANA_MAINNET,
    })
  })

  describe('switchNetwork', () => {
    it('default: a Solana chain of the session becomes the chain of requests', async () => {
      const { adapter, events } = createAdapter()
      const wallet = await createWallet()
      await connectPair(adapter, wallet, { namespace: 'solana' })
      await adapter.switchNetwork({ connectorId, network: solanaDevnet })
      expect(wallet.state.requests).toEqual(['getAccountAddresses'])
      await adapter.signMessage({
        connectorId,
        namespace: 'solana',
        address: wallet.solana.address,
        message: 'x',
      })
      expect(wallet.state.requestChains.at(-1)).toBe(`solana:${SOLANA_DEVNET}`)
      // Core applies the switch itself: no event repeats it.
      expect(ofType(events, 'chainChanged')).toEqual([])
    })

    it('behavior: a Solana chain outside the session is not supported', async () => {
      const { adapter } = createAdapter()
      const wallet = await createWallet()
      await connectPair(adapter, wallet, { namespace: 'solana' })
      const testnet = solanaNetwork('4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z', 'Solana Testnet')
      const switching = adapter.switchNetwork({ connectorId, network: testnet })
      await expect(switching).rejects.toBeInstanceOf(ChainNotSupportedError)
      await expect(switching).rejects.toThrow('Chain is not supported')
      expect(wallet.state.requests).toEqual(['getAccountAddresses'])
    })
  })
})
