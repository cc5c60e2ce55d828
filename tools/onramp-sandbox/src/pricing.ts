/*
 * What the sandbox charges and at what prices. Fixed numbers, so that a test can compute a
 * quote by hand: a 1.5 % provider fee (spec §9: 1–2 %), a 0.50 network fee in the payment
 * currency, USD and EUR (1 EUR = 1.08 USD), and the payment method limits of spec §9.
 */

/** The provider's fee, in basis points of the amount paid (1.5 %). */
export const FEE_BASIS_POINTS = 150n

/** The network fee, in cents of the payment currency (0.50). */
export const NETWORK_FEE_CENTS = 50n

/** The fee range the sandbox advertises (spec §9: the default provider's 1–2 %). */
export const FEE_RANGE = '1-2%'

/** Payment currencies: micro-USD per unit (1 USD = 1 USD, 1 EUR = 1.08 USD). */
export const PAYMENT_CURRENCIES = [
  { id: 'USD', microUsd: 1_000_000n },
  { id: 'EUR', microUsd: 1_080_000n },
] as const

export type PaymentCurrencyId = (typeof PAYMENT_CURRENCIES)[number]['id']

/** Payment methods and their limits in the payment currency, in cents (spec §9). */
export const PAYMENT_METHODS = [
  { id: 'card', minCents: 1_000n, maxCents: 750_000n },
  { id: 'ach_bank_account', minCents: 1_000n, maxCents: 2_500_000n },
] as const

export type PaymentMethodId = (typeof PAYMENT_METHODS)[number]['id']

/** The price of each chain's native ETH unless the chain says another (as the devnet server's). */
export const DEFAULT_NATIVE_PRICE_USD = 3000

/** The price of SOL unless the Solana network says another (as the devnet server's). */
export const DEFAULT_SOL_PRICE_USD = 150

/** How long a quote is held: a checkout made from it delivers exactly its amount until then. */
export const QUOTE_TTL_MS = 10 * 60 * 1000

/** A price in micro-USD (6 places), from the number a token config gives. */
export function microUsdOf(priceUsd: number): bigint {
  return BigInt(Math.round(priceUsd * 1_000_000))
}

export interface PriceParameters {
  /** What the visitor pays, in cents of the payment currency. */
  totalCents: bigint
  /** Micro-USD per unit of the payment currency. */
  currencyMicroUsd: bigint
  /** Micro-USD per whole token. */
  tokenMicroUsd: bigint
  tokenDecimals: number
}

/** A quote's figures, in cents and in the token's smallest unit. */
export interface Priced {
  feeCents: bigint
  networkFeeCents: bigint
  subtotalCents: bigint
  totalCents: bigint
  purchaseUnits: bigint
}

/**
 * The figures of a quote: the fee (1.5 %, half-up to the cent), the network fee, the subtotal
 * (what is converted: total − fees) and the tokens it buys at the fixed price, floored to the
 * token's smallest unit.
 *
 * @example
 * price({ totalCents: 10_000n, currencyMicroUsd: 1_000_000n, tokenMicroUsd: 1_000_000n, tokenDecimals: 6 })
 * // { feeCents: 150n, networkFeeCents: 50n, subtotalCents: 9_800n, totalCents: 10_000n, purchaseUnits: 98_000_000n }
 */
export function price(parameters: PriceParameters): Priced {
  const feeCents = (parameters.totalCents * FEE_BASIS_POINTS + 5_000n) / 10_000n
  const subtotalCents = parameters.totalCents - feeCents - NETWORK_FEE_CENTS
  const purchaseUnits =
    subtotalCents <= 0n
      ? 0n
      : (subtotalCents * parameters.currencyMicroUsd * 10n ** BigInt(parameters.tokenDecimals)) /
        (100n * parameters.tokenMicroUsd)
  return {
    feeCents,
    networkFeeCents: NETWORK_FEE_CENTS,
    subtotalCents,
    totalCents: parameters.totalCents,
    purchaseUnits,
  }
}
