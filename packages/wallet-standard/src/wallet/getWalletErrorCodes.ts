import * as v from 'valibot'

const codeSchema = v.pipe(v.number(), v.integer())

// Wallets throw `{ code, message }` with EIP-1193's codes (Phantom, Solflare, Bitcoin wallets);
// wallet adapters and sats-connect style wallets wrap the wallet's error as `error` or `cause`.
const walletErrorSchema = v.looseObject({
  code: v.optional(codeSchema),
  error: v.optional(v.looseObject({ code: v.optional(codeSchema) })),
  cause: v.optional(v.looseObject({ code: v.optional(codeSchema) })),
})

/**
 * The numeric codes carried by an error a wallet threw: the top-level `code`, then a wrapped
 * `error.code` or `cause.code`. Anything else gives `[]`.
 *
 * @example
 * getWalletErrorCodes({ code: 4001, message: 'User rejected the request.' }) // [4001]
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
  return [parsed.code, parsed.error?.code, parsed.cause?.code].filter(
    (code): code is number => code !== undefined,
  )
}
