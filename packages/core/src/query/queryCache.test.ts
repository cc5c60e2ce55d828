// @vitest-environment node
import { afterEach, expect, it, vi } from 'vitest'
import {
  cancelQueries,
  createQueryCache,
  fetchQuery,
  isFetching,
  QueryBlockedError,
  QueryCancelledError,
  setQueryData,
  whenQueriesSettle,
} from './queryCache.ts'

afterEach(() => {
  vi.useRealTimers()
})

/** A query whose answers the test gives, one per request, counting the requests. */
function controlledQuery<data>() {
  const pending: { resolve(value: data): void; reject(error: unknown): void }[] = []
  const signals: AbortSignal[] = []
  const query = vi.fn(
    (signal: AbortSignal) =>
      new Promise<data>((resolve, reject) => {
        signals.push(signal)
        pending.push({ resolve, reject })
      }),
  )
  const next = async () => {
    await vi.waitFor(() => expect(pending.length).toBeGreaterThan(0))
    const answer = pending.shift()
    if (!answer) throw new Error('no request')
    return answer
  }
  return { query, next, signals }
}

it('reuses an answer while fresh, and asks again once it is stale', async () => {
  vi.useFakeTimers({ toFake: ['Date'] })
  const cache = createQueryCache()
  const query = vi.fn(async () => Date.now())
  const read = () =>
    fetchQuery(cache, { key: ['balance', 'eip155:1', '0xa'], query, staleMs: 30_000 })
  const first = await read()
  vi.advanceTimersByTime(29_999)
  expect(await read()).toBe(first)
  expect(query).toHaveBeenCalledTimes(1)
  vi.advanceTimersByTime(1)
  expect(await read()).toBe(first + 30_000)
  expect(query).toHaveBeenCalledTimes(2)
})

it('shares one request among the callers that ask while it is under way; force does not start a second', async () => {
  const cache = createQueryCache()
  const { query, next } = controlledQuery<string>()
  const key = ['identity', '0xa'] as const
  const calls = [
    fetchQuery(cache, { key, query, staleMs: 1_000 }),
    fetchQuery(cache, { key, query, staleMs: 1_000 }),
    fetchQuery(cache, { key, query, staleMs: 1_000, force: true }),
  ]
  expect(isFetching(cache, key)).toBe(true)
  ;(await next()).resolve('alice.portico')
  expect(await Promise.all(calls)).toEqual(['alice.portico', 'alice.portico', 'alice.portico'])
  expect(query).toHaveBeenCalledTimes(1)
  expect(isFetching(cache, key)).toBe(false)
  // force passes a fresh answer by.
  const forced = fetchQuery(cache, { key, query, staleMs: 1_000, force: true })
  ;(await next()).resolve('bob.portico')
  expect(await forced).toBe('bob.portico')
  expect(query).toHaveBeenCalledTimes(2)
})

it('after a failure, refuses to ask again within the retry block (spec §8), then asks', async () => {
  vi.useFakeTimers({ toFake: ['Date'] })
  const cache = createQueryCache()
  const down = new Error('502')
  const query = vi.fn(async () => {
    throw down
  })
  const read = (force = false) =>
    fetchQuery(cache, { key: ['balance'], query, staleMs: 30_000, retryBlockMs: 30_000, force })
  await expect(read()).rejects.toBe(down)
  vi.advanceTimersByTime(29_999)
  const blocked = await read(true).catch((error: unknown) => error)
  expect(blocked).toBeInstanceOf(QueryBlockedError)
  expect((blocked as QueryBlockedError).cause).toBe(down)
  expect(query).toHaveBeenCalledTimes(1)
  vi.advanceTimersByTime(1)
  query.mockResolvedValueOnce(undefined as never)
  await read()
  expect(query).toHaveBeenCalledTimes(2)
})

it('without a retry block a failure is asked again at once, and a query that throws at once fails its caller', async () => {
  const cache = createQueryCache()
  const query = vi.fn((): Promise<number> => {
    throw new Error('at once')
  })
  await expect(fetchQuery(cache, { key: ['chains'], query, staleMs: Infinity })).rejects.toThrow(
    'at once',
  )
  expect(isFetching(cache, ['chains'])).toBe(false)
  query.mockImplementationOnce(async () => 1)
  expect(await fetchQuery(cache, { key: ['chains'], query, staleMs: Infinity })).toBe(1)
})

it('cancel aborts the requests under a prefix and records nothing of them; the next read asks again', async () => {
  const cache = createQueryCache()
  const { query, next, signals } = controlledQuery<string>()
  const mine = fetchQuery(cache, { key: ['history', 'eip155:1', '0xa'], query, staleMs: 30_000 })
  const other = fetchQuery(cache, { key: ['identity', '0xa'], query, staleMs: 30_000 })
  const [history, identity] = [await next(), await next()]
  cancelQueries(cache, ['history'])
  expect(signals.map((signal) => signal.aborted)).toEqual([true, false])
  expect(isFetching(cache, ['history', 'eip155:1', '0xa'])).toBe(false)
  // Its caller gets the cancellation, not the late answer, which is not kept: the read below
  // asks again.
  history.resolve('late')
  await expect(mine).rejects.toBeInstanceOf(QueryCancelledError)
  expect(signals[0]?.reason).toBeInstanceOf(QueryCancelledError)
  identity.resolve('alice')
  expect(await other).toBe('alice')
  const again = fetchQuery(cache, { key: ['history', 'eip155:1', '0xa'], query, staleMs: 30_000 })
  ;(await next()).resolve('fresh')
  expect(await again).toBe('fresh')
})

it('a correction keeps the answer’s age; nothing kept, nothing corrected', async () => {
  vi.useFakeTimers({ toFake: ['Date'] })
  const cache = createQueryCache()
  const query = vi.fn(async () => ({ balance: '1' }))
  const read = () => fetchQuery(cache, { key: ['balance', 'x'], query, staleMs: 30_000 })
  await read()
  setQueryData<{ balance: string }>(cache, ['balance', 'x'], () => ({ balance: '2' }))
  expect(await read()).toEqual({ balance: '2' })
  vi.advanceTimersByTime(30_000)
  expect(await read()).toEqual({ balance: '1' })
  expect(query).toHaveBeenCalledTimes(2)
  setQueryData(cache, ['never', 'read'], () => 'ignored')
  const asked = fetchQuery(cache, {
    key: ['never', 'read'],
    query: async () => 'asked',
    staleMs: Infinity,
  })
  expect(await asked).toBe('asked')
})

it('whenQueriesSettle waits for the requests under way, failed ones included', async () => {
  const cache = createQueryCache()
  const { query, next } = controlledQuery<string>()
  const failing = fetchQuery(cache, { key: ['a'], query, staleMs: 0 }).catch(() => 'failed')
  let settled = false
  const waiting = whenQueriesSettle(cache).then(() => {
    settled = true
  })
  ;(await next()).reject(new Error('down'))
  await waiting
  expect(settled).toBe(true)
  expect(await failing).toBe('failed')
})
