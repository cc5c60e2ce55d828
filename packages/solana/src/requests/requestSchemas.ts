import * as v from 'valibot'

/**
 * Spec §5: the preflight commitments a `solana_signAndSendTransaction` may ask for.
 *
 * @example
 * PREFLIGHT_COMMITMENTS.includes('singleGossip') // true
 */
export const PREFLIGHT_COMMITMENTS = [
  'processed',
  'confirmed',
  'finalized',
  'recent',
  'single',
  'singleGossip',
  'root',
  'max',
] as const

export type PreflightCommitment = (typeof PREFLIGHT_COMMITMENTS)[number]

const BASE58 = /^[1-9A-HJ-NP-Za-km-z]+$/
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/

const base64Transaction = v.pipe(
  v.string('a transaction must be a base64 string'),
  v.minLength(1, 'a transaction must not be empty'),
  v.regex(BASE64, 'a transaction must be base64'),
)

/** Spec §5: solana_signMessage needs message (base58 bytes) and pubkey strings. */
export const signMessageParamsSchema = v.looseObject({
  message: v.pipe(
    v.string('message must be a string'),
    v.regex(BASE58, 'message must be the base58 of the bytes to sign'),
  ),
  pubkey: v.string('pubkey must be a string'),
})

export const signTransactionParamsSchema = v.looseObject({ transaction: base64Transaction })

/** Spec §5: solana_signAllTransactions needs an array of transactions. */
export const signAllTransactionsParamsSchema = v.looseObject({
  transactions: v.pipe(
    v.array(base64Transaction, 'transactions must be an array'),
    v.minLength(1, 'transactions must not be empty'),
  ),
})

export const signAndSendTransactionParamsSchema = v.looseObject({
  transaction: base64Transaction,
  sendOptions: v.optional(
    v.looseObject({
      preflightCommitment: v.optional(
        v.picklist(
          PREFLIGHT_COMMITMENTS,
          `preflightCommitment must be one of ${PREFLIGHT_COMMITMENTS.join(', ')}`,
        ),
      ),
      skipPreflight: v.optional(v.boolean('skipPreflight must be a boolean')),
      maxRetries: v.optional(
        v.pipe(v.number(), v.integer(), v.minValue(0, 'maxRetries must not be negative')),
      ),
    }),
  ),
})

/**
 * The `solana_*` methods the adapter answers (the WalletConnect names).
 *
 * @example
 * SOLANA_REQUEST_METHODS.includes('solana_signAndSendTransaction') // true
 */
export const SOLANA_REQUEST_METHODS = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
  'solana_getAccounts',
  'solana_requestAccounts',
] as const

export type SolanaRequestMethod = (typeof SOLANA_REQUEST_METHODS)[number]
