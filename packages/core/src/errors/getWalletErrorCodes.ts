import * as v from 'valibot'

const codeSchema = v.pipe(v.number(), v.integer())
const codedSchema = v.looseObject({ code: v.optional(codeSchema) })

// Wallets throw `{ code, message }` (EIP-1193). Some wrap the real code: MetaMask mobile in
// `data.originalError` under a generic -32603, wallet adapters and sats-connect style wallets in
// `error` or `cause`.
const walletErrorSchema = v.looseObject({
  code: v.optional(codeSchema),
  data: v.optional(v.looseObject({ originalError: v.optional(codedSchema) })),
  error: v.optional(codedSchema),
  cause: v.optional(codedSchema),
})

/**
 * The integer codes carried by an error a wallet threw, outermost first: `code`, then a wrapped
 * `data.originalError.code`, `error.code` or `cause.code`. Anything else (a string, an Error
 * without a code, a hostile object whose getters throw) gives `[]`.
 *
 * @example
 * getWalletErrorCodes({ code: -32603, data: { originalError: { code: 4001 } } }) // [-32603, 4001]
 */
export function getWalletErrorCodes(error: unknown): number[] {
  let parsed: v.InferOutput<typeof walletErrorSchema>
  try {
    const result = v.safeParse(walletErrorSchema, error)
    if (!result.success) return []
    parsed = result.output
  } catch {
    // A hostile error object (throwing getter, revoked proxy) carries no usable code.
    return []
  }
  return [
    parsed.code,
    parsed.data?.originalError?.code,
    parsed.error?.code,
    parsed.cause?.code,
  ].filter((code): code is number => code !== undefined)
}
