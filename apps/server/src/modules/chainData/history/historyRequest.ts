import * as v from 'valibot'
import { integerParam } from '../../../http/fieldSchemas.ts'
import { chainIdParam } from '../balanceRequest.ts'
import { decodeHistoryCursor } from './historyCursor.ts'

/** Transactions per page unless `limit` says otherwise. */
export const HISTORY_PAGE_SIZE = 20
/** The largest `limit` a client may ask for. */
export const HISTORY_MAX_PAGE_SIZE = 50

/**
 * Query of `GET /v1/account/:address/history` (spec §7): `chainId` (CAIP-2 or decimal),
 * `cursor` (a `next` of an earlier page), `limit` (1–50, default 20).
 *
 * @example
 * parseInput(historyQuerySchema, { chainId: 'eip155:31337', cursor: 'MTI6MA' })
 */
export const historyQuerySchema = v.object(
  {
    chainId: chainIdParam,
    cursor: v.optional(
      v.pipe(
        v.string('must be given once'),
        v.rawTransform(({ dataset, addIssue, NEVER }) => {
          const position = decodeHistoryCursor(dataset.value)
          if (position !== undefined) return position
          addIssue({ message: 'must be the `next` value of an earlier page' })
          return NEVER
        }),
      ),
    ),
    limit: v.optional(integerParam(1, HISTORY_MAX_PAGE_SIZE), String(HISTORY_PAGE_SIZE)),
    currency: v.optional(v.picklist(['usd'], "must be 'usd'"), 'usd'),
    projectId: v.optional(v.string()),
  },
  'is required',
)
