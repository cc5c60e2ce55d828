import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { address } from '@solana/kit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { UpstreamError } from '../../../errors/apiErrors.ts'
import type { SolanaChainConfig, SolanaTokenConfig } from '../config.ts'
import { createSolanaChainReader } from './createSolanaChainReader.ts'
import { readSolanaBalances } from './readSolanaBalances.ts'

// A Solana node that answers junk, errors or nothing is a fault the real local network cannot
// be made to show, so a small local JSON-RPC server plays one here; so are Token-2022 accounts,
// which the local network does not hold. The real network's answers are tested in
// solanaBalance.test.ts.
const CHAIN_ID = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const MINT = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'
const OWNER = address('11111111111111111111111111111112')
type Reply = { status?: number; result?: unknown; error?: unknown } | 'silence'
let replyTo: (method: string) => Reply
let node: Server
let rpcUrl: string

beforeAll(async () => {
  node = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8')
    })
    request.on('end', () => {
      const { id, method } = JSON.parse(body) as { id: unknown; method: string }
      const reply = replyTo(method)
      if (reply === 'silence') return
      response
        .writeHead(reply.status ?? 200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ jsonrpc: '2.0', id, ...reply }))
    })
  })
  await new Promise<void>((resolve) => node.listen(0, '127.0.0.1', resolve))
  rpcUrl = `http://127.0.0.1:${(node.address() as AddressInfo).port}`
})

afterAll(async () => {
  node?.closeAllConnections()
  await new Promise((resolve) => node?.close(resolve))
})

function reader(timeoutMs = 5000) {
  const chain: SolanaChainConfig = {
    caipNetworkId: CHAIN_ID,
    namespace: 'solana',
    name: 'Solana',
    rpcUrl,
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    nativePriceUsd: 150,
    testnet: false,
    iconUrl: null,
  }
  const token: SolanaTokenConfig = {
    caipNetworkId: CHAIN_ID,
    namespace: 'solana',
    address: MINT,
    name: 'USD Coin',
    symbol: 'USDC',
    decimals: 6,
    priceUsd: 1,
    iconUrl: null,
  }
  return createSolanaChainReader(chain, [token], { timeoutMs })
}

const context = { slot: 1 }
const tokenAccount = (mint: string, amount: string) => ({
  pubkey: '11111111111111111111111111111113',
  account: {
    data: { parsed: { info: { mint, tokenAmount: { amount, decimals: 6 } }, type: 'account' } },
  },
})

async function failureOf(timeoutMs?: number): Promise<string> {
  const error = await readSolanaBalances(reader(timeoutMs), OWNER).catch(
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(UpstreamError)
  return (error as UpstreamError).message
}

describe('readSolanaBalances against a faulty node', () => {
  it('behavior: accounts of one mint are summed over both token programs; other mints are ignored', async () => {
    const calls: string[] = []
    replyTo = (method) => {
      calls.push(method)
      if (method === 'getBalance') return { result: { context, value: 1_500_000_000 } }
      return {
        result: {
          context,
          value: [
            tokenAccount(MINT, '1500000'),
            tokenAccount(OWNER, '999'),
            tokenAccount(MINT, '1'),
          ],
        },
      }
    }
    const balances = await readSolanaBalances(reader(), OWNER)
    expect(calls.sort()).toEqual([
      'getBalance',
      'getTokenAccountsByOwner',
      'getTokenAccountsByOwner',
    ])
    expect(balances.map((line) => [line.symbol, line.quantity.numeric])).toEqual([
      ['SOL', '1.5'],
      // 2 × (1.5 + 0.000001): the same answer came for the Token and the Token-2022 program.
      ['USDC', '3.000002'],
    ])
  })

  it.each<[string, (method: string) => Reply, string]>([
    [
      'a balance that is not a number',
      (method) => ({ result: { context, value: method === 'getBalance' ? 'lots' : [] } }),
      'unexpected RPC answer (value: Invalid type: Expected bigint but received "lots")',
    ],
    [
      'a token amount with a decimal point',
      (method) => ({
        result: {
          context,
          value: method === 'getBalance' ? 0 : [tokenAccount(MINT, '1.5')],
        },
      }),
      'unexpected RPC answer (value[0].account.data.parsed.info.tokenAmount.amount: must be a decimal integer)',
    ],
    [
      'a token account answered in base64 instead of jsonParsed',
      (method) => ({
        result: {
          context,
          value:
            method === 'getBalance'
              ? 0
              : [{ pubkey: OWNER, account: { data: ['AAAA', 'base64'] } }],
        },
      }),
      'unexpected RPC answer (value[0].account.data.parsed: ',
    ],
  ])('error: %s → UpstreamError', async (_case, reply, reason) => {
    replyTo = reply
    expect(await failureOf()).toContain(`Could not read balances on ${CHAIN_ID}: ${reason}`)
  })

  it('error: a JSON-RPC error → UpstreamError', async () => {
    replyTo = () => ({ error: { code: -32005, message: 'Node is behind by 42 slots' } })
    expect(await failureOf()).toMatch(new RegExp(`^Could not read balances on ${CHAIN_ID}: .+`))
  })

  it('error: an HTTP 503 → UpstreamError', async () => {
    replyTo = () => ({ status: 503 })
    expect(await failureOf()).toMatch(new RegExp(`^Could not read balances on ${CHAIN_ID}: .+`))
  })

  it('error: a node that never answers → UpstreamError after the timeout', async () => {
    replyTo = () => 'silence'
    const started = Date.now()
    expect(await failureOf(200)).toBe(`Could not read balances on ${CHAIN_ID}: timed out`)
    expect(Date.now() - started).toBeLessThan(3000)
  })
})
