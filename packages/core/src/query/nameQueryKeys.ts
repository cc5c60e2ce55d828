import type { QueryKey } from './queryCache.ts'

/**
 * The keys of the account-name reads (issue #32), beside `queryKeys` but in a module of their
 * own: only the lazily loaded names code reads them, so the page's first chunk does not carry
 * them.
 */
export const nameQueryKeys = {
  /** The record of an account name (its addresses), lower case. */
  profileName: (name: string): QueryKey => ['profileName', name.toLowerCase()],
  /** The names an EVM address has in a zone (all zones: ''); lower case, whatever its checksum. */
  profileNames: (address: string, zone = ''): QueryKey => [
    'profileNames',
    address.toLowerCase(),
    zone,
  ],
  /** Whether a name is free and what else is, in a zone; without `name`, every such lookup. */
  nameSuggestions: (zone?: string, name?: string): QueryKey =>
    zone === undefined || name === undefined
      ? ['nameSuggestions']
      : ['nameSuggestions', zone, name.toLowerCase()],
} as const
