import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import '@portico/test-utils/allowSolanaRpcInHappyDom'
import {
  type AdapterEvent,
  BalanceUnavailableError,
  ChainNotSupportedError,
  ConnectionRejectedError,
  ConnectorNotFoundError,
  InvalidAddressError,
  InvalidRequestParamsError,
  InvalidWalletResponseError,
  MethodNotAllowedError,
  type Network,
  NotConnectedError,
  ProviderRequestError,
  RequestedChainsNotSupportedError,
  UnsupportedNamespaceError,
  UserRejectedRequestError,
} from '@portico/core'
import {
  LOCAL_SOLANA_CAIP_NETWORK_ID,
  type LocalSolana,
  SOLANA_DEV_ACCOUNTS,
  startLocalSolana,
} from '@portico/local-solana'
import {
  createMemoryStorage,
  createTransferTransaction,
  registerSolanaTestWallet,
  type SolanaTestWalletParameters,
} from '@portico/solana-test-wallet'
import {
  address,
  createSolanaRpc,
  getBase58Decoder,
  getBase58Encoder,
  getBase64Encoder,
  getPublicKeyFromAddress,
  getTransactionDecoder,
  type SignatureBytes,
  verifySignature,
} from '@solana/kit'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { solanaAdapter } from './solanaAdapter.ts'
import { registerFakeWallet } from './test/registerFakeWallet.ts'

const TEST_WALLET_ID = 'ws:solana:Portico Solana Test Wallet'
const DEVNET_ID = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const MAINNET_ID = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
// Dev accounts 0 and 1 always exist (@portico/local-solana's constants).
const account0 = SOLANA_DEV_ACCOUNTS[0]!
const account1 = SOLANA_DEV_ACCOUNTS[1]!

let solana: LocalSolana
let local: Network
let devnet: Network
let mainnet: Network

beforeAll(async () => {
  solana = await startLocalSolana({ port: 0 })
  local = toNetwork(LOCAL_SOLANA_CAIP_NETWORK_ID, 'Portico Solana Local', solana.url)
  // Listed for network choice and switching only: nothing is sent to these URLs.
  devnet = toNetwork(DEVNET_ID, 'Solana Devnet', 'http://127.0.0.1:1')
  mainnet = toNetwork(MAINNET_ID, 'Solana', 'http://127.0.0.1:1')
})

afterAll(async () => {
  await solana?.stop()
})

let cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.reverse()) cleanup()
  cleanups = []
  vi.restoreAllMocks()
})

function toNetwork(caipNetworkId: string, name: string, rpcUrl: string): Network {
  return {
    id: caipNetworkId.slice('solana:'.length),
    caipNetworkId: caipNetworkId as Network['caipNetworkId'],
    chainNamespace: 'solana',
    name,
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: [rpcUrl] } },
  }
}

/** The real test wallet (dev account 0 by default), registered through the Wallet Standard. */
function installWallet(options: Partial<SolanaTestWalletParameters> = {}) {
  const installed = registerSolanaTestWallet({
    seedHex: account0.seedHex,
    rpcUrl: solana.url,
    chains: [LOCAL_SOLANA_CAIP_NETWORK_ID, DEVNET_ID],
    storage: createMemoryStorage(),
    ...options,
  })
  cleanups.push(installed.unregister)
  return installed
}

function startAdapter(options: { networks?: readonly Network[] } = {}) {
  const adapter = solanaAdapter()
  const events: AdapterEvent[] = []
  const stop = adapter.setup({
    networks: options.networks ?? [local, devnet, mainnet],
    emit: (event) => events.push(event),
  })
  cleanups.push(stop)
  const eventsOf = <T extends AdapterEvent['type']>(type: T) =>
    events.filter((event): event is Extract<AdapterEvent, { type: T }> => event.type === type)
  return { adapter, events, eventsOf }
}

async function connectedAdapter(options: Partial<SolanaTestWalletParameters> = {}) {
  const installed = installWallet(options)
  const started = startAdapter()
  const connection = await started.adapter.connect({ connectorId: TEST_WALLET_ID })
  return { ...installed, ...started, connection }
}

async function verifyBase58Signature(signer: string, signature: string, message: Uint8Array) {
  const key = await getPublicKeyFromAddress(address(signer))
  const bytes = getBase58Encoder().encode(signature) as SignatureBytes
  return await verifySignature(key, bytes, message)
}

