import { NAMES_CACHE_MS } from '../constants.ts'
import { NameResolutionError, type NameResolutionErrorType } from '../errors/names.ts'
import { nameAddress } from '../internal/names/nameAddress.ts'
import { nameRequestFailure } from '../internal/names/nameRequestFailure.ts'
import { nameQueryKeys } from '../query/nameQueryKeys.ts'
import { fetchQuery } from '../query/queryCache.ts'
import type { PorticoConfig } from '../types/config.ts'
import type { ProfileName } from '../types/names.ts'

export interface ResolveNameParameters {
  /** The full name, e.g. 'alice.portico.id' (any case; names are lower case). */
  name: string
  /** The EVM chain whose address is wanted. Default: the EVM namespace's network. */
  chainId?: number
  /** Ask the server even when an answer younger than 5 minutes is kept (e.g. right before a send). */
  force?: boolean
}

export interface ResolveNameReturnType {
  /** The name's record as the server answered it. */
  profile: ProfileName
  /** The address the name points to on `chainId`; undefined when it has none there. */
  address: string | undefined
}

/**
 * `NameResolutionError`: the server's reason ('Name not found', with `notFound`), else 'Error
 * resolving name' (spec §8).
 */
export type ResolveNameErrorType = NameResolutionErrorType

/**
 * Resolves an account name (`GET /v1/profile/account/{name}`) to its record and the address it
 * points to on an EVM chain (its ENSIP-11 coin type's, else the default EVM one's). Answers are
 * kept 5 minutes per name (spec §9). Names are EVM only.
 *
 * @example
 * const { address } = await resolveName(config, { name: 'alice.portico.id' })
 */
export async function resolveName(
  config: PorticoConfig,
  parameters: ResolveNameParameters,
): Promise<ResolveNameReturnType> {
  const name = parameters.name.trim().toLowerCase()
  const chainId =
    parameters.chainId ?? config.stores.network.getState().namespaces.eip155?.caipNetwork?.id
  let profile: ProfileName
  try {
    profile = await fetchQuery(config.internal.queries, {
      key: nameQueryKeys.profileName(name),
      staleMs: NAMES_CACHE_MS,
      force: parameters.force ?? false,
      query: (signal) => config.api.blockchain.getProfileName(name, { signal }),
    })
  } catch (error) {
    throw new NameResolutionError(nameRequestFailure(error))
  }
  return {
    profile,
    address: typeof chainId === 'number' ? nameAddress(profile, chainId) : undefined,
  }
}
