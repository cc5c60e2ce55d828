import * as v from 'valibot'

/**
 * Parses a wallet's answer with `schema`; undefined when it does not match, or when reading it
 * throws (hostile getters, revoked proxies). Callers turn undefined into their typed error.
 *
 * @example
 * const output = readWalletAnswer(outputSchema, raw)
 * if (!output) throw new InvalidWalletResponseError()
 */
export function readWalletAnswer<T extends v.GenericSchema>(
  schema: T,
  raw: unknown,
): v.InferOutput<T> | undefined {
  try {
    const result = v.safeParse(schema, raw)
    return result.success ? result.output : undefined
  } catch {
    return undefined
  }
}