describe('solanaAdapter: discovery', () => {
  it('registered test wallet → ANNOUNCED connector with a stable id, its icon and supported networks', () => {
    installWallet()
    const { adapter, eventsOf } = startAdapter()
    expect(adapter.getConnectors()).toEqual([
      {
        id: TEST_WALLET_ID,
        name: 'Portico Solana Test Wallet',
        type: 'ANNOUNCED',
        chain: 'solana',
        chains: [local, devnet],
        imageUrl: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
        info: { icon: expect.stringMatching(/^data:image\//) },
      },
    ])
    expect(eventsOf('connectors').at(-1)).toEqual({
      type: 'connectors',
      namespace: 'solana',
      connectors: adapter.getConnectors(),
    })
  })

  it('wallet registered after setup → a new connectors event; unregistered → removed', () => {
    const { adapter, eventsOf } = startAdapter()
    expect(eventsOf('connectors')).toEqual([
      { type: 'connectors', namespace: 'solana', connectors: [] },
    ])
    const { unregister } = installWallet()
    expect(adapter.getConnectors().map((connector) => connector.id)).toEqual([TEST_WALLET_ID])
    unregister()
    expect(adapter.getConnectors()).toEqual([])
    expect(eventsOf('connectors')).toHaveLength(3)
  })

  it('wallets without a solana: chain or without standard:events are not listed', () => {
    registerFakeWallet({
      name: 'Bitcoin Only',
      chains: ['bip122:0f9188f13cb7b2c71f2a335e3a4fc328'],
    })
    registerFakeWallet({
      name: 'No Events',
      features: {
        'standard:connect': { version: '1.0.0', connect: async () => ({ accounts: [] }) },
      },
    })
    const { adapter } = startAdapter()
    expect(adapter.getConnectors()).toEqual([])
  })

  it('icon that is neither data:image/ nor https: → dropped with console.warn', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { unregister } = registerFakeWallet({
      name: 'Sneaky',
      icon: 'javascript:alert(1)' as `data:image/svg+xml;base64,${string}`,
    })
    cleanups.push(unregister)
    const { adapter } = startAdapter()
    expect(adapter.getConnectors()).toEqual([])
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/icon must be a data:image\/ or https:/),
    )
  })

  it('a second wallet with a listed name → ignored with console.warn', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    installWallet()
    installWallet()
    const { adapter } = startAdapter()
    expect(adapter.getConnectors()).toHaveLength(1)
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/second Wallet Standard wallet/))
  })

  it('a hostile wallet (throwing getters) → dropped, discovery goes on', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const hostile = registerFakeWallet({ name: 'Hostile' })
    Object.defineProperty(hostile.wallet, 'name', {
      get() {
        throw new Error('boom')
      },
    })
    cleanups.push(hostile.unregister)
    installWallet()
    const { adapter } = startAdapter()
    expect(adapter.getConnectors().map((connector) => connector.id)).toEqual([TEST_WALLET_ID])
    expect(warn).toHaveBeenCalled()
  })
})

