import '@portico/test-utils/allowSolanaRpcInHappyDom'
import {
  ChainRpcError,
  InvalidAddressError,
  InvalidRequestParamsError,
  InvalidWalletResponseError,
  type Network,
  NotConnectedError,
  type TransferCapability,
  type TransferRequest,
  TransferWouldFailError,
  UnsupportedNamespaceError,
  UserRejectedRequestError,
  WalletUnsupportedMethodError,
} from '@portico/core'
import {
  LOCAL_SOLANA_CAIP_NETWORK_ID,
  LOCAL_SOLANA_TOKEN,
  type LocalSolana,
  localTokenAccountOf,
  SOLANA_DEV_ACCOUNTS,
  startLocalSolana,
} from '@portico/local-solana'
import {
  createMemoryStorage,
  registerSolanaTestWallet,
  type SolanaTestWalletParameters,
} from '@portico/solana-test-wallet'
import {
  type Address,
  address,
  appendTransactionMessageInstruction,
  createKeyPairSignerFromPrivateKeyBytes,
  createSolanaRpc,
  createTransactionMessage,
  generateKeyPairSigner,
  getAddressEncoder,
  getBase64EncodedWireTransaction,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import { getTokenSize, getTransferCheckedInstruction } from '@solana-program/token'
import type { WalletAccount } from '@wallet-standard/base'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { UnsupportedTokenError } from '../errors/UnsupportedTokenError.ts'
import { solanaAdapter } from '../solanaAdapter.ts'
import { registerFakeWallet } from '../test/registerFakeWallet.ts'
import { type RpcProxy, startRpcProxy } from '../test/startRpcProxy.ts'
import { BLOCKHASH_VALIDITY_BLOCKS, EXPIRY_MARGIN_BLOCKS } from './waitForSolanaTransfer.ts'

const TEST_WALLET_ID = 'ws:solana:Portico Solana Test Wallet'
// Each transfer test signs, sends and reads several times; the expiry one makes 161 blocks. A
// busy two-core machine can take far longer than the default 5 s.
const TEST_TIMEOUT_MS = 30_000
// The local network charges what a cluster does: 5000 lamports per signature. Every transfer here
// has one signature (the sender's), so this is the fee the network actually takes.
const FEE_PER_SIGNATURE = 5000n
// Dev accounts 0 and 1 always exist (@portico/local-solana's constants), each with 1000 SOL and
// 1000 PUSD in its associated token account.
const sender = SOLANA_DEV_ACCOUNTS[0]!
const holder = SOLANA_DEV_ACCOUNTS[1]!
const SOL = { symbol: 'SOL', name: 'Solana', decimals: 9 }
const PUSD = {
  address: LOCAL_SOLANA_TOKEN.mint,
  symbol: LOCAL_SOLANA_TOKEN.symbol,
  name: LOCAL_SOLANA_TOKEN.name,
  decimals: LOCAL_SOLANA_TOKEN.decimals,
}

let solana: LocalSolana
let proxy: RpcProxy
let rpc: ReturnType<typeof createSolanaRpc>
/** The local network, read directly. */
let local: Network
/** The same network behind the proxy, for the faults. */
let proxied: Network

beforeAll(async () => {
  solana = await startLocalSolana({ port: 0 })
  proxy = await startRpcProxy(solana.url)
  rpc = createSolanaRpc(solana.url)
  local = toNetwork(solana.url)
  proxied = toNetwork(proxy.url)
})

afterAll(async () => {
  await proxy?.stop()
  await solana?.stop()
})

let cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.reverse()) cleanup()
  cleanups = []
  proxy.setMode('forward')
})

function toNetwork(rpcUrl: string): Network {
  return {
    id: LOCAL_SOLANA_CAIP_NETWORK_ID.slice('solana:'.length),
    caipNetworkId: LOCAL_SOLANA_CAIP_NETWORK_ID,
    chainNamespace: 'solana',
    name: 'Portico Solana Local',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: [rpcUrl] } },
  }
}

/**
 * The real test wallet (dev account 0) connected to a real adapter on `network`. The wallet
 * sends to `walletRpcUrl` (the proxy, where a test counts what was sent).
 */
