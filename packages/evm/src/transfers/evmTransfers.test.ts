import {
  ChainRpcError,
  InvalidAddressError,
  InvalidOptionError,
  InvalidWalletResponseError,
  type Network,
  RPC_RETRY_COUNT,
  type TransferCapability,
  type TransferRequest,
  type TransferToken,
  TransferWouldFailError,
  UnsupportedNamespaceError,
  UserRejectedRequestError,
} from '@portico/core'
import {
  compilePorticoToken,
  DEV_ACCOUNTS,
  type DevnetToken,
  deployTokens,
  startTestAnvil,
  type TestAnvil,
} from '@portico/devnet'
import { type RpcProxy, startRpcProxy } from '@portico/test-utils/startRpcProxy'
import {
  announceTestWallet,
  createMemoryStorage,
  createTestWallet,
  type TestWalletProvider,
} from '@portico/test-wallet'
import {
  type Address,
  createPublicClient,
  createTestClient,
  encodeFunctionData,
  erc20Abi,
  getAddress,
  type Hex,
  HttpRequestError,
  http,
  type PublicClient,
  parseEther,
  parseUnits,
  toHex,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { WrongWalletNetworkError } from '../errors/WrongWalletNetworkError.ts'
import { evmAdapter } from '../evmAdapter.ts'
import { announceWallet } from '../test/announceWallet.ts'
import { createFaultProvider } from '../test/faultProvider.ts'

// Real chains (anvil, with the devnet's PUSD and PTK deployed) and the real test wallet, which
// signs with dev account 0 (a holder of both tokens) and sends to anvil itself.
const TEST_WALLET_ID = 'dev.portico.testwallet'
const sender = DEV_ACCOUNTS[0].address

let anvil: TestAnvil
let anvil2: TestAnvil
let chain: PublicClient
let proxy: RpcProxy
let local: Network
let local2: Network
let pusd: TransferToken
let ptk: TransferToken
const ETH: TransferToken = { symbol: 'ETH', name: 'Ether', decimals: 18 }

beforeAll(async () => {
  ;[anvil, anvil2] = await Promise.all([
    startTestAnvil({ chainId: 31337 }),
    startTestAnvil({ chainId: 31338 }),
  ])
  local = toNetwork(anvil.chainId, anvil.rpcUrl)
  local2 = toNetwork(anvil2.chainId, anvil2.rpcUrl)
  chain = createPublicClient({ transport: http(anvil.rpcUrl) })
  proxy = await startRpcProxy(anvil.rpcUrl)
  const { artifact } = await compilePorticoToken()
  const [first, second] = await deployTokens({ chainId: 31337, rpcUrl: anvil.rpcUrl, artifact })
  pusd = toToken(first as DevnetToken)
  ptk = toToken(second as DevnetToken)
}, 180_000)

afterAll(async () => {
  await Promise.all([anvil?.stop(), anvil2?.stop(), proxy?.close()])
})

let cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.reverse()) cleanup()
  cleanups = []
  proxy.setUnavailable(false)
})

