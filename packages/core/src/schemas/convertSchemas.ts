import * as v from 'valibot'

// The swap service's answers (docs/convert-api.md), checked before the kit uses any of them: a
// hostile or broken server gives an `InvalidResponseError`, never a crash or a number read
// from garbage. Only the Swap actions import this module (lazily, through the client).

/** A decimal string of a non-negative integer that fits in a uint256. */
const uint = v.pipe(v.string(), v.regex(/^(0|[1-9]\d{0,77})$/, 'must be an integer string'))
/** `eip155:<chain id>:0x<40 hex>` */
const evmCaip10 = v.pipe(
  v.string(),
  v.regex(/^eip155:[1-9]\d{0,15}:0x[0-9a-fA-F]{40}$/, 'must be an eip155 CAIP-10 id'),
)
const evmAddress = v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{40}$/, 'must be an EVM address'))
const hexData = v.pipe(
  v.string(),
  v.regex(/^0x([0-9a-fA-F]{2})*$/, 'must be hex bytes'),
  v.maxLength(100_000),
)
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

/** One token of `GET /v1/convert/tokens`. */
export const convertTokenSchema = v.object({
  name: label(64),
  symbol: label(16),
  address: evmCaip10,
  decimals: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(36)),
  logoUri: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(2048))), null),
})

/**
 * `GET /v1/convert/tokens`: entries that do not pass are dropped one by one (one bad token does
 * not empty the list); the list itself must be there.
 */
export const convertTokensSchema = v.object({
  tokens: v.pipe(
    v.array(v.unknown()),
    v.maxLength(500),
    v.transform((entries) =>
      entries.flatMap((entry) => {
        const parsed = v.safeParse(convertTokenSchema, entry)
        return parsed.success ? [parsed.output] : []
      }),
    ),
  ),
})

/** One quote of `GET /v1/convert/quotes`. */
export const convertQuoteSchema = v.object({
  id: v.pipe(v.string(), v.maxLength(200)),
  fromAccount: evmCaip10,
  toAccount: evmCaip10,
  fromAmount: uint,
  toAmount: uint,
  priceImpact: v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(100)),
  route: v.pipe(v.array(evmCaip10), v.minLength(2), v.maxLength(8)),
  gas: uint,
  gasPrice: uint,
  fee: uint,
  blockNumber: uint,
  expiresAt: v.pipe(v.number(), v.integer(), v.minValue(0)),
})

export const convertQuotesSchema = v.object({
  quotes: v.pipe(v.array(convertQuoteSchema), v.maxLength(20)),
})

export const convertAllowanceSchema = v.object({ allowance: uint })

export const convertGasPriceSchema = v.object({ standard: uint, fast: uint, instant: uint })

/** A transaction for the wallet; `gas` and `gasPrice` may be absent (`disableEstimate`). */
export const convertTransactionSchema = v.object({
  from: evmAddress,
  to: evmAddress,
  data: hexData,
  value: uint,
  gas: v.optional(uint),
  gasPrice: v.optional(uint),
})

export const convertApproveSchema = v.object({ tx: convertTransactionSchema })

export const convertBuiltSwapSchema = v.object({
  tx: convertTransactionSchema,
  toAmount: uint,
  minimumToAmount: uint,
  deadline: v.pipe(v.number(), v.integer(), v.minValue(0)),
})

const fungiblePriceSchema = v.object({
  address: v.pipe(v.string(), v.maxLength(200)),
  name: v.pipe(v.string(), v.maxLength(200)),
  symbol: v.pipe(v.string(), v.maxLength(64)),
  iconUrl: v.optional(v.nullable(v.string()), null),
  price: v.pipe(v.number(), v.finite(), v.minValue(0)),
})

/** `POST /v1/fungible/price`: entries that do not pass are dropped (no price for them). */
export const fungiblePricesSchema = v.object({
  fungibles: v.pipe(
    v.array(v.unknown()),
    v.maxLength(200),
    v.transform((entries) =>
      entries.flatMap((entry) => {
        const parsed = v.safeParse(fungiblePriceSchema, entry)
        return parsed.success ? [parsed.output] : []
      }),
    ),
  ),
})
