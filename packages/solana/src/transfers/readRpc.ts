import { ChainRpcError } from '@portico/core'
import { describeValue } from '@portico/wallet-standard'
import * as v from 'valibot'

/**
 * Runs one read on the network's RPC and parses its answer with `schema`. No answer (the node
 * down, HTTP 503, a JSON-RPC error) and an answer that does not match are both a
 * `ChainRpcError` naming the method: the kit could not read the chain.
 *
 * @example
 * const { value } = await readRpc('getBalance', () => rpc.getBalance(owner).send(), balanceSchema)
 */
export async function readRpc<TSchema extends v.GenericSchema>(
  method: string,
  call: () => Promise<unknown>,
  schema: TSchema,
): Promise<v.InferOutput<TSchema>> {
  let raw: unknown
  try {
    raw = await call()
  } catch (error) {
    throw new ChainRpcError({ cause: error, details: `${method} failed: ${messageOf(error)}` })
  }
  let result: v.SafeParseResult<TSchema>
  try {
    result = v.safeParse(schema, raw)
  } catch (error) {
    // A check that threw on a value it could not read.
    throw new ChainRpcError({ cause: error, details: `${method} answered ${describeValue(raw)}` })
  }
  if (!result.success)
    throw new ChainRpcError({
      details: `${method} answered ${describeValue(raw)}: ${v.summarize(result.issues)}`,
    })
  return result.output
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : describeValue(error)
}