function toNetwork(chainId: number, rpcUrl: string): Network {
  return {
    id: chainId,
    caipNetworkId: `eip155:${chainId}`,
    chainNamespace: 'eip155',
    name: `Portico Local ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: rpcUrl ? [rpcUrl] : [] } },
  }
}

function toToken(token: DevnetToken): TransferToken {
  return {
    address: token.address,
    symbol: token.symbol,
    name: token.name,
    decimals: token.decimals,
  }
}

/** A fresh receiver: every balance of it starts at 0. */
const newReceiver = (): Address => privateKeyToAccount(generatePrivateKey()).address

/** The EVM adapter with the test wallet announced and connected; its `transfers`. */
async function connectTestWallet(): Promise<{
  wallet: TestWalletProvider
  transfers: TransferCapability
}> {
  const wallet = createTestWallet({
    privateKey: DEV_ACCOUNTS[0].privateKey,
    chains: [
      { id: anvil.chainId, rpcUrl: anvil.rpcUrl },
      { id: anvil2.chainId, rpcUrl: anvil2.rpcUrl },
    ],
    storage: createMemoryStorage(),
  })
  cleanups.push(announceTestWallet(wallet))
  const adapter = evmAdapter()
  cleanups.push(adapter.setup({ networks: [local, local2], emit: () => {} }))
  await adapter.connect({ connectorId: TEST_WALLET_ID })
  if (!adapter.transfers) throw new Error('evmAdapter has no transfers')
  return { wallet, transfers: adapter.transfers }
}

function transferOf(
  token: TransferToken,
  amount: bigint,
  to: Address,
  network = local,
): TransferRequest {
  return {
    connectorId: TEST_WALLET_ID,
    namespace: 'eip155',
    network,
    from: sender,
    to,
    token,
    amount,
  }
}

const tokenBalance = (token: TransferToken, owner: Address, blockNumber: bigint) =>
  chain.readContract({
    address: token.address as Address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
    blockNumber,
  })

/** Native and token balances of the sender and receiver just before and after the block. */
async function balancesAround(blockNumber: bigint, receiver: Address, token?: TransferToken) {
  const read = async (at: bigint) => ({
    sender: await chain.getBalance({ address: sender, blockNumber: at }),
    receiver: await chain.getBalance({ address: receiver, blockNumber: at }),
    senderToken: token ? await tokenBalance(token, sender, at) : 0n,
    receiverToken: token ? await tokenBalance(token, receiver, at) : 0n,
  })
  return { before: await read(blockNumber - 1n), after: await read(blockNumber) }
}

describe('evmTransfers through evmAdapter and the test wallet', () => {
  it('default: native — the receiver gets exactly the amount, the sender pays it plus the fee paid; the estimate covers that fee', async () => {
    const { transfers } = await connectTestWallet()
    const receiver = newReceiver()
    const amount = parseEther('1.25')
    const request = transferOf(ETH, amount, receiver)

    const fee = await transfers.estimateTransferFee(request)
    const { hash } = await transfers.sendTransfer(request)
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    await expect(
      transfers.waitForTransfer({ namespace: 'eip155', network: local, hash }),
    ).resolves.toEqual({ status: 'confirmed', from: getAddress(sender) })

    const receipt = await chain.getTransactionReceipt({ hash: hash as Hex })
    const paid = receipt.gasUsed * receipt.effectiveGasPrice
    const { before, after } = await balancesAround(receipt.blockNumber, receiver)
    expect(after.receiver - before.receiver).toBe(amount)
    expect(before.sender - after.sender).toBe(amount + paid)
    expect(fee).toMatchObject({ decimals: 18, symbol: 'ETH' })
    expect(fee.value).toBeGreaterThanOrEqual(paid)
    expect(fee.value).toBeLessThanOrEqual(paid * 2n)
  })

  it.each([
    ['PUSD', () => pusd, '12.5'],
    ['PTK', () => ptk, '3.000000000000000001'],
  ])(
    'token: %s — token balances move by exactly the amount, the sender pays only the fee in ETH',
    async (_symbol, token, whole) => {
      const { transfers } = await connectTestWallet()
      const receiver = newReceiver()
      const amount = parseUnits(whole, token().decimals)
      const request = transferOf(token(), amount, receiver)

      const fee = await transfers.estimateTransferFee(request)
      const { hash } = await transfers.sendTransfer(request)
      await expect(
        transfers.waitForTransfer({ namespace: 'eip155', network: local, hash }),
      ).resolves.toEqual({ status: 'confirmed', from: getAddress(sender) })

      const receipt = await chain.getTransactionReceipt({ hash: hash as Hex })
      expect(receipt.to?.toLowerCase()).toBe(token().address?.toLowerCase())
      const paid = receipt.gasUsed * receipt.effectiveGasPrice
      const { before, after } = await balancesAround(receipt.blockNumber, receiver, token())
      expect(after.receiverToken - before.receiverToken).toBe(amount)
      expect(before.senderToken - after.senderToken).toBe(amount)
      expect(before.sender - after.sender).toBe(paid)
      expect(after.receiver).toBe(before.receiver)
      expect(fee.value).toBeGreaterThanOrEqual(paid)
      expect(fee.value).toBeLessThanOrEqual(paid * 2n)
    },
  )

  it('behavior: the wallet refuses → UserRejectedRequestError, nothing is sent', async () => {
    const { wallet, transfers } = await connectTestWallet()
    const nonce = await chain.getTransactionCount({ address: sender })
    wallet.testControls.reject(true)
    await expect(
      transfers.sendTransfer(transferOf(pusd, 1_000_000n, newReceiver())),
    ).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(await chain.getTransactionCount({ address: sender })).toBe(nonce)
  })

  it('behavior: the wallet is on another chain → WrongWalletNetworkError, nothing is sent', async () => {
    const { wallet, transfers } = await connectTestWallet()
    wallet.testControls.setChain(anvil2.chainId)
    const chain2 = createPublicClient({ transport: http(anvil2.rpcUrl) })
    const nonces = [
      await chain.getTransactionCount({ address: sender }),
      await chain2.getTransactionCount({ address: sender }),
    ]
    const error = await transfers
      .sendTransfer(transferOf(ETH, 1n, newReceiver()))
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(WrongWalletNetworkError)
    expect((error as WrongWalletNetworkError).details).toBe(
      'The wallet is on chain 31338; the transfer is for eip155:31337',
    )
    expect([
      await chain.getTransactionCount({ address: sender }),
      await chain2.getTransactionCount({ address: sender }),
    ]).toEqual(nonces)
  })

  it('behavior: the RPC answers 503 while waiting → ChainRpcError; asked again with the same hash once it answers → confirmed, sent once', async () => {
    const { transfers } = await connectTestWallet()
    const viaProxy = toNetwork(anvil.chainId, proxy.url)
    const receiver = newReceiver()
    const testClient = createTestClient({ mode: 'anvil', transport: http(anvil.rpcUrl) })
    const nonce = await chain.getTransactionCount({ address: sender })
    // Held in the pool, so the wait is really polling when the RPC goes down.
    await testClient.setAutomine(false)
    try {
      const { hash } = await transfers.sendTransfer(transferOf(ETH, 7n, receiver, viaProxy))
      const waiting = transfers
        .waitForTransfer({ namespace: 'eip155', network: viaProxy, hash })
        .then(
          (outcome) => ({ outcome }),
          (error: unknown) => ({ error }),
        )
      await vi.waitFor(() => expect(proxy.forwarded).toContain('eth_getTransactionReceipt'), {
        timeout: 15_000,
        interval: 20,
      })
      proxy.setUnavailable(true)
      const first = await waiting
      expect(first).toEqual({ error: expect.any(ChainRpcError) })
      expect(proxy.refused).toBeGreaterThan(0)
      const cause = (first as { error: ChainRpcError }).error.walk(
        (error) => error instanceof HttpRequestError,
      )
      expect(cause?.status).toBe(503)

      await testClient.mine({ blocks: 1 })
      proxy.setUnavailable(false)
      await expect(
        transfers.waitForTransfer({ namespace: 'eip155', network: viaProxy, hash }),
      ).resolves.toEqual({ status: 'confirmed', from: getAddress(sender) })
    } finally {
      await testClient.setAutomine(true)
    }
    expect(await chain.getTransactionCount({ address: sender })).toBe(nonce + 1)
    expect(await chain.getBalance({ address: receiver })).toBe(7n)
  }, 60_000)

  it('behavior: a transfer of more PUSD than held, sent with a forced gas limit, reverts → failed', async () => {
    const { wallet, transfers } = await connectTestWallet()
    const receiver = newReceiver()
    const held = await tokenBalance(pusd, sender, await chain.getBlockNumber())
    // Straight through the wallet: the kit's own estimate would refuse it first.
    const hash = (await wallet.request({
      method: 'eth_sendTransaction',
      params: [
        {
          from: sender,
          to: pusd.address,
          data: encodeFunctionData({
            abi: erc20Abi,
            functionName: 'transfer',
            args: [receiver, held + 1n],
          }),
          gas: toHex(100_000n),
        },
      ],
    })) as string
    await expect(
      transfers.waitForTransfer({ namespace: 'eip155', network: local, hash }),
    ).resolves.toEqual({ status: 'failed', reason: 'The transaction reverted' })
    expect(await tokenBalance(pusd, receiver, await chain.getBlockNumber())).toBe(0n)
  })

  it('bad input: more tokens than held → the estimate is TransferWouldFailError', async () => {
    const { transfers } = await connectTestWallet()
    const held = await tokenBalance(ptk, sender, await chain.getBlockNumber())
    const error = await transfers
      .estimateTransferFee(transferOf(ptk, held + 1n, newReceiver()))
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(TransferWouldFailError)
    expect((error as TransferWouldFailError).message).toBe('The transfer would fail')
  })

  it('behavior: the RPC answers 503 while estimating → ChainRpcError', async () => {
    const { transfers } = await connectTestWallet()
    proxy.setUnavailable(true)
    const refusedBefore = proxy.refusedMethods.length
    await expect(
      transfers.estimateTransferFee(
        transferOf(ETH, 1n, newReceiver(), toNetwork(anvil.chainId, proxy.url)),
      ),
    ).rejects.toBeInstanceOf(ChainRpcError)
    // Each read was retried as spec §7 asks (eth_estimateGas, and the block for the base fee)
    // before the estimate gave up; the last retries may still be on their way. Only these two
    // methods are counted: an earlier test's receipt polls may still reach the proxy.
    const refusedNow = (method: string) =>
      proxy.refusedMethods.slice(refusedBefore).filter((name) => name === method).length
    await vi.waitFor(() => {
      expect(refusedNow('eth_estimateGas')).toBe(RPC_RETRY_COUNT + 1)
      expect(refusedNow('eth_getBlockByNumber')).toBe(RPC_RETRY_COUNT + 1)
    })
  })

  it('behavior: a network without an HTTP RPC URL → ChainRpcError, for the estimate and the wait', async () => {
    const { transfers } = await connectTestWallet()
    const noRpc = toNetwork(anvil.chainId, '')
    await expect(
      transfers.estimateTransferFee(transferOf(ETH, 1n, newReceiver(), noRpc)),
    ).rejects.toBeInstanceOf(ChainRpcError)
    await expect(
      transfers.waitForTransfer({
        namespace: 'eip155',
        network: noRpc,
        hash: `0x${'ab'.repeat(32)}`,
      }),
    ).rejects.toBeInstanceOf(ChainRpcError)
  })

  it('behavior: an aborted signal stops the wait with its reason', async () => {
    const { transfers } = await connectTestWallet()
    const controller = new AbortController()
    // A hash no chain knows: the wait would go on.
    const waiting = transfers.waitForTransfer({
      namespace: 'eip155',
      network: local,
      hash: `0x${'12'.repeat(32)}`,
      signal: controller.signal,
    })
    const reason = new Error('The view closed')
    controller.abort(reason)
    await expect(waiting).rejects.toBe(reason)
  })

  it('bad input: a malformed hash, another namespace, bad addresses and amounts are typed errors', async () => {
    const { transfers } = await connectTestWallet()
    await expect(
      transfers.waitForTransfer({ namespace: 'eip155', network: local, hash: '0x1234' }),
    ).rejects.toBeInstanceOf(InvalidOptionError)
    await expect(
      transfers.sendTransfer({ ...transferOf(ETH, 1n, newReceiver()), namespace: 'solana' }),
    ).rejects.toBeInstanceOf(UnsupportedNamespaceError)
    await expect(
      transfers.sendTransfer({ ...transferOf(ETH, 1n, newReceiver()), to: '0x1234' }),
    ).rejects.toBeInstanceOf(InvalidAddressError)
    await expect(
      transfers.estimateTransferFee(transferOf({ ...pusd, address: 'PUSD' }, 1n, newReceiver())),
    ).rejects.toBeInstanceOf(InvalidAddressError)
    await expect(transfers.sendTransfer(transferOf(ETH, 0n, newReceiver()))).rejects.toBeInstanceOf(
      InvalidOptionError,
    )
  })
})

describe('evmTransfers with a wallet that answers garbage', () => {
  const faultInfo = {
    uuid: 'fault-double',
    name: 'Fault Double',
    icon: 'data:image/svg+xml;base64,PHN2Zy8+',
    rdns: 'com.example.fault',
  } as const

  async function connectFault(answers: Record<string, unknown>) {
    const fault = createFaultProvider({ eth_requestAccounts: [sender], ...answers })
    cleanups.push(announceWallet({ info: faultInfo, provider: fault }))
    const adapter = evmAdapter()
    cleanups.push(adapter.setup({ networks: [local], emit: () => {} }))
    await adapter.connect({ connectorId: faultInfo.rdns })
    return { fault, transfers: adapter.transfers as TransferCapability }
  }

  it('bad input: eth_sendTransaction answers something that is not a hash → InvalidWalletResponseError', async () => {
    const { fault, transfers } = await connectFault({
      eth_chainId: '0x7a69',
      eth_sendTransaction: { hash: 'pending' },
    })
    await expect(
      transfers.sendTransfer({
        ...transferOf(ETH, 5n, newReceiver()),
        connectorId: faultInfo.rdns,
      }),
    ).rejects.toBeInstanceOf(InvalidWalletResponseError)
    expect(fault.calls.at(-1)).toEqual({
      method: 'eth_sendTransaction',
      params: [{ from: sender, to: expect.any(String), value: '0x5', chainId: '0x7a69' }],
    })
  })

  it('bad input: eth_chainId answers garbage → InvalidWalletResponseError, nothing asked to send', async () => {
    let chainIds = 0
    // Right for the connect, garbage when the transfer asks.
    const { fault, transfers } = await connectFault({
      eth_chainId: () => (++chainIds === 1 ? '0x7a69' : 'mainnet'),
    })
    await expect(
      transfers.sendTransfer({
        ...transferOf(ETH, 5n, newReceiver()),
        connectorId: faultInfo.rdns,
      }),
    ).rejects.toBeInstanceOf(InvalidWalletResponseError)
    expect(fault.calls.map((call) => call.method)).not.toContain('eth_sendTransaction')
  })
})
