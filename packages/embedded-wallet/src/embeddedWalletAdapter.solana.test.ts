import '@portico/test-utils/allowSolanaRpcInHappyDom'
import {
  type AdapterEvent,
  connectEmail,
  createConfig,
  getConnectList,
  InvalidWalletResponseError,
  MethodNotAllowedError,
  type Network,
  NotConnectedError,
  startConfig,
  switchActiveChain,
  type TransferCapability,
  type TransferRequest,
  UserRejectedRequestError,
} from '@portico/core'
import {
  LOCAL_SOLANA_CAIP_NETWORK_ID,
  LOCAL_SOLANA_TOKEN,
  type LocalSolana,
  localTokenAccountOf,
  SOLANA_DEV_ACCOUNTS,
  startLocalSolana,
} from '@portico/local-solana'
import { localNetwork } from '@portico/test-utils/networks'
import {
  address,
  createKeyPairFromPrivateKeyBytes,
  createSolanaRpc,
  generateKeyPairSigner,
  getAddressFromPublicKey,
  getBase58Encoder,
  getBase64EncodedWireTransaction,
  getBase64Encoder,
  getCompiledTransactionMessageDecoder,
  getSignatureFromTransaction,
  getTransactionDecoder,
  signBytes,
  signTransaction,
  verifySignature,
} from '@solana/kit'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { EMBEDDED_WALLET_CONNECTOR_ID, embeddedWallet } from './embeddedWalletAdapter.ts'
import type { AppMessage } from './protocol/appEvents.ts'
import { createFrameDouble, type FrameDouble, type FrameHandlers } from './test/frameDouble.ts'
import { type FramePageServer, startFramePageServer } from './test/framePageServer.ts'

// The kit's side of the embedded wallet on Solana (issue #34). The frame is the TEST DOUBLE of
// ./test/frameDouble.ts (the real secure site is the lead's end-to-end test); what it signs, it
// signs here with a real Ed25519 key, as the frame does, and sends to a real local Solana network
// (@portico/local-solana), whose balances are then read exactly.

const connectorId = EMBEDDED_WALLET_CONNECTOR_ID
// The frame's Solana account: dev account 0 (1000 SOL, 1000 PUSD) in the network started here.
const visitor = SOLANA_DEV_ACCOUNTS[0]!
const holder = SOLANA_DEV_ACCOUNTS[1]!
const evmAddress = '0x00000000000000000000000000000000000000a1'
const SOL = { symbol: 'SOL', name: 'Solana', decimals: 9 }
const PUSD = {
  address: LOCAL_SOLANA_TOKEN.mint,
  symbol: LOCAL_SOLANA_TOKEN.symbol,
  name: LOCAL_SOLANA_TOKEN.name,
  decimals: LOCAL_SOLANA_TOKEN.decimals,
}
const FEE_PER_SIGNATURE = 5000n
const TEST_TIMEOUT_MS = 30_000

let server: FramePageServer
let solana: LocalSolana
let rpc: ReturnType<typeof createSolanaRpc>
let local: Network
let visitorKeys: CryptoKeyPair
let double: FrameDouble
let handlers: FrameHandlers
let events: AdapterEvent[]
const stops: (() => void)[] = []

beforeAll(async () => {
  server = await startFramePageServer()
  solana = await startLocalSolana({ port: 0 })
  rpc = createSolanaRpc(solana.url)
  local = {
    id: LOCAL_SOLANA_CAIP_NETWORK_ID.slice('solana:'.length),
    caipNetworkId: LOCAL_SOLANA_CAIP_NETWORK_ID,
    chainNamespace: 'solana',
    name: 'Portico Solana Local',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: [solana.url] } },
  }
  visitorKeys = await createKeyPairFromPrivateKeyBytes(Buffer.from(visitor.seedHex, 'hex'))
  expect(await getAddressFromPublicKey(visitorKeys.publicKey)).toBe(visitor.address)
})
afterAll(async () => {
  await solana?.stop()
  await server?.close()
})

