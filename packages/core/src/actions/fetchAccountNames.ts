import { NAMES_CACHE_MS } from '../constants.ts'
import { AccountNamesError, type AccountNamesErrorType } from '../errors/names.ts'
import { nameRequestFailure } from '../internal/names/nameRequestFailure.ts'
import { nameQueryKeys } from '../query/nameQueryKeys.ts'
import { fetchQuery } from '../query/queryCache.ts'
import type { PorticoConfig } from '../types/config.ts'
import type { ProfileName } from '../types/names.ts'

export interface FetchAccountNamesParameters {
  /** An EVM address. Default: the connected EVM account. */
  address?: string
  /** Only the names of this zone. Default: the project's (`features.nameZone`), else every zone. */
  zone?: string
}

/** The address's names, oldest first (empty when it has none or no address is given). */
export type FetchAccountNamesReturnType = readonly ProfileName[]

/** `AccountNamesError`: the server's reason, else 'Error fetching names for address' (spec §8). */
export type FetchAccountNamesErrorType = AccountNamesErrorType

/**
 * The names an EVM address has registered (`GET /v1/profile/reverse/{address}`), oldest first,
 * kept 5 minutes per address and zone (spec §9).
 *
 * @example
 * const names = await fetchAccountNames(config) // [{ name: 'alice.portico.id', … }]
 */
export async function fetchAccountNames(
  config: PorticoConfig,
  parameters: FetchAccountNamesParameters = {},
): Promise<FetchAccountNamesReturnType> {
  const address = parameters.address ?? config.stores.account.getState().namespaces.eip155?.address
  if (!address) return []
  const zone = parameters.zone ?? config.stores.features.getState().nameZone
  const key = address.toLowerCase()
  try {
    return await fetchQuery(config.internal.queries, {
      key: nameQueryKeys.profileNames(key, zone),
      staleMs: NAMES_CACHE_MS,
      query: (signal) =>
        config.api.blockchain.getProfileNames(key, zone ? { zone } : {}, { signal }),
    })
  } catch (error) {
    throw new AccountNamesError(nameRequestFailure(error))
  }
}
