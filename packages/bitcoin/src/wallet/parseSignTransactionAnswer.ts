import { InvalidWalletResponseError } from '@portico/core'
import * as v from 'valibot'

const bytesSchema = v.custom<Uint8Array>((value) => value instanceof Uint8Array, 'not bytes')
const outputSchema = v.looseObject({
  signedPsbt: bytesSchema,
  txId: v.optional(v.pipe(v.string(), v.regex(/^[0-9a-fA-F]{64}$/))),
})
// Wallets answer one output or the standard's array of outputs.
const answerSchema = v.union([
  v.pipe(
    v.tuple([outputSchema]),
    v.transform(([first]) => first),
  ),
  outputSchema,
])

/**
 * The signed PSBT (and txid, when the wallet broadcast it) from a `bitcoin:signTransaction`
 * answer; anything else is an `InvalidWalletResponseError`.
 *
 * @example
 * const { signedPsbt, txId } = parseSignTransactionAnswer(await feature.signTransaction(input))
 */
export function parseSignTransactionAnswer(raw: unknown): {
  signedPsbt: Uint8Array
  txId?: string
} {
  try {
    const result = v.safeParse(answerSchema, raw)
    if (result.success) {
      const { signedPsbt, txId } = result.output
      return txId === undefined ? { signedPsbt } : { signedPsbt, txId: txId.toLowerCase() }
    }
  } catch {
    // A hostile answer reads as no answer.
  }
  throw new InvalidWalletResponseError({ details: 'bitcoin:signTransaction answered no PSBT' })
}
