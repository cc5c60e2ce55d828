import {
  InvalidAccountNameError,
  type InvalidAccountNameErrorType,
  NameSuggestionsError,
  type NameSuggestionsErrorType,
  NamesUnavailableError,
  type NamesUnavailableErrorType,
} from '../errors/names.ts'
import { nameRequestFailure } from '../internal/names/nameRequestFailure.ts'
import { parseAccountName } from '../internal/names/parseAccountName.ts'
import { nameQueryKeys } from '../query/nameQueryKeys.ts'
import {
  cancelQueries,
  fetchQuery,
  isFetching,
  QueryCancelledError,
  type QueryCancelledErrorType,
} from '../query/queryCache.ts'
import type { PorticoConfig } from '../types/config.ts'

export interface FetchNameSuggestionsParameters {
  /** A label ('alice') or a full name in the project's zone, as typed (any case). */
  name: string
}

export interface FetchNameSuggestionsReturnType {
  /** The full name asked for, lower case: 'alice.portico.id'. */
  name: string
  /** Whether it is free to register. */
  available: boolean
  /** When it is taken, up to 5 free names like it (full names); else empty. */
  suggestions: readonly string[]
}

/**
 * `InvalidAccountNameError` (a spec §5 rule, checked before anything is asked),
 * `NamesUnavailableError` (the project has no names zone), `NameSuggestionsError` (the server's
 * reason, else 'Error fetching name suggestions'), `QueryCancelledError` (a newer lookup began).
 */
export type FetchNameSuggestionsErrorType =
  | InvalidAccountNameErrorType
  | NamesUnavailableErrorType
  | NameSuggestionsErrorType
  | QueryCancelledErrorType

/**
 * Whether a name is free in the project's zone, with free alternatives when it is taken
 * (`GET /v1/profile/suggestions/{name}?zone`). The latest lookup wins: starting one cancels the
 * one under way, whose caller gets `QueryCancelledError`. Availability is asked each time (it
 * is about now), the same name asked twice at once shares one request. The debounce belongs to
 * the view.
 *
 * @example
 * const { available, suggestions } = await fetchNameSuggestions(config, { name: 'alice' })
 */
export async function fetchNameSuggestions(
  config: PorticoConfig,
  parameters: FetchNameSuggestionsParameters,
): Promise<FetchNameSuggestionsReturnType> {
  const zone = config.stores.features.getState().nameZone
  if (!zone) throw new NamesUnavailableError({ details: 'The project has no names zone' })
  const parsed = parseAccountName(parameters.name, zone)
  if ('code' in parsed) throw new InvalidAccountNameError(parsed.code)
  const { queries } = config.internal
  const key = nameQueryKeys.nameSuggestions(zone, parsed.name)
  // The latest lookup wins: an older one under way is aborted at the server (only one is ever
  // under way, so when it is this very name, it is shared instead).
  if (!isFetching(queries, key)) cancelQueries(queries, nameQueryKeys.nameSuggestions())
  let answer: Awaited<ReturnType<typeof config.api.blockchain.getNameSuggestions>>
  try {
    answer = await fetchQuery(queries, {
      key,
      staleMs: 0,
      query: (signal) =>
        config.api.blockchain.getNameSuggestions(parsed.label, { zone }, { signal }),
    })
  } catch (error) {
    if (error instanceof QueryCancelledError) throw error
    throw new NameSuggestionsError(nameRequestFailure(error))
  }
  // The first entry is the name asked for (the contract); it is looked for by name all the same.
  const asked = answer.find((entry) => entry.name.toLowerCase() === parsed.name)
  const available = asked?.registered === false
  return {
    name: parsed.name,
    available,
    suggestions: available
      ? []
      : answer
          .filter((entry) => !entry.registered && entry.name.toLowerCase() !== parsed.name)
          .map((entry) => entry.name.toLowerCase())
          .slice(0, 5),
  }
}
