import { randomBytes } from 'node:crypto'
import type { Asset, Catalog } from './catalog.ts'
import { formatFixed, parseDecimal } from './decimalAmount.ts'
import { SandboxInputError } from './errors.ts'
import {
  FEE_BASIS_POINTS,
  NETWORK_FEE_CENTS,
  PAYMENT_CURRENCIES,
  PAYMENT_METHODS,
  type PaymentCurrencyId,
  type PaymentMethodId,
  price,
  QUOTE_TTL_MS,
} from './pricing.ts'

/** What a quote is asked for (the body of `POST /api/quotes`). */
export interface QuoteRequest {
  purchaseCurrency: unknown
  network: unknown
  paymentCurrency: unknown
  /** What the visitor pays, a decimal string in the payment currency. */
  paymentAmount: unknown
  /** `card` (default) or `ach_bank_account`. */
  paymentMethod?: unknown
}

/** A quote as held: what a checkout made from it delivers, exactly. */
export interface Quote {
  quoteId: string
  asset: Asset
  paymentCurrency: PaymentCurrencyId
  paymentMethod: PaymentMethodId
  totalCents: bigint
  feeCents: bigint
  networkFeeCents: bigint
  subtotalCents: bigint
  purchaseUnits: bigint
  expiresAt: number
}

/** A quote as the API answers it: money as `{ value, currency }`, amounts as decimal strings. */
export interface QuoteAnswer {
  quoteId: string
  purchaseCurrency: string
  network: string
  paymentMethod: PaymentMethodId
  providerFee: { value: string; currency: string }
  networkFee: { value: string; currency: string }
  paymentSubtotal: { value: string; currency: string }
  paymentTotal: { value: string; currency: string }
  purchaseAmount: { value: string; currency: string }
  expiresAt: number
}

/** The most quotes held at once; the oldest go first. */
const MAX_QUOTES = 10_000

/**
 * Makes quotes and holds each under its id for 10 minutes. The limits are spec §9's per payment
 * method, said as `Amount must be at least 10 USD` / `Amount must be at most 7500 USD for card`.
 *
 * @example
 * const quotes = createQuoteBook(catalog)
 * const quote = quotes.quote({ purchaseCurrency: 'PUSD', network: 'eip155:31337', paymentCurrency: 'USD', paymentAmount: '100' })
 */
export function createQuoteBook(catalog: Catalog, now: () => number = Date.now) {
  const held = new Map<string, Quote>()

  function quote(request: QuoteRequest): Quote {
    const asset = catalog.bySymbol(request.purchaseCurrency, request.network, 'purchaseCurrency')
    const currency = PAYMENT_CURRENCIES.find((known) => known.id === request.paymentCurrency)
    if (currency === undefined)
      throw new SandboxInputError(
        `paymentCurrency: must be one of ${PAYMENT_CURRENCIES.map((known) => known.id).join(', ')}`,
      )
    const method = PAYMENT_METHODS.find((known) => known.id === (request.paymentMethod ?? 'card'))
    if (method === undefined)
      throw new SandboxInputError(
        `paymentMethod: must be one of ${PAYMENT_METHODS.map((known) => known.id).join(', ')}`,
      )
    const totalCents = parseDecimal(request.paymentAmount, 2, 'amount')
    if (totalCents < method.minCents)
      throw new SandboxInputError(
        `Amount must be at least ${formatLimit(method.minCents)} ${currency.id}`,
      )
    if (totalCents > method.maxCents)
      throw new SandboxInputError(
        `Amount must be at most ${formatLimit(method.maxCents)} ${currency.id} for ${method.id}`,
      )
    const priced = price({
      totalCents,
      currencyMicroUsd: currency.microUsd,
      tokenMicroUsd: asset.microUsd,
      tokenDecimals: asset.decimals,
    })
    const made: Quote = {
      quoteId: `q_${randomBytes(12).toString('hex')}`,
      asset,
      paymentCurrency: currency.id,
      paymentMethod: method.id,
      ...priced,
      expiresAt: now() + QUOTE_TTL_MS,
    }
    forgetExpired()
    if (held.size >= MAX_QUOTES) held.delete(held.keys().next().value as string)
    held.set(made.quoteId, made)
    return made
  }

  /**
   * The quote of the smallest amount (whole cents) that buys at least `purchaseAmount` (whole
   * tokens, a decimal string), for a checkout that names the tokens rather than the money.
   */
  function quoteForPurchase(
    request: Omit<QuoteRequest, 'paymentAmount'> & { purchaseAmount: unknown },
  ): Quote {
    const asset = catalog.bySymbol(request.purchaseCurrency, request.network, 'purchaseCurrency')
    const currency = PAYMENT_CURRENCIES.find((known) => known.id === request.paymentCurrency)
    if (currency === undefined)
      throw new SandboxInputError(
        `paymentCurrency: must be one of ${PAYMENT_CURRENCIES.map((known) => known.id).join(', ')}`,
      )
    const units = parseDecimal(request.purchaseAmount, asset.decimals, 'purchaseAmount')
    const scale = currency.microUsd * 10n ** BigInt(asset.decimals)
    // The subtotal that buys `units`, rounded up to the cent; then the total whose fees leave it.
    const subtotalCents = (units * 100n * asset.microUsd + scale - 1n) / scale
    let totalCents = ((subtotalCents + NETWORK_FEE_CENTS) * 10_000n) / (10_000n - FEE_BASIS_POINTS)
    const subtotalOf = (total: bigint) =>
      price({
        totalCents: total,
        currencyMicroUsd: currency.microUsd,
        tokenMicroUsd: asset.microUsd,
        tokenDecimals: asset.decimals,
      }).subtotalCents
    while (subtotalOf(totalCents) < subtotalCents) totalCents += 1n
    return quote({ ...request, paymentAmount: formatFixed(totalCents, 2) })
  }

  function forgetExpired() {
    const at = now()
    for (const [id, known] of held) if (known.expiresAt <= at) held.delete(id)
  }

  return {
    quote,
    quoteForPurchase,
    /** The held quote, or undefined once it expired (or never was). */
    get(quoteId: unknown): Quote | undefined {
      if (typeof quoteId !== 'string') return undefined
      const known = held.get(quoteId)
      return known !== undefined && known.expiresAt > now() ? known : undefined
    },
  }
}

export type QuoteBook = ReturnType<typeof createQuoteBook>

/**
 * A held quote as the API answers it.
 *
 * @example
 * quoteAnswer(quote).purchaseAmount // { value: '98.000000', currency: 'PUSD' }
 */
export function quoteAnswer(quote: Quote): QuoteAnswer {
  const money = (cents: bigint) => ({
    value: formatFixed(cents, 2),
    currency: quote.paymentCurrency,
  })
  return {
    quoteId: quote.quoteId,
    purchaseCurrency: quote.asset.symbol,
    network: quote.asset.network,
    paymentMethod: quote.paymentMethod,
    providerFee: money(quote.feeCents),
    networkFee: money(quote.networkFeeCents),
    paymentSubtotal: money(quote.subtotalCents),
    paymentTotal: money(quote.totalCents),
    purchaseAmount: {
      value: formatFixed(quote.purchaseUnits, quote.asset.decimals),
      currency: quote.asset.symbol,
    },
    expiresAt: quote.expiresAt,
  }
}

// 1000n → '10', 750000n → '7500', 1050n → '10.50'
function formatLimit(cents: bigint): string {
  return cents % 100n === 0n ? String(cents / 100n) : formatFixed(cents, 2)
}
