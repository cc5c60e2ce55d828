// Public API of @portico/onramp-sandbox: a local on-ramp provider and exchange for the devnet and tests.
export type { SandboxChain, SandboxSolana, SandboxSolanaToken, SandboxToken } from './catalog.ts'
export { MAX_DECLINES } from './createCheckouts.ts'
export { createSolanaDeliverer } from './createSolanaDeliverer.ts'
export { DeliveryFailedError, SandboxInputError, SandboxStartError } from './errors.ts'
export {
  DEFAULT_NATIVE_PRICE_USD,
  DEFAULT_SOL_PRICE_USD,
  FEE_BASIS_POINTS,
  NETWORK_FEE_CENTS,
  PAYMENT_CURRENCIES,
  PAYMENT_METHODS,
  QUOTE_TTL_MS,
} from './pricing.ts'
export { EXCHANGE_CUSTOMER } from './renderExchangePages.ts'
export type { OpenerMessage } from './renderPage.ts'
export { RESULT_DATA_ID } from './renderPage.ts'
export {
  type OnrampSandbox,
  type StartOnrampSandboxParameters,
  type StartOnrampSandboxReturnType,
  startOnrampSandbox,
} from './startOnrampSandbox.ts'
export { DECLINED_CARD, PAYING_CARD } from './testCards.ts'