describe('solanaAdapter: connect', () => {
  it('default: the dev account on the first network the wallet supports', async () => {
    const { connection } = await connectedAdapter()
    expect(connection).toEqual({
      connectorId: TEST_WALLET_ID,
      accounts: [{ address: account0.address, namespace: 'solana' }],
      chainId: local.id,
    })
  })

  it('parameters: network the wallet supports → that network', async () => {
    installWallet()
    const { adapter } = startAdapter()
    const connection = await adapter.connect({ connectorId: TEST_WALLET_ID, network: devnet })
    expect(connection.chainId).toBe(devnet.id)
  })

  it('parameters: network the wallet lacks → the first one it supports', async () => {
    installWallet()
    const { adapter } = startAdapter()
    const connection = await adapter.connect({ connectorId: TEST_WALLET_ID, network: mainnet })
    expect(connection.chainId).toBe(local.id)
  })

  it('wallet supports none of the dApp networks → RequestedChainsNotSupportedError, wallet not left authorised', async () => {
    const { controls } = installWallet({ chains: [MAINNET_ID] })
    const { adapter } = startAdapter({ networks: [local, devnet] })
    await expect(adapter.connect({ connectorId: TEST_WALLET_ID })).rejects.toBeInstanceOf(
      RequestedChainsNotSupportedError,
    )
    expect(controls.authorized).toBe(false)
  })

  it('behavior: the visitor declines → ConnectionRejectedError', async () => {
    const { controls } = installWallet()
    const { adapter } = startAdapter()
    controls.rejectNext()
    await expect(adapter.connect({ connectorId: TEST_WALLET_ID })).rejects.toBeInstanceOf(
      ConnectionRejectedError,
    )
  })

  it('fault: a non-base58 address → InvalidWalletResponseError', async () => {
    const { controls } = installWallet()
    const { adapter } = startAdapter()
    controls.setFault('non-base58-address')
    const error = await adapter.connect({ connectorId: TEST_WALLET_ID }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(InvalidWalletResponseError)
    expect(error).toMatchObject({
      message: 'The wallet answered with an invalid response',
      details: expect.stringMatching(/not a Solana address/),
    })
  })

  it('fault: base58 that does not decode to 32 bytes → InvalidWalletResponseError', async () => {
    // No real wallet answers this; a fake one does (33 bytes, still 44-45 base58 characters).
    const tooLong = getBase58Decoder().decode(new Uint8Array(33).fill(7))
    const { unregister } = registerFakeWallet({
      name: 'Long Key',
      features: {
        'standard:connect': {
          version: '1.0.0',
          connect: async () => ({ accounts: [{ address: tooLong, chains: [DEVNET_ID] }] }),
        },
        'standard:events': { version: '1.0.0', on: () => () => {} },
      },
    })
    cleanups.push(unregister)
    const { adapter } = startAdapter()
    await expect(adapter.connect({ connectorId: 'ws:solana:Long Key' })).rejects.toBeInstanceOf(
      InvalidWalletResponseError,
    )
  })

  it('fault: the wallet fails with a non-4001 error → ProviderRequestError with its code', async () => {
    // Faked: the test wallet never fails a connect on its own.
    const { unregister } = registerFakeWallet({
      name: 'Locked',
      features: {
        'standard:connect': {
          version: '1.0.0',
          connect: () => Promise.reject({ code: -32603, message: 'Wallet is locked' }),
        },
        'standard:events': { version: '1.0.0', on: () => () => {} },
      },
    })
    cleanups.push(unregister)
    const { adapter } = startAdapter()
    await expect(adapter.connect({ connectorId: 'ws:solana:Locked' })).rejects.toSatisfy(
      (error) =>
        error instanceof ProviderRequestError &&
        error.code === -32603 &&
        error.message === 'Wallet is locked',
    )
  })

  it('unknown connector → ConnectorNotFoundError; another namespace → UnsupportedNamespaceError', async () => {
    const { adapter } = startAdapter()
    await expect(adapter.connect({ connectorId: 'ws:solana:Nope' })).rejects.toBeInstanceOf(
      ConnectorNotFoundError,
    )
    await expect(
      adapter.connect({ connectorId: TEST_WALLET_ID, namespace: 'eip155' }),
    ).rejects.toBeInstanceOf(UnsupportedNamespaceError)
  })
})

describe('solanaAdapter: reconnect and disconnect', () => {
  /** Connects on `network`, then reloads: a new wallet instance (same storage), a new adapter. */
  async function reloadAfterConnect(network: Network) {
    const walletStorage = createMemoryStorage()
    installWallet({ storage: walletStorage })
    await startAdapter().adapter.connect({ connectorId: TEST_WALLET_ID, network })
    for (const cleanup of cleanups.splice(0).reverse()) cleanup()
    const { controls } = installWallet({ storage: walletStorage, autoApprove: false })
    return { controls, ...startAdapter() }
  }

  it('reconnect after a reload with the network core kept → silent grant on that network', async () => {
    // Local, not devnet, is the dApp's first network the wallet supports: only `network` leads
    // to devnet.
    const { adapter, controls } = await reloadAfterConnect(devnet)
    const connection = await adapter.reconnect({
      connectorId: TEST_WALLET_ID,
      namespace: 'solana',
      network: devnet,
    })
    expect(connection).toEqual({
      connectorId: TEST_WALLET_ID,
      accounts: [{ address: account0.address, namespace: 'solana' }],
      chainId: devnet.id,
    })
    expect(controls.pendingRequests()).toEqual([])
  })

  it('reconnect with a network the wallet does not support → the first dApp network it does', async () => {
    const { adapter, controls } = await reloadAfterConnect(devnet)
    const connection = await adapter.reconnect({
      connectorId: TEST_WALLET_ID,
      namespace: 'solana',
      network: mainnet,
    })
    expect(connection).toEqual({
      connectorId: TEST_WALLET_ID,
      accounts: [{ address: account0.address, namespace: 'solana' }],
      chainId: local.id,
    })
    expect(controls.pendingRequests()).toEqual([])
  })

  it('reconnect without an earlier grant → undefined, no prompt', async () => {
    const { controls } = installWallet({ autoApprove: false })
    const { adapter } = startAdapter()
    await expect(adapter.reconnect({ connectorId: TEST_WALLET_ID })).resolves.toBeUndefined()
    expect(controls.pendingRequests()).toEqual([])
  })

  it('reconnect to an unknown connector → undefined', async () => {
    const { adapter } = startAdapter()
    await expect(adapter.reconnect({ connectorId: TEST_WALLET_ID })).resolves.toBeUndefined()
  })

  it('disconnect: the wallet forgets the site, no accountsChanged echo', async () => {
    const { adapter, controls, eventsOf } = await connectedAdapter()
    await adapter.disconnect({ connectorId: TEST_WALLET_ID })
    expect(controls.authorized).toBe(false)
    expect(eventsOf('accountsChanged')).toEqual([])
    await expect(adapter.reconnect({ connectorId: TEST_WALLET_ID })).resolves.toBeUndefined()
  })

  it('wallet unregistered while connected → disconnect event', async () => {
    const { unregister, eventsOf } = await connectedAdapter()
    unregister()
    expect(eventsOf('disconnect')).toEqual([
      { type: 'disconnect', connectorId: TEST_WALLET_ID, namespace: 'solana' },
    ])
  })
})

describe('solanaAdapter: wallet events', () => {
  it('account change in the wallet → accountsChanged with the new account', async () => {
    const { controls, eventsOf } = await connectedAdapter()
    await controls.changeAccount(account1.seedHex)
    expect(eventsOf('accountsChanged')).toEqual([
      {
        type: 'accountsChanged',
        connectorId: TEST_WALLET_ID,
        namespace: 'solana',
        accounts: [{ address: account1.address, namespace: 'solana' }],
      },
    ])
  })

  it('the wallet disconnects the site → accountsChanged with an empty list', async () => {
    const { controls, adapter, eventsOf } = await connectedAdapter()
    controls.revoke()
    expect(eventsOf('accountsChanged').at(-1)?.accounts).toEqual([])
    await expect(
      adapter.signMessage({ connectorId: TEST_WALLET_ID, address: account0.address, message: 'x' }),
    ).rejects.toBeInstanceOf(NotConnectedError)
  })

  it('a change with a non-base58 address → ignored with console.warn', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { controls, eventsOf } = await connectedAdapter()
    controls.setFault('non-base58-address')
    await controls.changeAccount(account1.seedHex)
    expect(eventsOf('accountsChanged')).toEqual([])
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/invalid account change/),
      expect.any(InvalidWalletResponseError),
    )
  })
})