async function connect(
  options: { network?: Network; wallet?: Partial<SolanaTestWalletParameters> } = {},
) {
  const network = options.network ?? local
  const installed = registerSolanaTestWallet({
    seedHex: sender.seedHex,
    rpcUrl: proxy.url,
    chains: [LOCAL_SOLANA_CAIP_NETWORK_ID],
    storage: createMemoryStorage(),
    ...options.wallet,
  })
  cleanups.push(installed.unregister)
  const adapter = solanaAdapter()
  cleanups.push(adapter.setup({ networks: [network], emit: () => {} }))
  await adapter.connect({ connectorId: TEST_WALLET_ID, network })
  const transfers = adapter.transfers as TransferCapability
  const request = (overrides: Partial<TransferRequest>): TransferRequest => ({
    connectorId: TEST_WALLET_ID,
    namespace: 'solana',
    network,
    from: sender.address,
    to: holder.address,
    token: SOL,
    amount: 1n,
    ...overrides,
  })
  return { ...installed, adapter, transfers, request }
}

async function lamportsOf(owner: string): Promise<bigint> {
  return (await rpc.getBalance(address(owner)).send()).value
}

/** The owner's PUSD in its associated token account; 0 while it has none. */
async function pusdOf(owner: string): Promise<bigint> {
  const tokenAccount = await localTokenAccountOf(address(owner))
  const { value } = await rpc.getAccountInfo(tokenAccount, { encoding: 'base64' }).send()
  if (value === null) return 0n
  return BigInt((await rpc.getTokenAccountBalance(tokenAccount).send()).value.amount)
}

/**
 * Sends `amount` PUSD from the holder (dev account 1) to the connected sender, straight to the
 * network rather than through a wallet: a transfer someone else made.
 */
async function sendPusdFromHolder(
  amount: bigint,
  options: { skipPreflight?: boolean } = {},
): Promise<string> {
  const signer = await createKeyPairSignerFromPrivateKeyBytes(Buffer.from(holder.seedHex, 'hex'))
  const [source, destination, { value: latest }] = await Promise.all([
    localTokenAccountOf(signer.address),
    localTokenAccountOf(address(sender.address)),
    rpc.getLatestBlockhash().send(),
  ])
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (draft) => setTransactionMessageFeePayerSigner(signer, draft),
    (draft) => setTransactionMessageLifetimeUsingBlockhash(latest, draft),
    (draft) =>
      appendTransactionMessageInstruction(
        getTransferCheckedInstruction({
          source,
          mint: address(LOCAL_SOLANA_TOKEN.mint),
          destination,
          authority: signer,
          amount,
          decimals: LOCAL_SOLANA_TOKEN.decimals,
        }),
        draft,
      ),
  )
  const wire = getBase64EncodedWireTransaction(await signTransactionMessageWithSigners(message))
  return rpc.sendTransaction(wire, { encoding: 'base64', ...options }).send()
}

async function freshAddress(): Promise<Address> {
  return (await generateKeyPairSigner()).address
}

