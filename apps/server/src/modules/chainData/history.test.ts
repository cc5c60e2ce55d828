import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Transaction } from '@portico/core'
import { DEV_ACCOUNTS } from '@portico/devnet'
import { startRpcProxy } from '@portico/test-utils/startRpcProxy'
import { count, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import {
  type Address,
  createWalletClient,
  formatEther,
  http,
  parseEther,
  parseUnits,
  type TransactionReceipt,
  zeroAddress,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildServer } from '../../buildServer.ts'
import { parseServerConfig, type ServerConfig } from '../../config.ts'
import { tablesOf } from '../../db/database.ts'
import { openDatabase } from '../../db/openDatabase.ts'
import { createTestDatabase, type TestDatabase } from '../../testing/createTestDatabase.ts'
import { TEST_PROJECT_ID, testConfigInput } from '../../testing/createTestServer.ts'
import { type HistoryChain, startHistoryChain } from '../../testing/startHistoryChain.ts'

// Everything here is real: anvil, contracts, transfers, the indexer following the chain and a
// database (SQLite, or Postgres in that run). Nothing is mocked.
const CHAIN = 'eip155:31337'
const alice = privateKeyToAccount(generatePrivateKey())
const bob = privateKeyToAccount(generatePrivateKey()).address
const carol = privateKeyToAccount(generatePrivateKey()).address
const funder = DEV_ACCOUNTS[0].address

let chain: HistoryChain
let dir: string
let database: TestDatabase | undefined
let config: ServerConfig
let app: FastifyInstance
/** Alice's transactions in the order they were made. */
const receipts: Record<string, TransactionReceipt> = {}

beforeAll(async () => {
  chain = await startHistoryChain()
  const { contracts, tokenAbi, nftAbi, mined } = chain
  const aliceWallet = createWalletClient({
    account: alice,
    chain: chain.publicClient.chain,
    transport: http(chain.anvil.rpcUrl),
  })
  const fromFunder = (
    address: Address,
    abi: typeof tokenAbi,
    functionName: string,
    args: unknown[],
  ) =>
    mined(
      chain.funder.writeContract({
        address,
        abi,
        functionName,
        args,
        account: funder,
        chain: chain.publicClient.chain,
      }),
    )

  receipts.nativeIn = await mined(
    chain.funder.sendTransaction({
      to: alice.address,
      value: parseEther('2'),
      account: funder,
      chain: chain.publicClient.chain,
    }),
  )
  receipts.pusdIn = await fromFunder(contracts.pusd, tokenAbi, 'transfer', [
    alice.address,
    parseUnits('100', 6),
  ])
  receipts.ptkIn = await fromFunder(contracts.ptk, tokenAbi, 'transfer', [
    alice.address,
    parseUnits('3.5', 18),
  ])
  receipts.nftMint = await fromFunder(contracts.nft, nftAbi, 'mint', [alice.address])
  receipts.self = await mined(
    aliceWallet.sendTransaction({
      to: alice.address,
      value: parseEther('0.1'),
      chain: chain.publicClient.chain,
    }),
  )
  receipts.pusdOut = await mined(
    aliceWallet.writeContract({
      address: contracts.pusd,
      abi: tokenAbi,
      functionName: 'transfer',
      args: [bob, parseUnits('25.5', 6)],
      chain: chain.publicClient.chain,
    }),
  )
  // The token has no payable fallback: ETH sent to it reverts. An explicit gas limit skips
  // the estimate, which would refuse to send a transaction that reverts.
  receipts.failed = await mined(
    aliceWallet.sendTransaction({
      to: contracts.pusd,
      value: parseEther('0.01'),
      gas: 100_000n,
      chain: chain.publicClient.chain,
    }),
  )
  receipts.spamMint = await fromFunder(contracts.spamNft, nftAbi, 'mint', [alice.address])
  receipts.pextIn = await fromFunder(contracts.pext, tokenAbi, 'transfer', [
    alice.address,
    parseUnits('7', 18),
  ])
  receipts.junkIn = await fromFunder(contracts.junk, tokenAbi, 'transfer', [
    alice.address,
    parseUnits('1', 18),
  ])

  // 25 transfers to carol in ONE block, so a page ends inside a block.
  await chain.testClient.setAutomine(false)
  for (let i = 1; i <= 25; i++)
    await chain.funder.sendTransaction({
      to: carol,
      value: BigInt(i),
      account: funder,
      chain: chain.publicClient.chain,
    })
  await chain.testClient.mine({ blocks: 1 })
  await chain.testClient.setAutomine(true)

  dir = await mkdtemp(join(tmpdir(), 'portico-history-'))
  database = await createTestDatabase(dir)
  config = parseServerConfig(
    testConfigInput(dir, {
      databaseUrl: database.url,
      chains: [
        {
          caipNetworkId: CHAIN,
          name: 'Portico Local',
          rpcUrl: chain.anvil.rpcUrl,
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          nativePriceUsd: 3000,
        },
      ],
      tokens: [
        {
          caipNetworkId: CHAIN,
          address: contracts.pusd,
          name: 'Portico USD',
          symbol: 'PUSD',
          decimals: 6,
          priceUsd: 1,
          iconUrl: 'https://icons.example/pusd.svg',
        },
        {
          caipNetworkId: CHAIN,
          address: contracts.ptk,
          name: 'Portico Token',
          symbol: 'PTK',
          decimals: 18,
          priceUsd: 2.5,
        },
      ],
      spamContracts: [
        { caipNetworkId: CHAIN, address: contracts.spamNft },
        { caipNetworkId: CHAIN, address: contracts.junk },
      ],
      indexer: { pollIntervalMs: 50, batchBlocks: 5 },
    }),
  )
  app = await buildServer(config)
  await app.chainIndexer.syncNow()
}, 120_000)

afterAll(async () => {
  await app?.close()
  await chain?.anvil.stop()
  await database?.drop()
  if (dir) await rm(dir, { recursive: true, force: true })
})

async function getHistory(address: string, query: Record<string, string> = {}) {
  const response = await app.inject({
    url: `/v1/account/${address}/history`,
    query: { projectId: TEST_PROJECT_ID, chainId: CHAIN, ...query },
  })
  return { status: response.statusCode, body: response.json() }
}

async function minedAt(receipt: TransactionReceipt): Promise<string> {
  const block = await chain.publicClient.getBlock({ blockNumber: receipt.blockNumber })
  return new Date(Number(block.timestamp) * 1000).toISOString()
}

const ether = (numeric: string, value: number, direction: 'in' | 'out' | 'self') => ({
  direction,
  quantity: { numeric },
  value,
  fungible_info: { name: 'Ether', symbol: 'ETH', icon: null, flags: { is_spam: false } },
})

async function expected(
  name: string,
  operationType: Transaction['metadata']['operationType'],
  sentFrom: string,
  sentTo: string,
  transfers: unknown[],
) {
  const receipt = receipts[name]
  if (receipt === undefined) throw new Error(`no receipt ${name}`)
  return {
    id: receipt.transactionHash,
    metadata: {
      minedAt: await minedAt(receipt),
      chain: CHAIN,
      operationType,
      hash: receipt.transactionHash,
      status: receipt.status === 'success' ? 'confirmed' : 'failed',
      sentFrom,
      sentTo,
    },
    transfers,
  }
}

describe('GET /v1/account/:address/history', () => {
  it('default: every transfer the test made, newest first, exact shapes', async () => {
    const { contracts } = chain
    const { status, body } = await getHistory(alice.address)
    expect(status).toBe(200)
    expect(receipts.failed?.status).toBe('reverted')
    const me = alice.address
    expect(body).toEqual({
      next: null,
      data: [
        await expected('junkIn', 'receive', funder, me, [
          {
            direction: 'in',
            quantity: { numeric: '1' },
            value: null,
            fungible_info: {
              name: 'Free Junk',
              symbol: 'JUNK',
              icon: null,
              flags: { is_spam: true },
            },
          },
        ]),
        await expected('pextIn', 'receive', funder, me, [
          {
            direction: 'in',
            quantity: { numeric: '7' },
            value: null,
            fungible_info: {
              name: 'Portico Extra',
              symbol: 'PEXT',
              icon: null,
              flags: { is_spam: false },
            },
          },
        ]),
        await expected('spamMint', 'mint', zeroAddress, me, [
          {
            direction: 'in',
            quantity: { numeric: '1' },
            value: null,
            nft_info: {
              name: 'Spam Drop',
              contract_address: contracts.spamNft.toLowerCase(),
              token_id: '1',
              content: null,
              flags: { is_spam: true },
            },
          },
        ]),
        await expected('failed', 'send', me, contracts.pusd, [ether('0.01', 30, 'out')]),
        await expected('pusdOut', 'send', me, bob, [
          {
            direction: 'out',
            quantity: { numeric: '25.5' },
            value: 25.5,
            fungible_info: {
              name: 'Portico USD',
              symbol: 'PUSD',
              icon: { url: 'https://icons.example/pusd.svg' },
              flags: { is_spam: false },
            },
          },
        ]),
        await expected('self', 'send', me, me, [ether('0.1', 300, 'self')]),
        await expected('nftMint', 'mint', zeroAddress, me, [
          {
            direction: 'in',
            quantity: { numeric: '1' },
            value: null,
            nft_info: {
              name: 'Portico Test NFT',
              contract_address: contracts.nft.toLowerCase(),
              token_id: '1',
              content: null,
              flags: { is_spam: false },
            },
          },
        ]),
        await expected('ptkIn', 'receive', funder, me, [
          {
            direction: 'in',
            quantity: { numeric: '3.5' },
            value: 8.75,
            fungible_info: {
              name: 'Portico Token',
              symbol: 'PTK',
              icon: null,
              flags: { is_spam: false },
            },
          },
        ]),
        await expected('pusdIn', 'receive', funder, me, [
          {
            direction: 'in',
            quantity: { numeric: '100' },
            value: 100,
            fungible_info: {
              name: 'Portico USD',
              symbol: 'PUSD',
              icon: { url: 'https://icons.example/pusd.svg' },
              flags: { is_spam: false },
            },
          },
        ]),
        await expected('nativeIn', 'receive', funder, me, [ether('2', 6000, 'in')]),
      ],
    })
  })

  it('behavior: the counterparty sees the same transaction from its side', async () => {
    const { body } = await getHistory(bob.toLowerCase())
    expect(body.data).toHaveLength(1)
    expect(body.data[0].metadata).toMatchObject({
      operationType: 'receive',
      sentFrom: alice.address,
      sentTo: bob,
    })
    expect(body.data[0].transfers[0]).toMatchObject({ direction: 'in', value: 25.5 })
  })

  it('parameters: cursor — 25 transactions in one block over two pages of 20', async () => {
    const first = await getHistory(carol)
    expect(first.status).toBe(200)
    expect(first.body.data).toHaveLength(20)
    expect(first.body.next).toEqual(expect.stringMatching(/^[A-Za-z0-9_-]+$/))
    const second = await getHistory(carol, { cursor: first.body.next })
    expect(second.body.data).toHaveLength(5)
    expect(second.body.next).toBeNull()
    const quantities = [...first.body.data, ...second.body.data].map(
      (entry: Transaction) => entry.transfers[0]?.quantity.numeric,
    )
    // Newest first: the 25th transfer (25 wei) down to the first (1 wei), none twice.
    expect(quantities).toEqual(Array.from({ length: 25 }, (_, i) => formatEther(BigInt(25 - i))))
  })

  it('parameters: limit — up to 50 in one page, more is refused', async () => {
    const all = await getHistory(carol, { limit: '50' })
    expect(all.body.data).toHaveLength(25)
    expect(all.body.next).toBeNull()
    const three = await getHistory(carol, { limit: '3' })
    expect(three.body.data).toHaveLength(3)
    expect(typeof three.body.next).toBe('string')
    expect(await getHistory(carol, { limit: '51' })).toEqual({
      status: 400,
      body: { code: 'BAD_REQUEST', message: 'limit: must be an integer from 1 to 50' },
    })
  })

  it('behavior: an account with no transfers gets an empty last page', async () => {
    const nobody = privateKeyToAccount(generatePrivateKey()).address
    expect(await getHistory(nobody)).toEqual({ status: 200, body: { data: [], next: null } })
  })

  it('behavior: an unsupported chain gets the balance route’s answer', async () => {
    const history = await getHistory(alice.address, { chainId: 'eip155:1' })
    const balance = await app.inject({
      url: `/v1/account/${alice.address}/balance`,
      query: { projectId: TEST_PROJECT_ID, chainId: 'eip155:1' },
    })
    expect(history).toEqual({
      status: 400,
      body: { code: 'UNSUPPORTED_CHAIN', message: 'Unsupported chain' },
    })
    expect({ status: balance.statusCode, body: balance.json() }).toEqual(history)
  })

  it('behavior: bad input is a 400 naming the field', async () => {
    expect((await getHistory('0x1234')).status).toBe(400)
    expect(await getHistory(alice.address, { cursor: 'not-a-cursor' })).toEqual({
      status: 400,
      body: {
        code: 'BAD_REQUEST',
        message: 'cursor: must be the `next` value of an earlier page',
      },
    })
    const noChain = await app.inject({
      url: `/v1/account/${alice.address}/history`,
      query: { projectId: TEST_PROJECT_ID },
    })
    expect(noChain.statusCode).toBe(400)
  })
})

describe('GET /v1/account/:address/balance with the indexer', () => {
  it('behavior: received tokens the config does not list are added; spam ones are not', async () => {
    const response = await app.inject({
      url: `/v1/account/${alice.address}/balance`,
      query: { projectId: TEST_PROJECT_ID, chainId: CHAIN, forceUpdate: '1' },
    })
    const native = await chain.publicClient.getBalance({ address: alice.address })
    expect(response.json()).toEqual({
      balances: [
        {
          name: 'Ether',
          symbol: 'ETH',
          chainId: CHAIN,
          value: expect.any(Number),
          price: 3000,
          // 2 ETH in, minus the gas of three transactions (the self-send and the failed
          // transaction moved nothing).
          quantity: { decimals: '18', numeric: formatEther(native) },
          iconUrl: null,
        },
        {
          name: 'Portico USD',
          symbol: 'PUSD',
          chainId: CHAIN,
          address: `${CHAIN}:${chain.contracts.pusd}`,
          value: 74.5,
          price: 1,
          quantity: { decimals: '6', numeric: '74.5' },
          iconUrl: 'https://icons.example/pusd.svg',
        },
        {
          name: 'Portico Token',
          symbol: 'PTK',
          chainId: CHAIN,
          address: `${CHAIN}:${chain.contracts.ptk}`,
          value: 8.75,
          price: 2.5,
          quantity: { decimals: '18', numeric: '3.5' },
          iconUrl: null,
        },
        {
          name: 'Portico Extra',
          symbol: 'PEXT',
          chainId: CHAIN,
          address: `${CHAIN}:${chain.contracts.pext}`,
          value: 0,
          price: 0,
          quantity: { decimals: '18', numeric: '7' },
          iconUrl: null,
        },
      ],
    })
    expect(native < parseEther('2')).toBe(true)
  })
})

describe('the indexer', () => {
  it('behavior: a restart resumes at the stored cursor — no re-scan, no duplicates', async () => {
    await app.close()
    const head = Number(await chain.publicClient.getBlockNumber({ cacheTime: 0 }))
    const opened = await openDatabase(config.databaseUrl)
    const { chainCursors, chainTransfers } = tablesOf(opened.db)
    const [cursor] = await opened.db.select().from(chainCursors)
    expect(cursor).toMatchObject({ caipNetworkId: CHAIN, blockNumber: head })
    // Forget an early transfer: a re-scan from genesis would bring it back.
    const forgotten = receipts.nativeIn?.transactionHash ?? ''
    await opened.db.delete(chainTransfers).where(eq(chainTransfers.txHash, forgotten))
    const [before] = await opened.db.select({ rows: count() }).from(chainTransfers)
    await opened.close()

    // A transfer made while the server is down.
    const late = await chain.mined(
      chain.funder.sendTransaction({
        to: alice.address,
        value: parseEther('0.5'),
        account: funder,
        chain: chain.publicClient.chain,
      }),
    )

    app = await buildServer(config)
    // No syncNow: the background loop alone must pick the new block up.
    await vi.waitFor(
      async () => {
        const { body } = await getHistory(alice.address)
        expect(body.data[0].metadata.hash).toBe(late.transactionHash)
      },
      { timeout: 10_000, interval: 50 },
    )
    const { body } = await getHistory(alice.address)
    expect(body.data).toHaveLength(10)
    expect(body.data.map((entry: Transaction) => entry.metadata.hash)).not.toContain(forgotten)

    const reopened = await openDatabase(config.databaseUrl)
    const [after] = await reopened.db.select({ rows: count() }).from(chainTransfers)
    const [moved] = await reopened.db.select().from(chainCursors)
    await reopened.close()
    expect(after?.rows).toBe((before?.rows ?? 0) + 1)
    expect(moved?.blockNumber).toBe(Number(late.blockNumber))
  })

  it('behavior: a reorg (anvil revert) replaces the orphaned transfers', async () => {
    const snapshot = await chain.testClient.snapshot()
    const orphan = await chain.mined(
      chain.funder.sendTransaction({
        to: bob,
        value: parseEther('1'),
        account: funder,
        chain: chain.publicClient.chain,
      }),
    )
    await app.chainIndexer.syncNow()
    expect((await getHistory(bob)).body.data[0].metadata.hash).toBe(orphan.transactionHash)

    await chain.testClient.revert({ id: snapshot })
    const replacement = await chain.mined(
      chain.funder.sendTransaction({
        to: bob,
        value: parseEther('2'),
        account: funder,
        chain: chain.publicClient.chain,
      }),
    )
    expect(replacement.blockNumber).toBe(orphan.blockNumber)
    await app.chainIndexer.syncNow()
    const { body } = await getHistory(bob)
    expect(body.data.map((entry: Transaction) => entry.metadata.hash)).toEqual([
      replacement.transactionHash,
      receipts.pusdOut?.transactionHash,
    ])
    expect(body.data[0].transfers[0].quantity.numeric).toBe('2')
  })

  it('behavior: an RPC that fails while a reorg is checked forgets nothing; the next step rewinds only the reorg', async () => {
    // The indexer reads the chain through a proxy that can fail the one call that tells a reset
    // chain from a reorg: whether the newest transfer kept below the rewind point is still there.
    const proxy = await startRpcProxy(chain.anvil.rpcUrl)
    await app.close()
    app = await buildServer({
      ...config,
      chains: config.chains.map((entry) => ({ ...entry, rpcUrl: proxy.url })),
    })
    try {
      // Recorded transfers more than a reorg depth below the head, so the check has one to ask for.
      await chain.testClient.mine({ blocks: 2 * config.indexer.reorgDepth })
      const erin = privateKeyToAccount(generatePrivateKey()).address
      const snapshot = await chain.testClient.snapshot()
      const send = (value: string) =>
        chain.mined(
          chain.funder.sendTransaction({
            to: erin,
            value: parseEther(value),
            account: funder,
            chain: chain.publicClient.chain,
          }),
        )
      const orphan = await send('1')
      await app.chainIndexer.syncNow()
      const hashesOf = async (address: string) =>
        (await getHistory(address)).body.data.map((entry: Transaction) => entry.metadata.hash)
      const aliceBefore = await hashesOf(alice.address)
      expect(aliceBefore.length).toBeGreaterThan(0)
      expect(await hashesOf(erin)).toEqual([orphan.transactionHash])

      await chain.testClient.revert({ id: snapshot })
      const replacement = await send('2')
      proxy.setUnavailable(true, ['eth_getTransactionByHash'])
      await expect(app.chainIndexer.syncNow()).rejects.toThrow()
      expect(proxy.refusedMethods).toContain('eth_getTransactionByHash')
      // Not a reset: the failed step changed nothing, so nothing the server listed is gone.
      expect(await hashesOf(alice.address)).toEqual(aliceBefore)
      expect(await hashesOf(erin)).toEqual([orphan.transactionHash])

      proxy.setUnavailable(false)
      await app.chainIndexer.syncNow()
      expect(await hashesOf(alice.address)).toEqual(aliceBefore)
      expect(await hashesOf(erin)).toEqual([replacement.transactionHash])
    } finally {
      await app.close()
      await proxy.close()
      app = await buildServer(config)
    }
  })

  // Last in the file: it throws the chain away.
  it('behavior: a reset chain (an anvil restart, the database kept) forgets the old history, also when the new chain is as long', async () => {
    // Alice's transfers more than a reorg depth below the head: a rewind alone keeps them.
    await chain.testClient.mine({ blocks: 2 * config.indexer.reorgDepth })
    await app.chainIndexer.syncNow()
    const oldHead = Number(await chain.publicClient.getBlockNumber({ cacheTime: 0 }))
    expect((await getHistory(alice.address)).body.data.length).toBeGreaterThan(0)

    // The server is down meanwhile, as when `npm run demo` starts again: it first sees the new
    // chain once it is longer than the old one, the old cursor's block number taken again.
    await app.close()
    await chain.testClient.request({ method: 'anvil_reset', params: [] })
    const dave = privateKeyToAccount(generatePrivateKey()).address
    const early = await chain.mined(
      chain.funder.sendTransaction({
        to: dave,
        value: parseEther('1'),
        account: funder,
        chain: chain.publicClient.chain,
      }),
    )
    await chain.testClient.mine({ blocks: oldHead })
    expect(Number(await chain.publicClient.getBlockNumber({ cacheTime: 0 }))).toBeGreaterThan(
      oldHead,
    )
    app = await buildServer(config)
    await app.chainIndexer.syncNow()

    // Alice's transfers were on the old chain; the new chain is read from its start.
    expect((await getHistory(alice.address)).body.data).toEqual([])
    expect(
      (await getHistory(dave)).body.data.map((entry: Transaction) => entry.metadata.hash),
    ).toEqual([early.transactionHash])
  })
})
