import * as v from 'valibot'

// The pay-from-an-exchange routes' answers and the exchange window's message
// (docs/onramp-and-pay.md), checked before the kit uses any of them: a broken or hostile server
// or page gives an `InvalidResponseError` (or the message is ignored), never a crash. Only the
// Pay actions import this module (lazily, through the client).

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
/** An absolute http(s) address: a `javascript:` or `data:` URL never reaches a window. */
const httpUrl = v.pipe(
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
)
const evmHash = v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{64}$/, 'must be a transaction hash'))

/** `GET /v1/pay/exchanges` */
export const payExchangesSchema = v.object({
  exchanges: v.pipe(
    v.array(
      v.object({
        id: label(64),
        name: label(64),
        imageUrl: v.optional(v.nullable(httpUrl)),
      }),
    ),
    v.maxLength(50),
  ),
})

/** `POST /v1/pay/exchange-url` */
export const payExchangeUrlSchema = v.object({ url: httpUrl, sessionId: label(128) })

/** `GET /v1/pay/exchange-status` */
export const payExchangeStatusSchema = v.object({
  status: v.picklist(['pending', 'completed', 'failed', 'cancelled']),
  txHash: v.optional(v.nullable(evmHash)),
})
