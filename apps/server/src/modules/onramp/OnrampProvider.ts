/*
 * The on-ramp provider contract (docs/onramp-and-pay.md, docs/onramp-providers.md): what the
 * server needs from a hosted "buy crypto" provider. The routes speak only this; each provider
 * kind maps its own API onto it (`createSandboxProvider` for tools/onramp-sandbox).
 */

/** Money as the routes answer it: a decimal string and its currency. */
export interface Money {
  value: string
  currency: string
}

/** A fiat currency the visitor may pay in, with each payment method's limits. */
export interface PaymentCurrency {
  id: string
  payment_method_limits: { id: string; min: string; max: string }[]
}

/** A token the visitor may buy, and the networks it is delivered on. */
export interface PurchaseCurrency {
  id: string
  name: string
  symbol: string
  decimals: number
  /** `contract_address` is empty for a network's native currency. */
  networks: { name: string; display_name: string; chain_id: string; contract_address: string }[]
}

/** What a provider offers. */
export interface OnrampOptions {
  /** The provider's fee range as it advertises it, e.g. `1-2%`. */
  feeRange: string
  /** The chain namespaces it delivers on (`eip155`, `solana`). */
  chains: string[]
  paymentCurrencies: PaymentCurrency[]
  purchaseCurrencies: PurchaseCurrency[]
}

export interface OnrampQuoteParameters {
  purchaseCurrency: string
  paymentCurrency: string
  /** What the visitor pays, a decimal string in `paymentCurrency`. */
  amount: string
  /** CAIP-2. */
  network: string
  paymentMethod: string
}

/** A quote; `purchaseAmount` is what the provider delivers for `quoteId` until it expires. */
export interface OnrampQuote {
  quoteId: string
  networkFee: Money
  paymentSubtotal: Money
  paymentTotal: Money
  purchaseAmount: Money
  /** The provider's own fee, when it says it apart from the network fee. */
  providerFee?: Money
}

export interface OnrampCheckoutParameters {
  destinationAddress: string
  /** CAIP-2. */
  network: string
  purchaseCurrency: string
  /** A quote to honour; else the amounts below. */
  quoteId?: string
  presetFiatAmount?: string
  /** The tokens to buy (whole units), when no fiat amount is given. */
  presetCryptoAmount?: string
  paymentCurrency?: string
  paymentMethod?: string
  /** The kit's page origin: the only one the checkout window reports back to. */
  returnOrigin: string
  partnerUserId?: string
}

/** A checkout the visitor finishes in the provider's window. */
export interface OnrampCheckout {
  url: string
  sessionId: string
}

/**
 * An on-ramp provider. Each method rejects with `ProviderInputError` when the provider refuses
 * the request (its message is shown as a 400) and `ProviderUnavailableError` when it cannot be
 * reached or fails (a 502: the kit falls back to its sample data).
 */
export interface OnrampProvider {
  id: string
  name: string
  options(): Promise<OnrampOptions>
  quote(parameters: OnrampQuoteParameters): Promise<OnrampQuote>
  createCheckout(parameters: OnrampCheckoutParameters): Promise<OnrampCheckout>
}