/** The frame's user on a chain: its Solana account on a `solana:` chain, else its EVM one. */
function userOn(chainId: number | string | undefined) {
  if (typeof chainId === 'string' && chainId.startsWith('solana:'))
    return {
      address: visitor.address,
      chainId,
      accounts: [{ address: visitor.address, type: 'eoa' as const }],
      preferredAccountType: 'eoa' as const,
      smartAccountDeployed: false,
      email: 'ada@example.com',
    }
  return { address: evmAddress, chainId: chainId ?? 31337, email: 'ada@example.com' }
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  events = []
  // The frame's chain, as APP_GET_USER and APP_SWITCH_NETWORK move it.
  let frameChain: number | string = 31337
  handlers = {
    APP_SYNC_DAPP_DATA: () => ({ payload: {} }),
    APP_SYNC_THEME: () => ({ payload: {} }),
    APP_IS_CONNECTED: () => ({ payload: { isConnected: true } }),
    APP_GET_USER: ({ chainId }) => {
      if (chainId !== undefined) frameChain = chainId
      return { payload: userOn(frameChain) }
    },
    APP_SWITCH_NETWORK: ({ chainId }) => {
      frameChain = chainId
      return { payload: { chainId } }
    },
    APP_SIGN_OUT: () => ({ payload: {} }),
  }
  double = createFrameDouble({ origin: server.origin, autoReady: true, handlers })
})
afterEach(async () => {
  await double.pagesLoaded()
  for (const stop of stops.splice(0)) stop()
  double.stop()
  vi.restoreAllMocks()
  expect(double.refused).toEqual([])
})

function createAdapter(networks: readonly Network[] = [local]) {
  const adapter = embeddedWallet({ secureSiteUrl: server.url, projectId: 'test-project' })
  stops.push(adapter.setup({ networks, emit: (event) => events.push(event) }))
  events = []
  return adapter
}

