import * as v from 'valibot'
import { textParam } from '../../http/fieldSchemas.ts'
import { evmAddressSchema } from './accountAddress.ts'

const CHAIN_ID_MESSAGE = "must be a CAIP-2 id like 'eip155:1' or a decimal chain id"

/** Path of `GET /v1/identity/:address`: an EVM address, checksummed on output. */
export const addressParamsSchema = v.object({ address: evmAddressSchema })

/**
 * A `chainId` query parameter: a CAIP-2 id, or a bare decimal EVM chain id output as
 * `eip155:<id>`.
 *
 * @example
 * v.object({ chainId: chainIdParam })
 */
export const chainIdParam = v.pipe(
  v.string('must be given once'),
  v.regex(/^(?:[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}|[1-9]\d{0,15})$/, CHAIN_ID_MESSAGE),
  v.transform((value) => (value.includes(':') ? value : `eip155:${value}`)),
)

/**
 * Query of `GET /v1/account/:address/balance` (spec §7). `chainId` is a CAIP-2 id (EVM, Solana
 * or Bitcoin) or a bare decimal EVM chain id (output as `eip155:<id>`); `forceUpdate` with any
 * value skips the cache.
 *
 * @example
 * parseInput(balanceQuerySchema, { chainId: '31337' }) // { currency: 'usd', chainId: 'eip155:31337' }
 */
export const balanceQuerySchema = v.object(
  {
    currency: v.optional(v.picklist(['usd'], "must be 'usd'"), 'usd'),
    chainId: chainIdParam,
    forceUpdate: v.optional(textParam(100)),
  },
  'is required',
)