describe('transfers: SOL', { timeout: TEST_TIMEOUT_MS }, () => {
  it('default: to a dev account — receiver +amount, sender −(amount + fee), fee = estimate', async () => {
    const { transfers, request } = await connect()
    const transfer = request({ amount: 1_234_567n })
    const before = {
      sender: await lamportsOf(sender.address),
      to: await lamportsOf(holder.address),
    }

    const fee = await transfers.estimateTransferFee(transfer)
    expect(fee).toEqual({ value: FEE_PER_SIGNATURE, decimals: 9, symbol: 'SOL' })
    const { hash } = await transfers.sendTransfer(transfer)
    expect(hash).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
    expect(await transfers.waitForTransfer({ namespace: 'solana', network: local, hash })).toEqual({
      status: 'confirmed',
    })

    expect((await lamportsOf(holder.address)) - before.to).toBe(1_234_567n)
    expect(before.sender - (await lamportsOf(sender.address))).toBe(1_234_567n + fee.value)
  })

  it('behavior: to a fresh address — the system transfer creates the account', async () => {
    const { transfers, request } = await connect()
    const to = await freshAddress()
    const transfer = request({ to, amount: 1_000_000_000n })
    const senderBefore = await lamportsOf(sender.address)

    const fee = await transfers.estimateTransferFee(transfer)
    const { hash } = await transfers.sendTransfer(transfer)
    await expect(
      transfers.waitForTransfer({ namespace: 'solana', network: local, hash }),
    ).resolves.toEqual({ status: 'confirmed' })

    expect(fee.value).toBe(FEE_PER_SIGNATURE)
    expect(await lamportsOf(to)).toBe(1_000_000_000n)
    expect(senderBefore - (await lamportsOf(sender.address))).toBe(1_000_000_000n + fee.value)
  })

  it('behavior: a wallet without solana:signAndSendTransaction signs; the adapter sends over RPC', async () => {
    const { transfers, request } = await connect({
      wallet: { omitFeatures: ['solana:signAndSendTransaction'] },
    })
    const transfer = request({ amount: 777n })
    const before = {
      sender: await lamportsOf(sender.address),
      to: await lamportsOf(holder.address),
    }
    const sentBefore = proxy.counts('sendTransaction')

    const { hash } = await transfers.sendTransfer(transfer)
    await expect(
      transfers.waitForTransfer({ namespace: 'solana', network: local, hash }),
    ).resolves.toEqual({ status: 'confirmed' })

    // The adapter sent it to the network's RPC, not through the wallet's.
    expect(proxy.counts('sendTransaction')).toBe(sentBefore)
    expect((await lamportsOf(holder.address)) - before.to).toBe(777n)
    expect(before.sender - (await lamportsOf(sender.address))).toBe(777n + FEE_PER_SIGNATURE)
  })
})

describe('transfers: PUSD (SPL)', { timeout: TEST_TIMEOUT_MS }, () => {
  it('default: to an account with a token account — PUSD moves, the sender pays the fee only', async () => {
    const { transfers, request } = await connect()
    const transfer = request({ token: PUSD, amount: 12_500_000n })
    const before = {
      senderSol: await lamportsOf(sender.address),
      senderPusd: await pusdOf(sender.address),
      toPusd: await pusdOf(holder.address),
    }

    const fee = await transfers.estimateTransferFee(transfer)
    expect(fee).toEqual({ value: FEE_PER_SIGNATURE, decimals: 9, symbol: 'SOL' })
    const { hash } = await transfers.sendTransfer(transfer)
    await expect(
      transfers.waitForTransfer({ namespace: 'solana', network: local, hash }),
    ).resolves.toEqual({ status: 'confirmed' })

    expect((await pusdOf(holder.address)) - before.toPusd).toBe(12_500_000n)
    expect(before.senderPusd - (await pusdOf(sender.address))).toBe(12_500_000n)
    expect(before.senderSol - (await lamportsOf(sender.address))).toBe(fee.value)
  })

  it('behavior: to a fresh address — its token account is created; the fee includes its rent', async () => {
    const { transfers, request } = await connect()
    const to = await freshAddress()
    const transfer = request({ to, token: PUSD, amount: 3_000_000n })
    const rent = await rpc.getMinimumBalanceForRentExemption(BigInt(getTokenSize())).send()
    const before = {
      senderSol: await lamportsOf(sender.address),
      senderPusd: await pusdOf(sender.address),
    }
    expect(await pusdOf(to)).toBe(0n)

    const fee = await transfers.estimateTransferFee(transfer)
    expect(fee.value).toBe(FEE_PER_SIGNATURE + rent)
    const { hash } = await transfers.sendTransfer(transfer)
    await expect(
      transfers.waitForTransfer({ namespace: 'solana', network: local, hash }),
    ).resolves.toEqual({ status: 'confirmed' })

    expect(await pusdOf(to)).toBe(3_000_000n)
    expect(before.senderPusd - (await pusdOf(sender.address))).toBe(3_000_000n)
    // Paid: the network fee and the new account's rent (it holds exactly that).
    expect(before.senderSol - (await lamportsOf(sender.address))).toBe(FEE_PER_SIGNATURE + rent)
    const tokenAccount = await localTokenAccountOf(to)
    expect(await lamportsOf(tokenAccount)).toBe(rent)
    // The account exists now: a second transfer costs the fee only.
    await expect(transfers.estimateTransferFee(transfer)).resolves.toMatchObject({
      value: FEE_PER_SIGNATURE,
    })
  })
})

