/*
 * The kit's one cache of server reads: what wagmi keeps in TanStack Query, in one small module
 * (docs/architecture-notes.md says why the kit does not load @tanstack/query-core). Per key it
 * keeps the last answer and its time (freshness), the request under way (shared by every caller
 * that asks meanwhile), the last failure (no new request during a retry block, spec §8) and the
 * request's AbortController. It holds no view state: actions read it and write their stores.
 */

/** What a read is of, most general first: `['balance', caipNetworkId, address]`. */
export type QueryKey = readonly (string | number | boolean)[]

interface QueryEntry {
  data?: unknown
  /** When `data` came; undefined until a request succeeds. */
  updatedAt?: number
  /** When the last request failed; cleared by a success. */
  failedAt?: number
  error?: unknown
  request?: Promise<unknown>
  controller?: AbortController
}

export interface QueryCache {
  readonly entries: Map<string, QueryEntry>
}

export interface FetchQueryParameters<data> {
  key: QueryKey
  /** Asks the server; `signal` aborts when the query is cancelled. */
  query: (signal: AbortSignal) => Promise<data>
  /** How long an answer is reused (spec §9's cache times); Infinity: for the config's life. */
  staleMs: number
  /**
   * After a failure, how long no new request is made (spec §8: 30 s for balances); callers get
   * `QueryBlockedError` meanwhile. Default 0: the next call asks again.
   */
  retryBlockMs?: number
  /** Ask even when a fresh answer is kept. A request under way is still shared. */
  force?: boolean
}

/** A query asked again within its retry block; `cause` is the failure that started it. */
export class QueryBlockedError extends Error {
  override name = 'QueryBlockedError'
  constructor(cause: unknown) {
    super('Asked again too soon after a failure', { cause })
  }
}

export type QueryBlockedErrorType = QueryBlockedError & { name: 'QueryBlockedError' }

/**
 * The request was cancelled (`cancelQueries`: a newer request or a reset wins). Every caller of
 * it rejects with this, whatever the request itself brings, and its `signal` aborts with it.
 */
export class QueryCancelledError extends Error {
  override name = 'QueryCancelledError'
  constructor() {
    super('The request was cancelled')
  }
}

export type QueryCancelledErrorType = QueryCancelledError & { name: 'QueryCancelledError' }

export const createQueryCache = (): QueryCache => ({ entries: new Map() })

const hashKey = (key: QueryKey) => JSON.stringify(key)

/** Whether `key` starts with `prefix`: `['balance']` covers every balance. */
const startsWith = (key: string, prefix: QueryKey) => key.startsWith(hashKey(prefix).slice(0, -1))

/**
 * Answers a read: the kept answer while fresh, the request under way when there is one, else a
 * new request. Rejects with the request's error, `QueryBlockedError` within the retry block, or
 * `QueryCancelledError` once the request is cancelled.
 *
 * @example
 * const identity = await fetchQuery(config.internal.queries, {
 *   key: ['identity', address],
 *   query: () => config.api.blockchain.getIdentity(address),
 *   staleMs: IDENTITY_CACHE_MS,
 * })
 */
export function fetchQuery<data>(
  cache: QueryCache,
  parameters: FetchQueryParameters<data>,
): Promise<data> {
  const { key, query, staleMs, retryBlockMs = 0, force = false } = parameters
  const hash = hashKey(key)
  const entry = cache.entries.get(hash) ?? {}
  cache.entries.set(hash, entry)
  if (entry.request) return entry.request as Promise<data>
  const now = Date.now()
  if (!force && entry.updatedAt !== undefined && now - entry.updatedAt < staleMs)
    return Promise.resolve(entry.data as data)
  if (entry.failedAt !== undefined && now - entry.failedAt < retryBlockMs)
    return Promise.reject(new QueryBlockedError(entry.error))

  const controller = new AbortController()
  // A cancelled request no longer owns the entry: what it brings or throws is not recorded,
  // and its callers get the cancellation.
  const cancelled = () => controller.signal.aborted
  const settle = () => {
    entry.request = undefined
    entry.controller = undefined
  }
  // Started a tick later, so that even a query that throws at once finds `request` set.
  const request: Promise<data> = Promise.resolve()
    .then(() => query(controller.signal))
    .then(
      (data) => {
        if (cancelled()) throw controller.signal.reason
        entry.data = data
        entry.updatedAt = Date.now()
        entry.failedAt = undefined
        entry.error = undefined
        settle()
        return data
      },
      (error: unknown) => {
        if (cancelled()) throw controller.signal.reason
        entry.failedAt = Date.now()
        entry.error = error
        settle()
        throw error
      },
    )
  entry.request = request
  entry.controller = controller
  return request
}

/**
 * Corrects a kept answer (e.g. the balance the chain contradicts) and keeps its age: the next
 * read still asks the server when the answer would have gone stale. Nothing kept, nothing done.
 */
export function setQueryData<data>(
  cache: QueryCache,
  key: QueryKey,
  update: (data: data) => data,
): void {
  const entry = cache.entries.get(hashKey(key))
  if (entry?.updatedAt !== undefined) entry.data = update(entry.data as data)
}

/** Whether a request for `key` is under way. */
export function isFetching(cache: QueryCache, key: QueryKey): boolean {
  return cache.entries.get(hashKey(key))?.request !== undefined
}

/** Resolves once no request under `prefix` (default: any) is under way, however they end. */
export async function whenQueriesSettle(cache: QueryCache, prefix: QueryKey = []): Promise<void> {
  for (;;) {
    const pending = [...cache.entries]
      .filter(([hash, entry]) => entry.request && startsWith(hash, prefix))
      .map(([, entry]) => entry.request?.catch(() => undefined))
    if (!pending.length) return
    await Promise.all(pending)
  }
}

/** Aborts the requests under `prefix`; their callers get `QueryCancelledError`, the kept answers stay. */
export function cancelQueries(cache: QueryCache, prefix: QueryKey): void {
  for (const [hash, entry] of cache.entries)
    if (entry.controller && startsWith(hash, prefix)) {
      entry.controller.abort(new QueryCancelledError())
      entry.request = undefined
      entry.controller = undefined
    }
}