describe('solanaAdapter: switchNetwork', () => {
  it('a network the wallet supports → chainChanged with its reference; requests go there', async () => {
    const { adapter, eventsOf } = await connectedAdapter()
    await adapter.switchNetwork({ connectorId: TEST_WALLET_ID, network: devnet })
    expect(eventsOf('chainChanged')).toEqual([
      {
        type: 'chainChanged',
        connectorId: TEST_WALLET_ID,
        namespace: 'solana',
        chainId: devnet.id,
      },
    ])
    // The test wallet refuses to sign for a chain it is not asked about correctly: devnet is
    // one of its chains, so signing on it works.
    const transaction = await createTransferTransaction({
      rpcUrl: solana.url,
      from: account0.address,
      to: account1.address,
      lamports: 1n,
    })
    await expect(
      adapter.request?.({
        connectorId: TEST_WALLET_ID,
        method: 'solana_signTransaction',
        params: { transaction },
      }),
    ).resolves.toMatchObject({ transaction: expect.any(String) })
  })

  it('a network the wallet lacks → ChainNotSupportedError, no event', async () => {
    const { adapter, eventsOf } = await connectedAdapter()
    await expect(
      adapter.switchNetwork({ connectorId: TEST_WALLET_ID, network: mainnet }),
    ).rejects.toBeInstanceOf(ChainNotSupportedError)
    expect(eventsOf('chainChanged')).toEqual([])
  })
})

