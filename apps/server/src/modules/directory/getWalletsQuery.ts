import { WALLET_SEARCH_MAX_RESULTS, WALLETS_PER_PAGE } from '@portico/core'
import * as v from 'valibot'
import {
  CAIP_NETWORK_ID_PATTERN,
  commaListParam,
  integerParam,
  textParam,
  WALLET_ID_PATTERN,
} from '../../http/fieldSchemas.ts'

/** Most ids `include` or `exclude` may list. */
export const MAX_LISTED_WALLET_IDS = 200
/** Most CAIP-2 ids `chains` may list. */
export const MAX_LISTED_CHAINS = 50
// Deep pages past every wallet are allowed (they are empty) but bounded.
const MAX_PAGE = 100_000

/**
 * The query of `GET /getWallets` (spec §7): paging, include/exclude ids, name search, badge
 * and chains filters. Unknown keys (projectId, st, sv, cache busters) are ignored here.
 *
 * @example
 * parseInput(getWalletsQuerySchema, { page: '2', search: 'meta' }) // { page: 2, entries: 40, … }
 */
export const getWalletsQuerySchema = v.object({
  page: v.optional(integerParam(1, MAX_PAGE), '1'),
  entries: v.optional(integerParam(1, WALLET_SEARCH_MAX_RESULTS), String(WALLETS_PER_PAGE)),
  include: v.optional(
    commaListParam(WALLET_ID_PATTERN, 'a 64-hex wallet id', MAX_LISTED_WALLET_IDS, {
      lowerCase: true,
    }),
    '',
  ),
  exclude: v.optional(
    commaListParam(WALLET_ID_PATTERN, 'a 64-hex wallet id', MAX_LISTED_WALLET_IDS, {
      lowerCase: true,
    }),
    '',
  ),
  search: v.optional(v.pipe(textParam(100), v.trim()), ''),
  badge_type: v.optional(v.picklist(['certified', 'none'], "must be 'certified' or 'none'")),
  chains: v.optional(
    commaListParam(CAIP_NETWORK_ID_PATTERN, "a CAIP-2 id like 'eip155:1'", MAX_LISTED_CHAINS),
    '',
  ),
})

export type GetWalletsQuery = v.InferOutput<typeof getWalletsQuerySchema>