describe('transfers: refusals and failures', { timeout: TEST_TIMEOUT_MS }, () => {
  it('behavior: the wallet refuses → UserRejectedRequestError, nothing sent', async () => {
    const { transfers, request, controls } = await connect()
    const transfer = request({ amount: 5_000_000n })
    const before = {
      sender: await lamportsOf(sender.address),
      to: await lamportsOf(holder.address),
    }
    const sentBefore = proxy.counts('sendTransaction')

    controls.rejectNext()
    await expect(transfers.sendTransfer(transfer)).rejects.toBeInstanceOf(UserRejectedRequestError)

    expect(proxy.counts('sendTransaction')).toBe(sentBefore)
    expect(await lamportsOf(sender.address)).toBe(before.sender)
    expect(await lamportsOf(holder.address)).toBe(before.to)
  })

  it('bad input: more SOL than the balance → TransferWouldFailError at estimate and send, nothing sent', async () => {
    const { transfers, request } = await connect()
    const balance = await lamportsOf(sender.address)
    const transfer = request({ amount: balance + 1n })
    const sentBefore = proxy.counts('sendTransaction')

    const estimate = transfers.estimateTransferFee(transfer)
    await expect(estimate).rejects.toBeInstanceOf(TransferWouldFailError)
    await expect(estimate).rejects.toMatchObject({
      shortMessage: 'The transfer would fail',
      details: expect.stringMatching(/insufficient lamports/),
    })
    await expect(transfers.sendTransfer(transfer)).rejects.toBeInstanceOf(TransferWouldFailError)
    expect(proxy.counts('sendTransaction')).toBe(sentBefore)
    expect(await lamportsOf(sender.address)).toBe(balance)
  })

  it('bad input: more PUSD than held → TransferWouldFailError (insufficient funds)', async () => {
    const { transfers, request } = await connect()
    const held = await pusdOf(sender.address)
    const transfer = request({ token: PUSD, amount: held + 1n })

    await expect(transfers.estimateTransferFee(transfer)).rejects.toMatchObject({
      name: 'TransferWouldFailError',
      details: expect.stringMatching(/custom program error 0x1.*insufficient funds/i),
    })
    await expect(transfers.sendTransfer(transfer)).rejects.toBeInstanceOf(TransferWouldFailError)
    expect(await pusdOf(sender.address)).toBe(held)
  })

  it('behavior: a transfer that lands with an error → failed, with the reason', async () => {
    // Sent straight to the network with the preflight skipped: how a failing transfer lands.
    const { transfers } = await connect()
    const held = await pusdOf(holder.address)
    const hash = await sendPusdFromHolder(held + 1n, { skipPreflight: true })

    await expect(
      transfers.waitForTransfer({ namespace: 'solana', network: local, hash }),
    ).resolves.toEqual({
      status: 'failed',
      reason: 'Instruction 0 failed: custom program error 0x1',
    })
  })

  it('behavior: a transfer another account sent to the connected one (an on-ramp delivery) → confirmed', async () => {
    const { transfers } = await connect()
    const hash = await sendPusdFromHolder(1_000_000n)

    await expect(
      transfers.waitForTransfer({ namespace: 'solana', network: local, hash }),
    ).resolves.toEqual({ status: 'confirmed' })
  })

  it('behavior: the RPC answers 503 while waiting → ChainRpcError; asked again → confirmed, sent once', async () => {
    // A 503 is a fault nothing real produces on demand: the proxy in front of the local network
    // answers it while switched to 'unavailable'.
    const { transfers, request } = await connect({ network: proxied })
    const transfer = request({ amount: 4_200_000n })
    const before = {
      sender: await lamportsOf(sender.address),
      to: await lamportsOf(holder.address),
    }
    const sentBefore = proxy.counts('sendTransaction')

    const { hash } = await transfers.sendTransfer(transfer)
    proxy.setMode('unavailable')
    const failed = transfers.waitForTransfer({ namespace: 'solana', network: proxied, hash })
    await expect(failed).rejects.toBeInstanceOf(ChainRpcError)
    await expect(failed).rejects.toMatchObject({
      shortMessage: 'The network did not answer',
      details: expect.stringMatching(/^getBlockHeight failed/),
    })
    await expect(transfers.estimateTransferFee(transfer)).rejects.toBeInstanceOf(ChainRpcError)

    proxy.setMode('forward')
    await expect(
      transfers.waitForTransfer({ namespace: 'solana', network: proxied, hash }),
    ).resolves.toEqual({ status: 'confirmed' })
    expect(proxy.counts('sendTransaction') - sentBefore).toBe(1)
    expect((await lamportsOf(holder.address)) - before.to).toBe(4_200_000n)
    expect(before.sender - (await lamportsOf(sender.address))).toBe(4_200_000n + FEE_PER_SIGNATURE)
  })

  it('behavior: a transfer the network dropped → failed once its blockhash can no longer be valid', async () => {
    // A node that accepts a transaction and loses it is not something to produce on demand: the
    // proxy answers sendTransaction with the signature and hands nothing on.
    const { transfers, request } = await connect({ network: proxied })
    const to = await freshAddress()
    proxy.setMode('drop-sends')
    const { hash } = await transfers.sendTransfer(request({ to, amount: 1_000_000_000n }))
    proxy.setMode('forward')

    const heightRead = proxy.answered('getBlockHeight')
    const outcome = transfers.waitForTransfer({ namespace: 'solana', network: proxied, hash })
    await heightRead
    // Every airdrop is a block: move the chain past any blockhash the transfer could carry.
    const blocks = Number(BLOCKHASH_VALIDITY_BLOCKS + EXPIRY_MARGIN_BLOCKS) + 1
    for (let block = 0; block < blocks; block++) await solana.airdrop(holder.address, 1n)

    await expect(outcome).resolves.toEqual({
      status: 'failed',
      reason: expect.stringMatching(/expired/),
    })
    expect(await lamportsOf(to)).toBe(0n)
  })
})

