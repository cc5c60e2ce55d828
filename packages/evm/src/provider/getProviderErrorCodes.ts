import * as v from 'valibot'

const codeSchema = v.pipe(v.number(), v.integer())

// EIP-1193 errors are `{ code, message }`; some mobile wallets (MetaMask mobile among them) wrap
// the real code in `data.originalError` under a generic -32603.
const providerErrorSchema = v.looseObject({
  code: v.optional(codeSchema),
  data: v.optional(
    v.looseObject({ originalError: v.optional(v.looseObject({ code: v.optional(codeSchema) })) }),
  ),
})

/**
 * The EIP-1193 codes carried by an error a wallet threw: the top-level `code` first, then a
 * wrapped `data.originalError.code`. Anything that is not such an object gives `[]`.
 *
 * @example
 * getProviderErrorCodes({ code: 4001, message: 'User rejected' }) // [4001]
 */
export function getProviderErrorCodes(error: unknown): number[] {
  let parsed: v.InferOutput<typeof providerErrorSchema>
  try {
    const result = v.safeParse(providerErrorSchema, error)
    if (!result.success) return []
    parsed = result.output
  } catch {
    // A hostile error object (throwing getter, revoked proxy) carries no usable code.
    return []
  }
  const codes: number[] = []
  if (parsed.code !== undefined) codes.push(parsed.code)
  const nested = parsed.data?.originalError?.code
  if (nested !== undefined) codes.push(nested)
  return codes
}
