import type { ReadState } from './readState.ts'
// The on-ramp (Buy) state and the server's answers (docs/onramp-and-pay.md, spec §3, §7).
// Amounts are decimal strings; networks are CAIP-2 ids.

/** An on-ramp provider the server offers (spec §9: one default provider, fee 1–2%). */
export interface OnrampProvider {
  id: string
  name: string
  /** As shown, e.g. '1-2%'. */
  feeRange: string
  /** Chain namespaces it delivers on, e.g. ['eip155', 'solana']. */
  chains: readonly string[]
}

/** A payment method of a fiat currency with the amounts it takes (spec §3 payment_method_limits). */
export interface OnrampPaymentMethodLimit {
  /** 'card' or 'ach_bank_account'. */
  id: string
  min: string
  max: string
}

/** A fiat currency the visitor can pay with (ISO 4217 id, e.g. 'USD'). */
export interface OnrampPaymentCurrency {
  id: string
  payment_method_limits: readonly OnrampPaymentMethodLimit[]
}

/** A network a purchase currency can be delivered on. */
export interface OnrampCurrencyNetwork {
  name: string
  display_name: string
  /** CAIP-2, e.g. 'eip155:31337'. */
  chain_id: string
  /** The token contract; empty for the network's native currency. */
  contract_address: string
}

/** What the visitor can buy. */
export interface OnrampPurchaseCurrency {
  id: string
  name: string
  symbol: string
  decimals: number
  networks: readonly OnrampCurrencyNetwork[]
}

/** `GET /v1/onramp/options`. */
export interface OnrampOptions {
  providers: readonly OnrampProvider[]
  paymentCurrencies: readonly OnrampPaymentCurrency[]
  purchaseCurrencies: readonly OnrampPurchaseCurrency[]
}

/** A sum of money: `value` in `currency` (fiat id or token symbol). */
export interface OnrampMoney {
  value: string
  currency: string
}

/** `POST /v1/onramp/quote` (spec §3 quote). */
export interface OnrampQuote {
  quoteId: string
  networkFee: OnrampMoney
  paymentSubtotal: OnrampMoney
  paymentTotal: OnrampMoney
  /** Exactly what the provider delivers for `quoteId`. */
  purchaseAmount: OnrampMoney
  /**
   * The provider's own fee: as the provider states it, else what the total holds beyond the
   * subtotal and the network fee, so that the lines add up. Absent when neither is known.
   */
  providerFee?: OnrampMoney
}

/** The parameters of `POST /v1/onramp/quote`. */
export interface OnrampQuoteParameters {
  purchaseCurrency: string
  paymentCurrency: string
  /** What the visitor pays, in `paymentCurrency`. */
  amount: string
  /** CAIP-2. */
  network: string
  paymentMethod?: string
  provider?: string
}

/** The body of `POST /v1/generators/onrampurl`. */
export interface OnrampUrlParameters {
  destinationWallets: readonly {
    address: string
    blockchains: readonly string[]
    assets: readonly string[]
  }[]
  defaultNetwork: string
  partnerUserId: string
  defaultExperience: 'buy'
  presetCryptoAmount?: string
  presetFiatAmount?: string
  quoteId?: string
  paymentCurrency?: string
  paymentMethod?: string
  provider?: string
}

/** `POST /v1/generators/onrampurl`. */
export interface OnrampUrl {
  url: string
  sessionId: string
}

/** The options as the view uses them: from the server, or the built-in sample (spec §8). */
export type OnrampOptionsState = Exclude<
  ReadState<{
    /** The server failed and these are the built-in sample data; so never an error. */
    indicative: boolean
  }>,
  { status: 'error' }
>

/** The quote of what the form holds now. */
export type OnrampQuoteState = ReadState<
  {
    quote: OnrampQuote
    /** The server failed and the figures are worked out from sample data. */
    indicative: boolean
  },
  {
    /** The last one, kept on screen while the next one loads. */
    quote?: OnrampQuote
  }
>

/** Why the form cannot go to checkout yet: the first rule it breaks. */
export type OnrampValidationCode =
  | 'NOT_CONNECTED'
  | 'UNSUPPORTED_NETWORK'
  | 'CURRENCY_REQUIRED'
  | 'AMOUNT_REQUIRED'
  | 'INVALID_AMOUNT'
  | 'TOO_MANY_DECIMALS'
  | 'BELOW_MINIMUM'
  | 'ABOVE_MAXIMUM'

export interface OnrampValidation {
  code: OnrampValidationCode
  message: string
}

/**
 * The provider's checkout, from the click to the tokens on chain:
 * - 'opening': the window is open, its address is being asked of the server;
 * - 'blocked': the browser blocked the window (`url` is there to open it from a click);
 * - 'waiting': the visitor is in the checkout window;
 * - 'closed': the window was closed without an answer: nothing was bought;
 * - 'cancelled' / 'failed': the provider said so;
 * - 'confirming': the provider said completed; the kit checks the receipt and the balance;
 * - 'completed': the tokens arrived (`received`);
 * - 'error': the checkout could not be opened or the deposit not confirmed (`error`).
 */
export interface OnrampCheckoutState {
  status:
    | 'opening'
    | 'blocked'
    | 'waiting'
    | 'closed'
    | 'cancelled'
    | 'failed'
    | 'confirming'
    | 'completed'
    | 'error'
  url?: string
  sessionId?: string
  txHash?: string
  /** What arrived, in whole tokens, once confirmed. */
  received?: OnrampMoney
  error?: string
}

/** On-ramp state (spec §3): the options, the form, its quote and the checkout. */
export interface OnrampState {
  options: OnrampOptionsState
  providers: readonly OnrampProvider[]
  selectedProvider?: OnrampProvider
  /** Every purchase currency offered; `getBuyCurrencies` lists those of the active network. */
  purchaseCurrencies: readonly OnrampPurchaseCurrency[]
  paymentCurrencies: readonly OnrampPaymentCurrency[]
  purchaseCurrency?: OnrampPurchaseCurrency
  paymentCurrency?: OnrampPaymentCurrency
  /** A `payment_method_limits` id of `paymentCurrency`; 'card' by default. */
  paymentMethod: string
  /** The amount to pay as typed, in `paymentCurrency`. */
  amountInput?: string
  /** `amountInput` as an exact decimal string; undefined while it is not a number. */
  paymentAmount?: string
  /** What the quote says arrives, in whole `purchaseCurrency` units. */
  purchaseAmount?: string
  quote: OnrampQuoteState
  /** Undefined when the form can go to checkout. */
  validation?: OnrampValidation
  checkout?: OnrampCheckoutState
}