describe('solanaAdapter: signMessage', () => {
  it('default: a base58 Ed25519 signature of the UTF-8 message that verifies', async () => {
    const { adapter } = await connectedAdapter()
    const message = 'Sign in to Portico ✓'
    const signature = await adapter.signMessage({
      connectorId: TEST_WALLET_ID,
      address: account0.address,
      message,
    })
    expect(getBase58Encoder().encode(signature)).toHaveLength(64)
    expect(
      await verifyBase58Signature(account0.address, signature, new TextEncoder().encode(message)),
    ).toBe(true)
  })

  it('fault: a 63-byte signature → InvalidWalletResponseError', async () => {
    const { adapter, controls } = await connectedAdapter()
    controls.setFault('wrong-signature-length')
    const error = await adapter
      .signMessage({ connectorId: TEST_WALLET_ID, address: account0.address, message: 'x' })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(InvalidWalletResponseError)
    expect(error).toMatchObject({ details: expect.stringMatching(/Uint8Array\(63\)/) })
  })

  it('behavior: the visitor declines → UserRejectedRequestError', async () => {
    const { adapter, controls } = await connectedAdapter()
    controls.rejectNext()
    await expect(
      adapter.signMessage({ connectorId: TEST_WALLET_ID, address: account0.address, message: 'x' }),
    ).rejects.toBeInstanceOf(UserRejectedRequestError)
  })

  it('address not a Solana address → InvalidAddressError; not connected → NotConnectedError', async () => {
    const { adapter } = await connectedAdapter()
    await expect(
      adapter.signMessage({ connectorId: TEST_WALLET_ID, address: '0xabc', message: 'x' }),
    ).rejects.toBeInstanceOf(InvalidAddressError)
    await expect(
      adapter.signMessage({ connectorId: TEST_WALLET_ID, address: account1.address, message: 'x' }),
    ).rejects.toBeInstanceOf(NotConnectedError)
  })
})

