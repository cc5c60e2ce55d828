import * as v from 'valibot'
import type { Transaction, TransactionOperationType, TransactionPage } from '../types/api.ts'

/** Every operation type the kit knows how to show (spec §3, §4). */
export const TRANSACTION_OPERATION_TYPES = [
  'send',
  'receive',
  'deposit',
  'withdraw',
  'borrow',
  'repay',
  'claim',
  'mint',
  'burn',
  'approve',
  'trade',
  'execute',
] as const satisfies readonly TransactionOperationType[]

const decimalString = v.pipe(v.string(), v.regex(/^\d+(\.\d+)?$/, 'Not a decimal'))
/** Image URLs are only ever http(s); anything else is dropped so it is never rendered. */
const imageUrl = v.fallback(
  v.nullable(v.pipe(v.string(), v.regex(/^https?:\/\//i), v.url(), v.maxLength(2048))),
  null,
)
/** `{ url }` with a usable URL, else null. */
const image = v.optional(
  v.pipe(
    v.nullable(v.object({ url: imageUrl })),
    v.transform((value) => (value?.url ? { url: value.url } : null)),
  ),
  null,
)

const transferSchema = v.pipe(
  v.object({
    direction: v.picklist(['in', 'out', 'self']),
    quantity: v.object({ numeric: decimalString }),
    value: v.optional(v.nullable(v.number())),
    fungible_info: v.optional(
      v.object({
        name: v.string(),
        symbol: v.string(),
        icon: image,
        flags: v.optional(v.object({ is_spam: v.boolean() })),
      }),
    ),
    nft_info: v.optional(
      v.object({
        name: v.string(),
        contract_address: v.string(),
        token_id: v.pipe(v.string(), v.digits()),
        content: v.optional(v.nullable(v.object({ preview: image }))),
        flags: v.object({ is_spam: v.boolean() }),
      }),
    ),
  }),
  v.check(
    (transfer) => (transfer.fungible_info === undefined) !== (transfer.nft_info === undefined),
    'A transfer carries either fungible_info or nft_info',
  ),
)

/** One history entry as it comes over the wire: any operation type string is accepted here. */
const wireTransactionSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1)),
  metadata: v.object({
    minedAt: v.pipe(v.string(), v.isoTimestamp()),
    chain: v.pipe(v.string(), v.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/, 'Not a CAIP-2 id')),
    operationType: v.string(),
    hash: v.string(),
    status: v.picklist(['confirmed', 'failed', 'pending']),
    sentFrom: v.string(),
    sentTo: v.string(),
  }),
  transfers: v.array(transferSchema),
})

const isKnownOperation = (type: string): type is TransactionOperationType =>
  (TRANSACTION_OPERATION_TYPES as readonly string[]).includes(type)

/**
 * `GET /v1/account/{account}/history` (spec §7). A malformed entry fails the whole page; an
 * entry whose operation type this version does not know is dropped with a warning, so a newer
 * service does not break an older kit.
 *
 * @example
 * const page = v.parse(transactionPageSchema, await response.json())
 * page.next // 'cursor-2' or null
 */
export const transactionPageSchema = v.pipe(
  v.object({
    data: v.array(wireTransactionSchema),
    next: v.optional(v.nullable(v.pipe(v.string(), v.minLength(1))), null),
  }),
  v.transform((page): TransactionPage => {
    const data: Transaction[] = []
    for (const entry of page.data) {
      const { operationType } = entry.metadata
      if (isKnownOperation(operationType))
        data.push({ ...entry, metadata: { ...entry.metadata, operationType } })
      else
        console.warn(`[portico] dropped transaction ${entry.id}: unknown type '${operationType}'`)
    }
    return { data, next: page.next }
  }),
)
