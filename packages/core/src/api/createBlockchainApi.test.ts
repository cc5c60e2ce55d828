// @vitest-environment node
import { DEV_ACCOUNTS } from '@portico/devnet'
import {
  type ChainDataServer,
  startChainDataServer,
} from '@portico/test-utils/startChainDataServer'
import type { TestServer } from '@portico/test-utils/startTestServer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HttpRequestError } from '../errors/http.ts'
import { createBlockchainApi } from './createBlockchainApi.ts'
import { createHttpClient } from './createHttpClient.ts'

// A real anvil chain behind the real Portico server.
let stack: ChainDataServer
let server: TestServer
beforeAll(async () => {
  stack = await startChainDataServer()
  server = stack.server
})
afterAll(() => stack?.close())

const blockchain = () =>
  createBlockchainApi(
    createHttpClient({ baseUrl: server.url, projectId: server.projectId, timeoutMs: 5_000 }),
  )

describe('createBlockchainApi', () => {
  it('getSupportedChains', async () => {
    await expect(blockchain().getSupportedChains()).resolves.toEqual({
      http: ['eip155:31337'],
      ws: [],
    })
  })

  it('getBalance: the native balance of an anvil dev account', async () => {
    const { balances } = await blockchain().getBalance(DEV_ACCOUNTS[0].address, 'eip155:31337')
    const native = balances.find((balance) => balance.address === undefined)
    expect(native).toMatchObject({
      symbol: 'ETH',
      chainId: 'eip155:31337',
      quantity: { decimals: '18', numeric: '10000' },
      price: 2000,
    })
  })

  it('parameters: forceUpdate', async () => {
    const { balances } = await blockchain().getBalance(DEV_ACCOUNTS[0].address, 'eip155:31337', {
      forceUpdate: true,
    })
    expect(balances[0]?.quantity.numeric).toBe('10000')
  })

  it('behavior: a chain the service does not serve is an HttpRequestError', async () => {
    const error = await blockchain()
      .getBalance(DEV_ACCOUNTS[0].address, 'eip155:1')
      .catch((caught) => caught)
    expect(error).toBeInstanceOf(HttpRequestError)
    expect(error.status).toBe(400)
    expect(error.serverMessage).toBe('Unsupported chain')
  })
})
