import type { HttpClientErrorType } from '../api/createHttpClient.ts'
import { HttpRequestError } from '../errors/http.ts'
import { allKnownWallets } from '../internal/connection/allKnownWallets.ts'
import { fetchQuery } from '../query/queryCache.ts'
import { queryKeys } from '../query/queryKeys.ts'
import type { PorticoConfig } from '../types/config.ts'
import type { Wallet } from '../types/wallet.ts'

export interface FetchWalletParameters {
  /** The wallet directory id. */
  id: string
}

/** What the HTTP client rejects with (`HttpRequestError` other than 400, offline, timeout, …). */
export type FetchWalletErrorType = HttpClientErrorType

/**
 * One directory wallet by id (a wallet button's), from the lists the kit already holds or the
 * dApp's `customWallets`, else from the directory (`include` of that id; `excludeWalletIds`
 * does not apply: the dApp named this wallet). Undefined when the directory has no such id or
 * refuses it as malformed (400), and without asking for an EIP-6963 rdns ('io.metamask': a
 * dotted name is never a directory id).
 * Concurrent and later calls for an id share one request; a failed request is not kept, so the
 * next call asks again. Rejects with the HTTP client's errors.
 *
 * @example
 * const wallet = await fetchWallet(config, { id: 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96' })
 * wallet?.name // 'MetaMask'
 */
export function fetchWallet(
  config: PorticoConfig,
  parameters: FetchWalletParameters,
): Promise<Wallet | undefined> {
  const { id } = parameters
  const known = [...config.options.customWallets, ...allKnownWallets(config)].find(
    (wallet) => wallet.id === id,
  )
  if (known) return Promise.resolve(known)
  if (id.includes('.')) return Promise.resolve(undefined)

  // Kept for the config's life: several buttons for one wallet share one request.
  return fetchQuery(config.internal.queries, {
    key: queryKeys.wallet(id),
    staleMs: Number.POSITIVE_INFINITY,
    query: (signal) =>
      config.api.directory.getWallets({ page: 1, entries: 1, include: [id] }, { signal }).then(
        ({ data }) => data.find((wallet) => wallet.id === id),
        (error: unknown) => {
          if (error instanceof HttpRequestError && error.status === 400) return undefined
          throw error
        },
      ),
  })
}