describe('solanaAdapter: request', () => {
  const request = (
    adapter: ReturnType<typeof startAdapter>['adapter'],
    method: string,
    params?: object,
  ) => adapter.request?.({ connectorId: TEST_WALLET_ID, method, params }) as Promise<unknown>

  it('solana_getAccounts / solana_requestAccounts → [{ pubkey }]', async () => {
    const { adapter } = await connectedAdapter()
    expect(await request(adapter, 'solana_getAccounts')).toEqual([{ pubkey: account0.address }])
    expect(await request(adapter, 'solana_requestAccounts')).toEqual([{ pubkey: account0.address }])
  })

  it('solana_requestAccounts before connect → connects', async () => {
    installWallet()
    const { adapter } = startAdapter()
    expect(await request(adapter, 'solana_requestAccounts')).toEqual([{ pubkey: account0.address }])
    expect(await request(adapter, 'solana_getAccounts')).toEqual([{ pubkey: account0.address }])
  })

  it('solana_signMessage { message: base58, pubkey } → a signature that verifies', async () => {
    const { adapter } = await connectedAdapter()
    const bytes = new TextEncoder().encode('raw bytes')
    const answer = (await request(adapter, 'solana_signMessage', {
      message: getBase58Decoder().decode(bytes),
      pubkey: account0.address,
    })) as { signature: string }
    expect(await verifyBase58Signature(account0.address, answer.signature, bytes)).toBe(true)
  })

  it('solana_signTransaction → the signer signature and the signed transaction', async () => {
    const { adapter } = await connectedAdapter()
    const transaction = await createTransferTransaction({
      rpcUrl: solana.url,
      from: account0.address,
      to: account1.address,
      lamports: 10n,
    })
    const answer = (await request(adapter, 'solana_signTransaction', { transaction })) as {
      signature: string
      transaction: string
    }
    const signed = getTransactionDecoder().decode(getBase64Encoder().encode(answer.transaction))
    const signature = signed.signatures[address(account0.address)] as SignatureBytes
    expect(getBase58Decoder().decode(signature)).toBe(answer.signature)
    expect(
      await verifyBase58Signature(
        account0.address,
        answer.signature,
        Uint8Array.from(signed.messageBytes),
      ),
    ).toBe(true)
  })

  it('solana_signAllTransactions → every transaction signed', async () => {
    const { adapter } = await connectedAdapter()
    const transactions = await Promise.all(
      [1n, 2n].map((lamports) =>
        createTransferTransaction({
          rpcUrl: solana.url,
          from: account0.address,
          to: account1.address,
          lamports,
        }),
      ),
    )
    const answer = (await request(adapter, 'solana_signAllTransactions', { transactions })) as {
      transactions: string[]
    }
    expect(answer.transactions).toHaveLength(2)
    for (const base64 of answer.transactions) {
      const signed = getTransactionDecoder().decode(getBase64Encoder().encode(base64))
      const signature = signed.signatures[address(account0.address)] as SignatureBytes
      const key = await getPublicKeyFromAddress(address(account0.address))
      expect(await verifySignature(key, signature, signed.messageBytes)).toBe(true)
    }
  })

  it('solana_signAndSendTransaction → a real SOL transfer on the local network', async () => {
    const { adapter } = await connectedAdapter()
    const rpc = createSolanaRpc(solana.url)
    const recipient = account1.address
    const before = (await rpc.getBalance(address(recipient)).send()).value
    const transaction = await createTransferTransaction({
      rpcUrl: solana.url,
      from: account0.address,
      to: recipient,
      lamports: 1_234_567n,
    })
    const answer = (await request(adapter, 'solana_signAndSendTransaction', {
      transaction,
      sendOptions: { preflightCommitment: 'confirmed', skipPreflight: false, maxRetries: 2 },
    })) as { signature: string }
    expect(getBase58Encoder().encode(answer.signature)).toHaveLength(64)
    const after = (await rpc.getBalance(address(recipient)).send()).value
    expect(after - before).toBe(1_234_567n)
    const { value } = await rpc.getSignatureStatuses([answer.signature as never]).send()
    expect(value[0]?.err).toBeNull()
  })

  it('preflightCommitment: the legacy values (recent, singleGossip, max) are accepted', async () => {
    const { adapter } = await connectedAdapter()
    for (const preflightCommitment of ['recent', 'singleGossip', 'max']) {
      const transaction = await createTransferTransaction({
        rpcUrl: solana.url,
        from: account0.address,
        to: account1.address,
        lamports: 1_000n + BigInt(preflightCommitment.length),
      })
      await expect(
        request(adapter, 'solana_signAndSendTransaction', {
          transaction,
          sendOptions: { preflightCommitment },
        }),
      ).resolves.toMatchObject({ signature: expect.any(String) })
    }
  })

  it.each([
    ['solana_signMessage', { message: 'abc' }, /pubkey/],
    ['solana_signMessage', { pubkey: 'x' }, /message/],
    ['solana_signMessage', { message: '0OIl', pubkey: 'x' }, /base58/],
    ['solana_signAllTransactions', { transactions: 'AQID' }, /transactions must be an array/],
    ['solana_signTransaction', { transaction: 42 }, /base64 string/],
    ['solana_signTransaction', { transaction: 'AAAA' }, /not a base64 wire transaction/],
    [
      'solana_signAndSendTransaction',
      { transaction: 'AAAA', sendOptions: { preflightCommitment: 'eventually' } },
      /preflightCommitment must be one of processed, confirmed, finalized, recent, single, singleGossip, root, max/,
    ],
  ])('bad params: %s %j → InvalidRequestParamsError', async (method, params, details) => {
    const { adapter, controls } = await connectedAdapter()
    // Anything that reached the wallet would now wait here, in plain sight.
    controls.setAutoApprove(false)
    const error = await request(adapter, method, params).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(InvalidRequestParamsError)
    expect(error).toMatchObject({ message: 'Invalid input', code: -32602, details })
    expect(controls.pendingRequests()).toEqual([])
  })

  it('solana_signMessage for a pubkey that is not connected → InvalidRequestParamsError', async () => {
    const { adapter } = await connectedAdapter()
    await expect(
      request(adapter, 'solana_signMessage', {
        message: '2NEpo7TZRRrLZSi2U',
        pubkey: account1.address,
      }),
    ).rejects.toBeInstanceOf(InvalidRequestParamsError)
  })

  it('unknown method → MethodNotAllowedError (4200), the wallet is not asked', async () => {
    const { adapter } = await connectedAdapter()
    await expect(request(adapter, 'eth_sendTransaction', {})).rejects.toSatisfy(
      (error) =>
        error instanceof MethodNotAllowedError &&
        error.message === 'RPC method not allowed' &&
        error.code === 4200,
    )
  })

  it('behavior: the visitor declines a transaction → UserRejectedRequestError', async () => {
    const { adapter, controls } = await connectedAdapter()
    const transaction = await createTransferTransaction({
      rpcUrl: solana.url,
      from: account0.address,
      to: account1.address,
      lamports: 5n,
    })
    controls.rejectNext()
    await expect(
      request(adapter, 'solana_signAndSendTransaction', { transaction }),
    ).rejects.toBeInstanceOf(UserRejectedRequestError)
  })

  it('not connected → NotConnectedError', async () => {
    installWallet()
    const { adapter } = startAdapter()
    await expect(request(adapter, 'solana_getAccounts')).rejects.toBeInstanceOf(NotConnectedError)
  })

  it('fault: signTransaction answers bytes that are not a transaction → InvalidWalletResponseError', async () => {
    // Faked: the test wallet always answers a real transaction.
    const { unregister } = registerFakeWallet({
      name: 'Garbage',
      features: {
        'standard:connect': {
          version: '1.0.0',
          connect: async () => ({ accounts: [{ address: account0.address, chains: [DEVNET_ID] }] }),
        },
        'standard:events': { version: '1.0.0', on: () => () => {} },
        'solana:signTransaction': {
          version: '1.0.0',
          supportedTransactionVersions: [0],
          signTransaction: async () => [{ signedTransaction: new Uint8Array([1, 2, 3]) }],
        },
      },
    })
    cleanups.push(unregister)
    const { adapter } = startAdapter()
    await adapter.connect({ connectorId: 'ws:solana:Garbage' })
    const transaction = await createTransferTransaction({
      rpcUrl: solana.url,
      from: account0.address,
      to: account1.address,
      lamports: 5n,
    })
    await expect(
      adapter.request?.({
        connectorId: 'ws:solana:Garbage',
        method: 'solana_signTransaction',
        params: { transaction },
      }),
    ).rejects.toBeInstanceOf(InvalidWalletResponseError)
  })
})

