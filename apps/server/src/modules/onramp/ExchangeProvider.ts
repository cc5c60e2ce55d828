/*
 * The exchange contract (docs/onramp-and-pay.md, "Pay from an exchange"): an exchange account
 * pays a recipient on chain after its customer confirms in the exchange's window.
 * `createSandboxExchange` maps tools/onramp-sandbox's Sandbox Exchange onto it.
 */

export interface ExchangePaymentParameters {
  recipient: string
  /** CAIP-2. */
  network: string
  /** A token contract address, or `native`. */
  asset: string
  /** A decimal string in the token's whole units (`'12.5'`). */
  amount: string
  /** The kit's page origin: the only one the exchange window reports back to. */
  returnOrigin: string
}

export type ExchangePaymentStatus = 'pending' | 'completed' | 'failed' | 'cancelled'

/**
 * An exchange. Methods reject with `ProviderInputError` (a 400) or `ProviderUnavailableError`
 * (a 502), as an on-ramp provider's do.
 */
export interface ExchangeProvider {
  id: string
  name: string
  imageUrl?: string
  /** Whether it can pay `asset` on `network`. */
  supports(parameters: { network: string; asset: string }): Promise<boolean>
  createPayment(parameters: ExchangePaymentParameters): Promise<{ url: string; sessionId: string }>
  /** undefined: the exchange does not know this session. */
  paymentStatus(
    sessionId: string,
  ): Promise<{ status: ExchangePaymentStatus; txHash?: string } | undefined>
}
