import * as v from 'valibot'
import { durationMs, httpsOrLoopbackUrl, httpUrl, nonEmptyText } from '../../schema/configFields.ts'

/*
 * The on-ramp module's part of the config file: `onramp` (buy crypto) and `pay` (pay from an
 * exchange). Composed with the other modules' parts in src/config.ts.
 */

const providerIdSchema = v.pipe(
  v.string(),
  v.regex(/^[a-z0-9-]{1,40}$/, 'must be 1 to 40 lower-case letters, digits or hyphens'),
)

/**
 * An on-ramp provider (docs/onramp-providers.md). One kind today: the local sandbox of
 * tools/onramp-sandbox; a hosted provider would be one more `kind` here.
 */
const onrampProviderSchema = v.variant(
  'kind',
  [
    v.strictObject({
      kind: v.literal('sandbox'),
      /** What the kit sends as `provider` and shows in the provider list. */
      id: providerIdSchema,
      name: nonEmptyText(100),
      /** The sandbox's base URL (its API is under `/api`). */
      url: httpsOrLoopbackUrl,
    }),
  ],
  "must be a provider with a known kind: 'sandbox'",
)

/** An exchange the visitor may pay from (`/v1/pay/*`): the Sandbox Exchange for now. */
const exchangeSchema = v.variant(
  'kind',
  [
    v.strictObject({
      kind: v.literal('sandbox'),
      id: providerIdSchema,
      name: nonEmptyText(100),
      url: httpsOrLoopbackUrl,
      /** The exchange's logo in the kit's list. */
      imageUrl: v.optional(httpUrl),
    }),
  ],
  "must be an exchange with a known kind: 'sandbox'",
)

/** Buy crypto (`/v1/onramp/*`, `/v1/generators/onrampurl`); the first provider is the default. */
const onrampSchema = v.strictObject({
  providers: v.pipe(
    v.array(onrampProviderSchema),
    v.maxLength(10, 'must list at most 10 providers'),
  ),
  /** How long a request to a provider may take before the route answers 502. */
  requestTimeoutMs: v.optional(durationMs(100, 60_000), 5_000),
})

/** Pay from an exchange (`/v1/pay/*`). */
const paySchema = v.strictObject({
  exchanges: v.pipe(v.array(exchangeSchema), v.maxLength(10, 'must list at most 10 exchanges')),
  requestTimeoutMs: v.optional(durationMs(100, 60_000), 5_000),
})

/**
 * The config file's keys that this module reads, each with its default.
 *
 * @example
 * v.parse(v.strictObject(onrampConfigEntries), {}).onramp.providers // []
 */
export const onrampConfigEntries = {
  /** On-ramp providers; absent or empty: the on-ramp routes answer 502 (the kit's sample data). */
  onramp: v.optional(onrampSchema, { providers: [] }),
  /** Exchanges the visitor may pay from; absent or empty: none is offered. */
  pay: v.optional(paySchema, { exchanges: [] }),
}

export type OnrampConfig = v.InferOutput<typeof onrampSchema>
export type OnrampProviderConfig = OnrampConfig['providers'][number]
export type PayConfig = v.InferOutput<typeof paySchema>
export type ExchangeConfig = PayConfig['exchanges'][number]

/**
 * A provider or exchange id listed twice, as `onramp.providers[i].id: …` or
 * `pay.exchanges[i].id: …`; undefined if none.
 *
 * @example
 * findOnrampProblem(config.onramp, config.pay) // "pay.exchanges[1].id: duplicate id 'sandbox'"
 */
export function findOnrampProblem(onramp: OnrampConfig, pay: PayConfig): string | undefined {
  for (const [field, list] of [
    ['onramp.providers', onramp.providers],
    ['pay.exchanges', pay.exchanges],
  ] as const) {
    const ids = new Set<string>()
    for (const [index, entry] of list.entries()) {
      if (ids.has(entry.id)) return `${field}[${index}].id: duplicate id '${entry.id}'`
      ids.add(entry.id)
    }
  }
  return undefined
}