describe('solanaAdapter: getBalance', () => {
  it('default: the dev account holds 1000 SOL (lamports, 9 decimals)', async () => {
    const { adapter } = startAdapter()
    const fresh = getBase58Decoder().decode(new Uint8Array(32).fill(9))
    await solana.airdrop(fresh, 3_000_000_000n)
    await expect(adapter.getBalance?.({ address: fresh, network: local })).resolves.toEqual({
      value: 3_000_000_000n,
      decimals: 9,
      symbol: 'SOL',
    })
  })

  it('RPC answers 503 → BalanceUnavailableError', async () => {
    // A real server that fails every call: the fault a node gives when overloaded.
    const server = createServer((request, response) => {
      const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' }
      response.writeHead(request.method === 'OPTIONS' ? 204 : 503, cors).end()
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    cleanups.push(() => server.close())
    const { port } = server.address() as AddressInfo
    const failing = toNetwork(DEVNET_ID, 'Failing', `http://127.0.0.1:${port}`)
    const { adapter } = startAdapter()
    const error = await adapter
      .getBalance?.({ address: account0.address, network: failing })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(BalanceUnavailableError)
    expect(error).toMatchObject({ message: 'Token Balance Unavailable' })
  })

  it('bad address → InvalidAddressError, no RPC call', async () => {
    const { adapter } = startAdapter()
    await expect(
      adapter.getBalance?.({ address: 'not-an-address', network: local }),
    ).rejects.toBeInstanceOf(InvalidAddressError)
  })
})
