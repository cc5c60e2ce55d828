import { randomBytes } from 'node:crypto'
import { isAddress as isSolanaAddress } from '@solana/kit'
import { getAddress, isAddress } from 'viem'
import type { Asset, Catalog } from './catalog.ts'
import type { Quote, QuoteBook } from './createQuoteBook.ts'
import type { Deliverer } from './Deliverer.ts'
import { SandboxInputError } from './errors.ts'
import { exactOrigin } from './exactOrigin.ts'
import { cancelUnlessDelivering, type Settlement, settleOnce } from './settleOnce.ts'
import { type CardForm, checkTestCard } from './testCards.ts'

/** The body of `POST /api/checkouts`. */
export interface CheckoutRequest {
  destinationAddress: unknown
  network: unknown
  /** The purchase currency's symbol (`PUSD`, `ETH`). */
  asset: unknown
  /** A held quote: the checkout delivers exactly its amount. Otherwise the amounts below. */
  quoteId?: unknown
  /** What the visitor pays, a decimal string in the payment currency. */
  paymentAmount?: unknown
  /** Or the tokens to buy (whole units): the smallest amount that buys at least them is quoted. */
  purchaseAmount?: unknown
  paymentCurrency?: unknown
  paymentMethod?: unknown
  /** The origin of the page that opens the checkout: the only one told how it ended. */
  returnOrigin: unknown
}

/** A checkout session. */
export interface CheckoutSession extends Settlement {
  id: string
  /** Posted back by the page's forms: a form on another site cannot know it. */
  formToken: string
  quote: Quote
  /** The receiver on the quote's network: checksummed on EVM, base58 on Solana. */
  destination: string
  returnOrigin: string
  /** Declined card attempts; the third ends the session as failed. */
  declines: number
}

/** Declined attempts after which the checkout gives up (`failed`). */
export const MAX_DECLINES = 3

/** The most sessions kept; the oldest go first. */
const MAX_SESSIONS = 10_000

/** What paying with a card led to, for the page. */
export type PayOutcome =
  | { kind: 'ended' }
  | { kind: 'declined' }
  | { kind: 'invalid'; errors: Partial<Record<keyof CardForm, string>> }
  | { kind: 'bad-token' }

/**
 * The checkout sessions and their one delivery each from the treasury.
 *
 * @example
 * const checkouts = createCheckouts({ catalog, quotes, treasury })
 * const session = checkouts.create({ destinationAddress, network: 'eip155:31337', asset: 'PUSD', quoteId, returnOrigin })
 */
export function createCheckouts(parameters: {
  catalog: Catalog
  quotes: QuoteBook
  treasury: Deliverer
  now?: () => number
}) {
  const sessions = new Map<string, CheckoutSession>()
  const now = parameters.now ?? Date.now

  function create(request: CheckoutRequest): CheckoutSession {
    const asset = parameters.catalog.bySymbol(request.asset, request.network, 'asset')
    const destination = destinationOn(asset, request.destinationAddress)
    const returnOrigin = exactOrigin(request.returnOrigin, 'returnOrigin')
    let quote: Quote
    if (request.quoteId !== undefined) {
      const held = parameters.quotes.get(request.quoteId)
      if (held === undefined)
        throw new SandboxInputError('quoteId: unknown or expired quote; ask for a new one')
      if (held.asset !== asset)
        throw new SandboxInputError(
          `quoteId: the quote is for ${held.asset.symbol} on ${held.asset.network}`,
        )
      quote = held
    } else if (request.paymentAmount === undefined && request.purchaseAmount !== undefined) {
      quote = parameters.quotes.quoteForPurchase({
        purchaseCurrency: asset.symbol,
        network: asset.network,
        paymentCurrency: request.paymentCurrency ?? 'USD',
        purchaseAmount: request.purchaseAmount,
        paymentMethod: request.paymentMethod,
      })
    } else {
      quote = parameters.quotes.quote({
        purchaseCurrency: asset.symbol,
        network: asset.network,
        paymentCurrency: request.paymentCurrency ?? 'USD',
        paymentAmount: request.paymentAmount,
        paymentMethod: request.paymentMethod,
      })
    }
    const session: CheckoutSession = {
      id: `cs_${randomBytes(16).toString('hex')}`,
      formToken: randomBytes(16).toString('hex'),
      quote,
      destination,
      returnOrigin,
      declines: 0,
      status: 'pending',
    }
    if (sessions.size >= MAX_SESSIONS) sessions.delete(sessions.keys().next().value as string)
    sessions.set(session.id, session)
    return session
  }

  /**
   * A card submitted on the checkout page. A session that has ended, or is delivering, is not
   * paid again: the caller shows its result once `delivering` settles.
   */
  async function pay(session: CheckoutSession, form: CardForm & { formToken?: string }) {
    if (session.status !== 'pending' || session.delivering !== undefined) {
      await session.delivering
      return { kind: 'ended' } satisfies PayOutcome
    }
    if (form.formToken !== session.formToken) return { kind: 'bad-token' } satisfies PayOutcome
    if (now() >= session.quote.expiresAt) {
      session.status = 'failed'
      session.failure = 'The quote expired before it was paid. Start again from your wallet.'
      return { kind: 'ended' } satisfies PayOutcome
    }
    const check = checkTestCard(form, new Date(now()))
    if (check.outcome === 'invalid') return { kind: 'invalid', errors: check.errors } as PayOutcome
    if (check.outcome === 'declined') {
      session.declines += 1
      if (session.declines < MAX_DECLINES) return { kind: 'declined' } satisfies PayOutcome
      session.status = 'failed'
      session.failure = `The card was declined ${MAX_DECLINES} times.`
      return { kind: 'ended' } satisfies PayOutcome
    }
    await settleOnce(session, () =>
      parameters.treasury.deliver({
        asset: session.quote.asset,
        to: session.destination,
        units: session.quote.purchaseUnits,
      }),
    )
    return { kind: 'ended' } satisfies PayOutcome
  }

  return {
    create,
    pay,
    get: (id: string) => sessions.get(id),
    /** Cancels unless the delivery has begun; `false` for a wrong form token. */
    cancel(session: CheckoutSession, formToken: string | undefined): boolean {
      if (formToken !== session.formToken) return false
      cancelUnlessDelivering(session)
      return true
    },
  }
}

export type Checkouts = ReturnType<typeof createCheckouts>

/** The receiver, checked for the asset's network: an EVM address, or a Solana one (base58). */
function destinationOn(asset: Asset, destination: unknown): string {
  if (asset.namespace === 'solana') {
    if (typeof destination !== 'string' || !isSolanaAddress(destination))
      throw new SandboxInputError(
        'destinationAddress: must be a Solana address (base58, 32 bytes) on a solana network',
      )
    return destination
  }
  if (typeof destination !== 'string' || !isAddress(destination))
    throw new SandboxInputError('destinationAddress: must be an EVM address')
  return getAddress(destination)
}
