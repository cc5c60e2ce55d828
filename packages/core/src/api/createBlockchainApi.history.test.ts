import { TEST_ADDRESS } from '@portico/test-utils/accounts'
import {
  type HistoryFixtureServer,
  startHistoryFixtureServer,
  transactionFixture,
} from '@portico/test-utils/startHistoryFixtureServer'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { HttpRequestError, InvalidResponseError } from '../errors/http.ts'
import { createBlockchainApi } from './createBlockchainApi.ts'
import { createHttpClient } from './createHttpClient.ts'

// The history route of the real server is built and tested in apps/server; this checks the
// client's side of the contract against a local fixture serving that shape (its 503 and
// malformed body are real answers of it).
const HISTORY = [
  transactionFixture({ id: 'a', minedAt: '2026-03-02T00:00:00.000Z' }),
  transactionFixture({ id: 'b', minedAt: '2026-03-01T00:00:00.000Z', operationType: 'send' }),
]
let service: HistoryFixtureServer
beforeAll(async () => {
  service = await startHistoryFixtureServer({ history: HISTORY, pageSize: 1 })
})
afterAll(() => service?.stop())
afterEach(() => service.setMode('ok'))

const blockchain = () =>
  createBlockchainApi(
    createHttpClient({ baseUrl: service.url, projectId: 'p', timeoutMs: 5_000, fetch }),
  )

describe('createBlockchainApi getTransactions', () => {
  it('default: GET /v1/account/{account}/history?chainId, parsed', async () => {
    const page = await blockchain().getTransactions(TEST_ADDRESS, { chainId: 'eip155:31337' })
    expect(page).toEqual({ data: [HISTORY[0]], next: '1' })
    expect(service.historyRequests.at(-1)?.get('chainId')).toBe('eip155:31337')
    expect(service.historyRequests.at(-1)?.get('projectId')).toBe('p')
  })

  it('parameters: cursor', async () => {
    const page = await blockchain().getTransactions(TEST_ADDRESS, {
      chainId: 'eip155:31337',
      cursor: '1',
    })
    expect(page).toEqual({ data: [HISTORY[1]], next: null })
    expect(service.historyRequests.at(-1)?.get('cursor')).toBe('1')
  })

  it('behavior: a 503 is an HttpRequestError', async () => {
    service.setMode('error')
    const error = await blockchain()
      .getTransactions(TEST_ADDRESS, { chainId: 'eip155:31337' })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(HttpRequestError)
    expect((error as HttpRequestError).status).toBe(503)
  })

  it('behavior: a malformed body is an InvalidResponseError', async () => {
    service.setMode('malformed')
    await expect(
      blockchain().getTransactions(TEST_ADDRESS, { chainId: 'eip155:31337' }),
    ).rejects.toBeInstanceOf(InvalidResponseError)
  })
})
