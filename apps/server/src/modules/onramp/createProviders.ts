import type { OnrampConfig, PayConfig } from './config.ts'
import { createSandboxExchange } from './createSandboxExchange.ts'
import { createSandboxProvider } from './createSandboxProvider.ts'
import type { ExchangeProvider } from './ExchangeProvider.ts'
import type { OnrampProvider } from './OnrampProvider.ts'

/**
 * The configured on-ramp providers, in order (the first is the default).
 *
 * @example
 * const providers = createOnrampProviders(config.onramp)
 */
export function createOnrampProviders(config: OnrampConfig): OnrampProvider[] {
  // One kind today ('sandbox'); a hosted provider's kind maps to its own adapter here.
  return config.providers.map((provider) =>
    createSandboxProvider({ ...provider, timeoutMs: config.requestTimeoutMs }),
  )
}

/**
 * The configured exchanges, in order.
 *
 * @example
 * const exchanges = createExchangeProviders(config.pay)
 */
export function createExchangeProviders(config: PayConfig): ExchangeProvider[] {
  return config.exchanges.map((exchange) =>
    createSandboxExchange({ ...exchange, timeoutMs: config.requestTimeoutMs }),
  )
}