/**
 * A hand-made wallet holding dev account 0, for the answers no real wallet gives on demand
 * (garbage signatures, unsigned bytes): each test says which one it fakes.
 */
async function connectFakeWallet(features: Record<`${string}:${string}`, unknown>) {
  const account: WalletAccount = {
    address: sender.address,
    publicKey: new Uint8Array(getAddressEncoder().encode(address(sender.address))),
    chains: [LOCAL_SOLANA_CAIP_NETWORK_ID],
    features: Object.keys(features) as `${string}:${string}`[],
  }
  const fake = registerFakeWallet({
    name: 'Garbage Wallet',
    chains: [LOCAL_SOLANA_CAIP_NETWORK_ID],
    accounts: [account],
    features: {
      'standard:connect': { version: '1.0.0', connect: async () => ({ accounts: [account] }) },
      'standard:events': { version: '1.0.0', on: () => () => {} },
      ...features,
    },
  })
  cleanups.push(fake.unregister)
  const adapter = solanaAdapter()
  cleanups.push(adapter.setup({ networks: [proxied], emit: () => {} }))
  const connectorId = 'ws:solana:Garbage Wallet'
  await adapter.connect({ connectorId, network: proxied })
  const request: TransferRequest = {
    connectorId,
    namespace: 'solana',
    network: proxied,
    from: sender.address,
    to: holder.address,
    token: SOL,
    amount: 1_000n,
  }
  return { transfers: adapter.transfers as TransferCapability, request }
}

