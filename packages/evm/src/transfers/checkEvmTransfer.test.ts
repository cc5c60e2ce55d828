import { ChainRpcError, type Network, type TransferToken } from '@portico/core'
import {
  compilePorticoToken,
  DEV_ACCOUNTS,
  type DevnetToken,
  deployTokens,
  startTestAnvil,
  type TestAnvil,
} from '@portico/devnet'
import {
  type Address,
  createWalletClient,
  defineChain,
  erc20Abi,
  type Hash,
  http,
  parseEther,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkEvmTransfer } from './checkEvmTransfer.ts'
import { readEvmBlockHeight } from './readEvmBlockHeight.ts'
import { readEvmToken } from './readEvmToken.ts'

// Real anvil with the devnet's PUSD: dev account 1 plays the exchange that pays (it holds PUSD
// and ETH); the checks read the receipts anvil mined.
let anvil: TestAnvil
let network: Network
let pusd: TransferToken & { address: Address }
const payer = privateKeyToAccount(DEV_ACCOUNTS[1].privateKey)
const ETH: TransferToken = { symbol: 'ETH', name: 'Ether', decimals: 18 }

beforeAll(async () => {
  anvil = await startTestAnvil({ chainId: 31337, uniswap: false })
  network = {
    id: 31337,
    caipNetworkId: 'eip155:31337',
    chainNamespace: 'eip155',
    name: 'Portico Local',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [anvil.rpcUrl] } },
  }
  const { artifact } = await compilePorticoToken()
  const [first] = (await deployTokens({ chainId: 31337, rpcUrl: anvil.rpcUrl, artifact })) as [
    DevnetToken,
  ]
  pusd = {
    symbol: first.symbol,
    name: first.name,
    decimals: first.decimals,
    address: first.address,
  }
}, 120_000)

afterAll(async () => {
  await anvil?.stop()
})

const anvilChain = () =>
  defineChain({
    id: 31337,
    name: 'Portico Local',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [anvil.rpcUrl] } },
  })

const freshAddress = (): Address => privateKeyToAccount(generatePrivateKey()).address
const wallet = () =>
  createWalletClient({ account: payer, transport: http(anvil.rpcUrl), chain: anvilChain() })

const payPusd = (to: Address, value: bigint): Promise<Hash> =>
  wallet().writeContract({
    abi: erc20Abi,
    address: pusd.address,
    functionName: 'transfer',
    args: [to, value],
  })

/** Checked as a payment that opened at block 0: any transaction of this anvil is newer. */
const check = (hash: Hash, token: TransferToken, to: Address, amount: bigint, minedAfter = 0n) =>
  checkEvmTransfer({ namespace: 'eip155', network, hash, token, to, amount, minedAfter })
const height = () => readEvmBlockHeight({ namespace: 'eip155', network })

describe('checkEvmTransfer', () => {
  it('default: a PUSD Transfer of exactly the amount to the recipient → confirmed, from the sender', async () => {
    const to = freshAddress()
    const hash = await payPusd(to, 5_000_000n)
    expect(await check(hash, pusd, to, 5_000_000n)).toEqual({
      status: 'confirmed',
      from: payer.address,
    })
  })

  it.each<[string, (to: Address) => { to: Address; amount: bigint }]>([
    ['another amount', (to) => ({ to, amount: 5_000_001n })],
    ['another recipient', () => ({ to: freshAddress(), amount: 5_000_000n })],
  ])(
    'behavior: a PUSD Transfer of %s than asked → failed, never counted as the payment',
    async (_, asked) => {
      const to = freshAddress()
      const hash = await payPusd(to, 5_000_000n)
      const expected = asked(to)
      expect(await check(hash, pusd, expected.to, expected.amount)).toEqual({
        status: 'failed',
        reason: 'The transaction did not transfer the amount of PUSD to the recipient',
      })
    },
  )

  it('behavior: a PUSD transfer checked as ETH (the token moved, not the native currency) → failed', async () => {
    const to = freshAddress()
    const hash = await payPusd(to, 5_000_000n)
    expect((await check(hash, ETH, to, 5_000_000n)).status).toBe('failed')
  })

  it('parameters: native — the transaction itself to the recipient with exactly that value', async () => {
    const to = freshAddress()
    const hash = await wallet().sendTransaction({ to, value: parseEther('0.5') })
    expect(await check(hash, ETH, to, parseEther('0.5'))).toEqual({
      status: 'confirmed',
      from: payer.address,
    })
    expect((await check(hash, ETH, to, parseEther('0.4'))).status).toBe('failed')
  })

  it('behavior: a payment that opened after the transaction was mined → failed: an old hash replayed never pays again', async () => {
    const to = freshAddress()
    const opened = await height()
    const hash = await payPusd(to, 5_000_000n)
    expect(await check(hash, pusd, to, 5_000_000n, opened)).toEqual({
      status: 'confirmed',
      from: payer.address,
    })
    // The next payment to the same recipient, for the same amount, opens at a later block.
    const reopened = await height()
    expect(reopened).toBeGreaterThan(opened)
    expect(await check(hash, pusd, to, 5_000_000n, reopened)).toEqual({
      status: 'failed',
      reason: 'The transaction is older than the payment',
    })
  })
})

describe('readEvmBlockHeight', () => {
  it("default: the chain's latest block number, rising as blocks are mined", async () => {
    const before = await height()
    await wallet().sendTransaction({ to: freshAddress(), value: 1n })
    expect(await height()).toBe(before + 1n)
  })

  it('behavior: the RPC down → ChainRpcError', async () => {
    const down = { ...network, rpcUrls: { default: { http: ['http://127.0.0.1:9/'] } } }
    await expect(readEvmBlockHeight({ namespace: 'eip155', network: down })).rejects.toBeInstanceOf(
      ChainRpcError,
    )
  })
})

describe('readEvmToken', () => {
  it("default: the contract's own symbol, name and decimals", async () => {
    expect(await readEvmToken({ network, address: pusd.address })).toEqual({
      symbol: 'PUSD',
      name: 'Portico USD',
      decimals: 6,
    })
  })

  it('behavior: an address with no token contract → ChainRpcError', async () => {
    await expect(readEvmToken({ network, address: freshAddress() })).rejects.toBeInstanceOf(
      ChainRpcError,
    )
  })
})