async function waitFor(done: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 10_000
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`Still waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

function sent(type: string): AppMessage[] {
  return double.requests.filter((message) => message.type === type)
}

function rpcRequests(method: string): AppMessage<'APP_RPC_REQUEST'>[] {
  return (sent('APP_RPC_REQUEST') as AppMessage<'APP_RPC_REQUEST'>[]).filter(
    (message) => message.payload.method === method,
  )
}

/** Waits for the adapter's `method` request, which the frame double leaves unanswered. */
async function nextRpcRequest(method: string, seen = 0) {
  await waitFor(() => rpcRequests(method).length > seen, method)
  return rpcRequests(method)[seen] as AppMessage<'APP_RPC_REQUEST'>
}

/**
 * What the frame does with `solana_signAndSendTransaction`: signs the transaction it was given
 * with the visitor's key and sends it to the network. Resolves with the signature (base58).
 */
async function signAndSendAsTheFrame(base64: string): Promise<string> {
  const transaction = getTransactionDecoder().decode(getBase64Encoder().encode(base64))
  const signed = await signTransaction([visitorKeys], transaction)
  await rpc
    .sendTransaction(getBase64EncodedWireTransaction(signed), {
      encoding: 'base64',
      preflightCommitment: 'confirmed',
    })
    .send()
  return getSignatureFromTransaction(signed)
}

/** The fee payer (first account) and the programs a base64 transaction's message calls. */
function readTransaction(base64: string) {
  const transaction = getTransactionDecoder().decode(getBase64Encoder().encode(base64))
  const message = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes)
  if (!('instructions' in message)) throw new Error('Not a legacy or v0 message')
  return {
    feePayer: message.staticAccounts[0],
    signers: Object.keys(transaction.signatures),
    programs: message.instructions.map(
      (instruction: { programAddressIndex: number }) =>
        message.staticAccounts[instruction.programAddressIndex],
    ),
  }
}

async function lamportsOf(owner: string): Promise<bigint> {
  return (await rpc.getBalance(address(owner)).send()).value
}

async function pusdOf(owner: string): Promise<bigint> {
  const tokenAccount = await localTokenAccountOf(address(owner))
  const { value } = await rpc.getAccountInfo(tokenAccount, { encoding: 'base64' }).send()
  if (value === null) return 0n
  return BigInt((await rpc.getTokenAccountBalance(tokenAccount).send()).value.amount)
}

async function connectSolana(networks: readonly Network[] = [local]) {
  const adapter = createAdapter(networks)
  const connection = await adapter.connect({ connectorId, namespace: 'solana', network: local })
  const transfers = adapter.transfers as TransferCapability
  const request = (overrides: Partial<TransferRequest> = {}): TransferRequest => ({
    connectorId,
    namespace: 'solana',
    network: local,
    from: visitor.address,
    to: holder.address,
    token: SOL,
    amount: 1n,
    ...overrides,
  })
  return { adapter, connection, transfers, request }
}

describe('connect on the solana namespace', () => {
  it('default: the namespaces; a Solana-only dApp loads the frame on the CAIP-2 id and gets the base58 account', async () => {
    const adapter = createAdapter()
    expect(adapter.namespace).toBe('eip155')
    expect(adapter.namespaces).toEqual(['eip155', 'solana'])
    // Sign-in's account type is the EVM account's: a Solana sign-in sends none (spec §6: eoa).
    const connection = await adapter.connect({
      connectorId,
      namespace: 'solana',
      network: local,
      preferredAccountType: 'eoa',
    })
    expect(new URL(double.iframe().src).searchParams.get('chainId')).toBe(
      LOCAL_SOLANA_CAIP_NETWORK_ID,
    )
    expect(sent('APP_GET_USER').map((message) => message.payload)).toEqual([
      { chainId: LOCAL_SOLANA_CAIP_NETWORK_ID, rpcUrl: solana.url },
    ])
    expect(connection).toEqual({
      connectorId,
      accounts: [{ address: visitor.address, namespace: 'solana', type: 'eoa' }],
      chainId: local.id,
      auth: {
        email: 'ada@example.com',
        username: undefined,
        preferredAccountType: 'eoa',
        accounts: [{ address: visitor.address, type: 'eoa' }],
        smartAccountDeployed: false,
      },
    })
    // No EVM network: nothing else to report.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(events.filter((event) => event.type === 'connected')).toEqual([])
    // The Solana address checks came with the frame.
    await waitFor(() => adapter.addressChecks?.solana !== undefined, 'the Solana checks')
    expect(adapter.addressChecks?.solana?.parseAddress(holder.address)).toBe(holder.address)
    expect(adapter.addressChecks?.solana?.parseAddress(evmAddress)).toBeUndefined()
  })

  it('behavior: an EVM sign-in reports the Solana account as connected, then the frame goes back to the EVM chain', async () => {
    const adapter = createAdapter([localNetwork, local])
    const connection = await adapter.connect({ connectorId, namespace: 'eip155' })
    expect(connection.accounts).toEqual([{ address: evmAddress, namespace: 'eip155', type: 'eoa' }])
    await waitFor(() => sent('APP_SWITCH_NETWORK').length === 1, 'the switch back')
    expect(events).toEqual([
      {
        type: 'connected',
        namespace: 'solana',
        connection: expect.objectContaining({
          connectorId,
          accounts: [{ address: visitor.address, namespace: 'solana', type: 'eoa' }],
          chainId: local.id,
        }),
      },
    ])
    expect(
      (sent('APP_GET_USER') as AppMessage<'APP_GET_USER'>[]).map(
        (message) => message.payload.chainId,
      ),
    ).toEqual([31337, LOCAL_SOLANA_CAIP_NETWORK_ID])
    expect(sent('APP_SWITCH_NETWORK')[0]?.payload).toEqual({
      chainId: 31337,
      rpcUrl: 'http://127.0.0.1:8545',
    })
  })

  it('behavior: a Solana sign-in reports the EVM account; the frame refusing one namespace leaves it out', async () => {
    const adapter = createAdapter([localNetwork, local])
    await adapter.connect({ connectorId, namespace: 'solana' })
    await waitFor(() => events.some((event) => event.type === 'connected'), 'the EVM account')
    expect(events[0]).toMatchObject({
      type: 'connected',
      namespace: 'eip155',
      connection: { accounts: [{ address: evmAddress, namespace: 'eip155' }], chainId: 31337 },
    })

    // A frame whose server does not list the Solana network refuses it: the EVM sign-in stands.
    const refusing = createAdapter([localNetwork, local])
    handlers.APP_GET_USER = ({ chainId }) =>
      typeof chainId === 'string'
        ? { error: `Chain ${chainId} is not supported by this wallet` }
        : { payload: userOn(chainId) }
    await expect(refusing.connect({ connectorId, namespace: 'eip155' })).resolves.toMatchObject({
      accounts: [{ address: evmAddress }],
    })
    await waitFor(() => vi.mocked(console.warn).mock.calls.length > 0, 'the warning')
    expect(events.filter((event) => event.type === 'connected')).toEqual([])
  })

  it('behavior: a social sign-in on a Solana-only dApp names the Solana network by its CAIP-2 id', async () => {
    handlers.APP_CONNECT_SOCIAL = ({ chainId }) => ({ payload: userOn(chainId) })
    const adapter = createAdapter()
    const user = await adapter.auth.connectSocial({ uri: 'http://127.0.0.1:5180/cb?code=1' })
    expect(sent('APP_CONNECT_SOCIAL')[0]?.payload).toEqual({
      uri: 'http://127.0.0.1:5180/cb?code=1',
      chainId: LOCAL_SOLANA_CAIP_NETWORK_ID,
    })
    expect(user).toMatchObject({ address: visitor.address, chainId: LOCAL_SOLANA_CAIP_NETWORK_ID })
  })

  it('attack: a frame that answers an EVM account for the Solana namespace is refused', async () => {
    const adapter = createAdapter()
    handlers.APP_GET_USER = () => ({ payload: { address: evmAddress, chainId: 31337 } })
    await expect(adapter.connect({ connectorId, namespace: 'solana' })).rejects.toBeInstanceOf(
      InvalidWalletResponseError,
    )
  })

  it('behavior: switching between the EVM and the Solana network keeps the session (APP_SWITCH_NETWORK with the CAIP-2 id)', async () => {
    const adapter = createAdapter([localNetwork, local])
    await adapter.connect({ connectorId, namespace: 'eip155' })
    await waitFor(() => sent('APP_SWITCH_NETWORK').length === 1, 'the switch back')
    events = []
    await adapter.switchNetwork({ connectorId, network: local })
    expect(sent('APP_SWITCH_NETWORK').at(-1)?.payload).toEqual({
      chainId: LOCAL_SOLANA_CAIP_NETWORK_ID,
      rpcUrl: solana.url,
    })
    await adapter.switchNetwork({ connectorId, network: localNetwork })
    expect(events).toEqual([
      { type: 'chainChanged', connectorId, namespace: 'solana', chainId: local.id },
      { type: 'chainChanged', connectorId, namespace: 'eip155', chainId: 31337 },
    ])
    // No sign-in again, no sign-out.
    expect(sent('APP_SIGN_OUT')).toEqual([])
    expect(sent('APP_CONNECT_EMAIL')).toEqual([])
  })

  it('behavior: reconnect of each namespace asks its own chain, one at a time', async () => {
    const adapter = createAdapter([localNetwork, local])
    const [evm, sol] = await Promise.all([
      adapter.reconnect({ connectorId, namespace: 'eip155' }),
      adapter.reconnect({ connectorId, namespace: 'solana', network: local }),
    ])
    expect(evm?.accounts[0]?.address).toBe(evmAddress)
    expect(sol?.accounts[0]).toEqual({ address: visitor.address, namespace: 'solana', type: 'eoa' })
    expect(sol?.chainId).toBe(local.id)
    // Another namespace than the two: not this wallet's.
    await expect(adapter.reconnect({ connectorId, namespace: 'bip122' })).resolves.toBeUndefined()
  })

  it('behavior: disconnect signs out once and reports the other namespace; a session that ends reports both', async () => {
    const adapter = createAdapter([localNetwork, local])
    await adapter.connect({ connectorId, namespace: 'solana' })
    await waitFor(() => events.some((event) => event.type === 'connected'), 'the EVM account')
    events = []
    await adapter.disconnect({ connectorId, namespace: 'solana' })
    expect(sent('APP_SIGN_OUT')).toHaveLength(1)
    expect(events).toEqual([{ type: 'disconnect', connectorId, namespace: 'eip155' }])

    await adapter.connect({ connectorId, namespace: 'eip155' })
    await waitFor(() => events.some((event) => event.type === 'connected'), 'the Solana account')
    events = []
    double.post({ type: 'FRAME_SESSION_UPDATE', payload: { isConnected: false } })
    expect(events).toEqual([
      { type: 'sessionEnded', connectorId, reason: undefined },
      { type: 'disconnect', connectorId, namespace: 'eip155' },
      { type: 'disconnect', connectorId, namespace: 'solana' },
    ])
  })
})

describe('requests on the solana namespace', () => {
  it('default: signMessage → solana_signMessage (base58 bytes, pubkey) through Approve; the signature verifies', async () => {
    const { adapter } = await connectSolana()
    events = []
    const signing = adapter.signMessage({
      connectorId,
      namespace: 'solana',
      address: visitor.address,
      message: 'Sign in to Portico ✓',
    })
    const message = await nextRpcRequest('solana_signMessage')
    expect(message.payload).toEqual({
      method: 'solana_signMessage',
      chainNamespace: 'solana',
      chainId: LOCAL_SOLANA_CAIP_NETWORK_ID,
      rpcUrl: solana.url,
      nativeSymbol: 'SOL',
      params: { message: expect.any(String), pubkey: visitor.address },
    })
    const bytes = getBase58Encoder().encode((message.payload.params as { message: string }).message)
    expect(new TextDecoder().decode(bytes)).toBe('Sign in to Portico ✓')
    // The frame signs the bytes with the visitor's key.
    const raw = await signBytes(visitorKeys.privateKey, bytes)
    const { getBase58Decoder } = await import('@solana/kit')
    double.answer(message, { signature: getBase58Decoder().decode(raw) })
    const signature = await signing
    expect(
      await verifySignature(
        visitorKeys.publicKey,
        new Uint8Array(getBase58Encoder().encode(signature)) as never,
        bytes,
      ),
    ).toBe(true)
    expect(events).toEqual([
      { type: 'approvalRequested', connectorId },
      { type: 'approvalSettled', connectorId },
    ])
  })

  it('attack: a signature that is not 64 base58 bytes is an InvalidWalletResponseError', async () => {
    const { adapter } = await connectSolana()
    const signing = adapter.signMessage({
      connectorId,
      namespace: 'solana',
      address: visitor.address,
      message: 'hi',
    })
    double.answer(await nextRpcRequest('solana_signMessage'), { signature: '0xdeadbeef' })
    await expect(signing).rejects.toBeInstanceOf(InvalidWalletResponseError)
  })

  it('default: sendWalletRequest passes the solana_* methods to the frame as they came', async () => {
    const { adapter } = await connectSolana()
    events = []
    const params = { transaction: 'AQID', sendOptions: { preflightCommitment: 'finalized' } }
    const asked = adapter.request?.({
      connectorId,
      namespace: 'solana',
      method: 'solana_signTransaction',
      params,
    })
    const message = await nextRpcRequest('solana_signTransaction')
    expect(message.payload).toMatchObject({
      chainNamespace: 'solana',
      chainId: LOCAL_SOLANA_CAIP_NETWORK_ID,
      params,
    })
    double.answer(message, { signature: 'sig', transaction: 'AQID' })
    await expect(asked).resolves.toEqual({ signature: 'sig', transaction: 'AQID' })
    expect(events.map((event) => event.type)).toEqual(['approvalRequested', 'approvalSettled'])

    // solana_getAccounts is safe: no Approve.
    events = []
    const accounts = adapter.request?.({
      connectorId,
      namespace: 'solana',
      method: 'solana_getAccounts',
    })
    double.answer(await nextRpcRequest('solana_getAccounts'), [{ pubkey: visitor.address }])
    await expect(accounts).resolves.toEqual([{ pubkey: visitor.address }])
    expect(events).toEqual([])
  })

  it('attack: a method of the other namespace is refused without asking the frame', async () => {
    const { adapter } = await connectSolana()
    events = []
    await expect(
      adapter.request?.({
        connectorId,
        namespace: 'solana',
        method: 'eth_sendTransaction',
        params: [{}],
      }),
    ).rejects.toBeInstanceOf(MethodNotAllowedError)
    await expect(
      adapter.request?.({ connectorId, namespace: 'eip155', method: 'solana_signMessage' }),
    ).rejects.toBeInstanceOf(MethodNotAllowedError)
    expect(sent('APP_RPC_REQUEST')).toEqual([])
    expect(events.map((event) => event.type)).toEqual(['requestRefused', 'requestRefused'])
  })
})

describe('transfers on the solana namespace (a real local network)', {
  timeout: TEST_TIMEOUT_MS,
}, () => {
  it('default: SOL — the frame gets the transfer @portico/solana builds, signs and sends it; exact balances', async () => {
    const { transfers, request } = await connectSolana()
    const transfer = request({ amount: 1_234_567n })
    const before = {
      visitor: await lamportsOf(visitor.address),
      holder: await lamportsOf(holder.address),
    }
    const fee = await transfers.estimateTransferFee(transfer)
    expect(fee).toEqual({ value: FEE_PER_SIGNATURE, decimals: 9, symbol: 'SOL' })

    events = []
    const sending = transfers.sendTransfer(transfer)
    const message = await nextRpcRequest('solana_signAndSendTransaction')
    const params = message.payload.params as { transaction: string; sendOptions: unknown }
    expect(message.payload).toEqual({
      method: 'solana_signAndSendTransaction',
      chainNamespace: 'solana',
      chainId: LOCAL_SOLANA_CAIP_NETWORK_ID,
      rpcUrl: solana.url,
      nativeSymbol: 'SOL',
      params: {
        transaction: expect.any(String),
        sendOptions: { preflightCommitment: 'confirmed' },
      },
    })
    // Paid and signed by the visitor's account only; one System program transfer.
    expect(readTransaction(params.transaction)).toEqual({
      feePayer: visitor.address,
      signers: [visitor.address],
      programs: ['11111111111111111111111111111111'],
    })
    const signature = await signAndSendAsTheFrame(params.transaction)
    double.answer(message, { signature })
    await expect(sending).resolves.toEqual({ hash: signature })
    expect(events.map((event) => event.type)).toEqual(['approvalRequested', 'approvalSettled'])

    await expect(
      transfers.waitForTransfer({ namespace: 'solana', network: local, hash: signature }),
    ).resolves.toEqual({ status: 'confirmed' })
    expect(await lamportsOf(holder.address)).toBe(before.holder + 1_234_567n)
    expect(await lamportsOf(visitor.address)).toBe(before.visitor - 1_234_567n - fee.value)
  })

  it('default: SPL (PUSD) to a new owner — its token account created, the rent in the fee; exact balances', async () => {
    const { transfers, request } = await connectSolana()
    const receiver = (await generateKeyPairSigner()).address
    const transfer = request({ to: receiver, token: PUSD, amount: 12_500_000n })
    const before = {
      lamports: await lamportsOf(visitor.address),
      pusd: await pusdOf(visitor.address),
    }
    const fee = await transfers.estimateTransferFee(transfer)
    const rent = await rpc.getMinimumBalanceForRentExemption(165n).send()
    expect(fee.value).toBe(FEE_PER_SIGNATURE + rent)

    const sending = transfers.sendTransfer(transfer)
    const message = await nextRpcRequest('solana_signAndSendTransaction')
    const { transaction } = message.payload.params as { transaction: string }
    expect(readTransaction(transaction)).toMatchObject({
      feePayer: visitor.address,
      signers: [visitor.address],
      programs: [
        'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL',
        'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
      ],
    })
    const signature = await signAndSendAsTheFrame(transaction)
    double.answer(message, { signature })
    const { hash } = await sending
    await expect(
      transfers.waitForTransfer({ namespace: 'solana', network: local, hash }),
    ).resolves.toEqual({ status: 'confirmed' })
    expect(await pusdOf(receiver)).toBe(12_500_000n)
    expect(await pusdOf(visitor.address)).toBe(before.pusd - 12_500_000n)
    expect(await lamportsOf(visitor.address)).toBe(before.lamports - fee.value)
  })

  it('behavior: the visitor rejects in the frame → UserRejectedRequestError, nothing sent', async () => {
    const { transfers, request } = await connectSolana()
    const before = await lamportsOf(visitor.address)
    const sending = transfers.sendTransfer(request({ amount: 1_000n }))
    double.fail(await nextRpcRequest('solana_signAndSendTransaction'), 'User rejected the request')
    await expect(sending).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(await lamportsOf(visitor.address)).toBe(before)
  })

  it('attack: a transfer from an account that is not the frame’s is refused before the frame is asked', async () => {
    const { transfers, request } = await connectSolana()
    await expect(
      transfers.sendTransfer(request({ from: holder.address, to: visitor.address })),
    ).rejects.toBeInstanceOf(NotConnectedError)
    expect(rpcRequests('solana_signAndSendTransaction')).toEqual([])
  })

  it('attack: an answer that is not a signature is an InvalidWalletResponseError', async () => {
    const { transfers, request } = await connectSolana()
    const sending = transfers.sendTransfer(request())
    double.answer(await nextRpcRequest('solana_signAndSendTransaction'), { signature: 'nope' })
    await expect(sending).rejects.toBeInstanceOf(InvalidWalletResponseError)
  })
})

describe('with core', { timeout: TEST_TIMEOUT_MS }, () => {
  /** A started config whose e-mail sign-in connects at once (a known session: 'CONNECT'). */
  function startedConfig(networks: [Network, ...Network[]]) {
    handlers.APP_IS_CONNECTED = () => ({ payload: { isConnected: false } })
    handlers.APP_CONNECT_EMAIL = () => ({ payload: { action: 'CONNECT' } })
    handlers.APP_GET_SMART_ACCOUNT_ENABLED_NETWORKS = () => ({
      payload: { smartAccountEnabledNetworks: [] },
    })
    const adapter = embeddedWallet({ secureSiteUrl: server.url, projectId: 'test-project' })
    const config = createConfig({
      projectId: 'test-project',
      networks,
      adapters: [adapter],
      fetch: async (input) => {
        const { pathname } = new URL(String(input))
        if (pathname === '/projects/v1/origins')
          return Response.json({ allowedOrigins: [], includeDefaultOrigins: true })
        return Response.json({ features: [] })
      },
    })
    stops.push(startConfig(config))
    return config
  }

  it('behavior: Connect opened for Solana on an EVM dApp signs in on Solana, and the EVM account joins', async () => {
    const config = startedConfig([localNetwork, local])
    await switchActiveChain(config, { namespace: 'solana', network: local })
    expect(config.stores.router.getState().view).toBe('Connect')
    expect(getConnectList(config).hasAuth).toBe(true)

    await connectEmail(config, { email: 'ada@example.com' })
    expect(config.stores.connection.getState().activeNamespace).toBe('solana')
    expect(config.stores.account.getState().namespaces.solana?.address).toBe(visitor.address)
    await waitFor(
      () => config.stores.connection.getState().namespaces.eip155?.status === 'connected',
      'the EVM account',
    )
    expect(config.stores.account.getState().namespaces.eip155?.address).toBe(evmAddress)
  })

  it('default: a dApp with only Solana networks offers the e-mail sign-in, which connects the Solana account', async () => {
    const config = startedConfig([local])
    expect(getConnectList(config).hasAuth).toBe(true)

    await expect(connectEmail(config, { email: 'ada@example.com' })).resolves.toBe('CONNECT')
    const { activeNamespace, namespaces } = config.stores.connection.getState()
    expect(activeNamespace).toBe('solana')
    expect(namespaces.solana).toMatchObject({ status: 'connected', connectorId })
    expect(config.stores.account.getState().namespaces.solana?.address).toBe(visitor.address)
    expect(sent('APP_GET_USER').map((message) => message.payload)).toEqual([
      { chainId: LOCAL_SOLANA_CAIP_NETWORK_ID, rpcUrl: solana.url },
    ])
    expect(namespaces.eip155?.status).not.toBe('connected')
  })
})