describe('transfers: what the wallet answers', { timeout: TEST_TIMEOUT_MS }, () => {
  it.each([
    ['a 63-byte signature', [{ signature: new Uint8Array(63) }]],
    ['no output', []],
    ['not a list', 'sent'],
  ])(
    'bad input: solana:signAndSendTransaction answers %s → InvalidWalletResponseError',
    async (_case, answer) => {
      const { transfers, request } = await connectFakeWallet({
        'solana:signAndSendTransaction': {
          version: '1.0.0',
          supportedTransactionVersions: ['legacy', 0],
          signAndSendTransaction: async () => answer,
        },
      })
      await expect(transfers.sendTransfer(request)).rejects.toBeInstanceOf(
        InvalidWalletResponseError,
      )
    },
  )

  it.each([
    ['the unsigned transaction back', (input: Uint8Array) => input],
    ['bytes that are no transaction', () => new Uint8Array([1, 2, 3])],
  ])(
    'bad input: solana:signTransaction answers %s → InvalidWalletResponseError, nothing sent',
    async (_case, answer) => {
      const { transfers, request } = await connectFakeWallet({
        'solana:signTransaction': {
          version: '1.0.0',
          supportedTransactionVersions: ['legacy', 0],
          signTransaction: async (input: { transaction: Uint8Array }) => [
            { signedTransaction: answer(input.transaction) },
          ],
        },
      })
      const sentBefore = proxy.counts('sendTransaction')
      await expect(transfers.sendTransfer(request)).rejects.toBeInstanceOf(
        InvalidWalletResponseError,
      )
      expect(proxy.counts('sendTransaction')).toBe(sentBefore)
    },
  )

  it('bad input: a wallet that can neither sign nor send transactions → WalletUnsupportedMethodError', async () => {
    const { transfers, request } = await connectFakeWallet({})
    await expect(transfers.sendTransfer(request)).rejects.toBeInstanceOf(
      WalletUnsupportedMethodError,
    )
  })
})

describe('transfers: bad input', { timeout: TEST_TIMEOUT_MS }, () => {
  it('bad input: token decimals that are not the mint’s → UnsupportedTokenError, nothing asked of the wallet', async () => {
    const { transfers, request, controls } = await connect()
    controls.setAutoApprove(false)
    const transfer = request({ token: { ...PUSD, decimals: 9 }, amount: 1n })
    await expect(transfers.estimateTransferFee(transfer)).rejects.toMatchObject({
      name: 'UnsupportedTokenError',
      details: `${PUSD.address} has 6 decimals, the amount was given with 9`,
    })
    await expect(transfers.sendTransfer(transfer)).rejects.toBeInstanceOf(UnsupportedTokenError)
    expect(controls.pendingRequests()).toEqual([])
  })

  it('bad input: a token address that is no mint → UnsupportedTokenError', async () => {
    const { transfers, request } = await connect()
    const transfer = request({ token: { ...PUSD, address: holder.address }, amount: 1n })
    await expect(transfers.estimateTransferFee(transfer)).rejects.toMatchObject({
      name: 'UnsupportedTokenError',
      details: expect.stringMatching(/not the SPL token program/),
    })
    const missing = request({ token: { ...PUSD, address: await freshAddress() }, amount: 1n })
    await expect(transfers.estimateTransferFee(missing)).rejects.toMatchObject({
      name: 'UnsupportedTokenError',
      details: expect.stringMatching(/is not a mint on this network/),
    })
  })

  it.each([
    [
      'to an EVM address',
      { to: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' },
      InvalidAddressError,
    ],
    [
      'a token address that is not base58',
      { token: { ...PUSD, address: '0OIl' } },
      InvalidAddressError,
    ],
    ['amount 0', { amount: 0n }, InvalidRequestParamsError],
    ['amount above u64', { amount: 2n ** 64n }, InvalidRequestParamsError],
    ['SOL with 6 decimals', { token: { ...SOL, decimals: 6 } }, InvalidRequestParamsError],
    ['the eip155 namespace', { namespace: 'eip155' as const }, UnsupportedNamespaceError],
  ])('bad input: %s → %o', async (_case, overrides, ErrorClass) => {
    const { transfers, request } = await connect()
    const transfer = request(overrides as Partial<TransferRequest>)
    await expect(transfers.estimateTransferFee(transfer)).rejects.toBeInstanceOf(ErrorClass)
    await expect(transfers.sendTransfer(transfer)).rejects.toBeInstanceOf(ErrorClass)
  })

  it('bad input: from an account the wallet did not connect → NotConnectedError', async () => {
    const { transfers, request } = await connect()
    await expect(
      transfers.sendTransfer(request({ from: holder.address, to: sender.address })),
    ).rejects.toBeInstanceOf(NotConnectedError)
  })

  it('bad input: a hash that is not a signature → InvalidRequestParamsError', async () => {
    const { transfers } = await connect()
    await expect(
      transfers.waitForTransfer({ namespace: 'solana', network: local, hash: '0xabc' }),
    ).rejects.toBeInstanceOf(InvalidRequestParamsError)
  })
})
