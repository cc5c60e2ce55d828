import * as v from 'valibot'
import { onrampProviderFee } from '../internal/onramp/onrampProviderFee.ts'
import type { OnrampQuote } from '../types/onramp.ts'

// The on-ramp routes' answers (docs/onramp-and-pay.md), checked before the kit uses any of
// them: a broken or hostile server gives an `InvalidResponseError` (the kit then falls back to
// its sample data), never a crash. Only the Buy actions import this module (lazily, through the
// client).

/** Shown text: no control or direction characters, bounded. */
const label = (max: number) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1),
    v.maxLength(max),
    // biome-ignore lint/suspicious/noControlCharactersInRegex: they are what is refused
    v.regex(/^[^\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]*$/),
  )
/** A plain non-negative decimal string, e.g. '97.500000'. */
const amount = v.pipe(v.string(), v.regex(/^\d{1,30}(\.\d{1,36})?$/, 'must be a decimal string'))
const caip2 = v.pipe(
  v.string(),
  v.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/, 'must be a CAIP-2 id'),
)
const money = v.object({ value: amount, currency: label(16) })

export const onrampOptionsSchema = v.object({
  providers: v.pipe(
    v.array(
      v.object({
        id: label(64),
        name: label(64),
        feeRange: label(32),
        chains: v.array(label(32)),
      }),
    ),
    v.maxLength(50),
  ),
  paymentCurrencies: v.pipe(
    v.array(
      v.object({
        id: label(8),
        payment_method_limits: v.array(
          v.pipe(
            v.object({ id: label(32), min: amount, max: amount }),
            v.check((limit) => Number(limit.min) <= Number(limit.max), 'min must not exceed max'),
          ),
        ),
      }),
    ),
    v.maxLength(200),
  ),
  purchaseCurrencies: v.pipe(
    v.array(
      v.object({
        id: label(64),
        name: label(64),
        symbol: label(16),
        decimals: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(36)),
        networks: v.array(
          v.object({
            name: label(64),
            display_name: label(64),
            chain_id: caip2,
            contract_address: v.pipe(v.string(), v.maxLength(128)),
          }),
        ),
      }),
    ),
    v.maxLength(500),
  ),
})

/** A quote; its provider fee as stated, or what the total holds beyond the other lines. */
export const onrampQuoteSchema = v.pipe(
  v.object({
    quoteId: label(128),
    networkFee: money,
    paymentSubtotal: money,
    paymentTotal: money,
    purchaseAmount: money,
    providerFee: v.optional(money),
  }),
  v.transform((quote): OnrampQuote => {
    const { providerFee, ...lines } = quote
    const fee = onrampProviderFee(quote)
    return fee ? { ...lines, providerFee: fee } : lines
  }),
)

export const onrampUrlSchema = v.object({
  url: v.pipe(
    v.string(),
    v.maxLength(4096),
    v.check((value) => {
      try {
        const { protocol } = new URL(value)
        return protocol === 'https:' || protocol === 'http:'
      } catch {
        return false
      }
    }, 'must be an http(s) URL'),
  ),
  sessionId: label(128),
})

/**
 * The one message a checkout page (an on-ramp's or an exchange's) posts to its opener
 * (docs/onramp-and-pay.md).
 */
export const checkoutMessageSchema = v.object({
  type: v.literal('portico:checkout'),
  sessionId: v.pipe(v.string(), v.maxLength(128)),
  status: v.picklist(['completed', 'cancelled', 'failed']),
  txHash: v.optional(v.pipe(v.string(), v.maxLength(128))),
  network: v.optional(v.pipe(v.string(), v.maxLength(64))),
})
