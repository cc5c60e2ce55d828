import * as v from 'valibot'

const decimalString = v.pipe(v.string(), v.regex(/^-?\d+(\.\d+)?(e[-+]?\d+)?$/i, 'Not a decimal'))

/**
 * One balance entry of `GET /v1/account/:address/balance` (spec §3 Token balance).
 *
 * @example
 * v.is(tokenBalanceSchema, balances[0]) // true
 */
export const tokenBalanceSchema = v.object({
  name: v.string(),
  symbol: v.string(),
  chainId: v.string(),
  address: v.optional(v.string()),
  value: v.number(),
  price: v.number(),
  quantity: v.object({ decimals: v.pipe(v.string(), v.digits()), numeric: decimalString }),
  iconUrl: v.nullish(v.string()),
})

/**
 * The whole `GET /v1/account/:address/balance` answer.
 *
 * @example
 * const { balances } = v.parse(balanceResponseSchema, await response.json())
 */
export const balanceResponseSchema = v.object({ balances: v.array(tokenBalanceSchema) })
