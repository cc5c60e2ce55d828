import { InvalidRequestParamsError } from '@portico/core'
import * as v from 'valibot'

/**
 * Parses a request's params with `schema`; a mismatch is an `InvalidRequestParamsError` naming
 * the method and what is wrong. The wallet is never asked with params that fail here.
 *
 * @example
 * const { transaction } = parseRequestParams(signTransactionParamsSchema, params, 'solana_signTransaction')
 */
export function parseRequestParams<T extends v.GenericSchema>(
  schema: T,
  params: unknown,
  method: string,
): v.InferOutput<T> {
  let result: v.SafeParseResult<T>
  try {
    result = v.safeParse(schema, params)
  } catch (error) {
    throw new InvalidRequestParamsError({ cause: error, details: `${method}: unreadable params` })
  }
  if (!result.success)
    throw new InvalidRequestParamsError({
      details: `${method}: ${v.summarize(result.issues)}`,
    })
  return result.output
}
