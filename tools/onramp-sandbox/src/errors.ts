import { PorticoError, type PorticoErrorOptions } from '@portico/core'

/**
 * A request to the sandbox's API that it refuses (HTTP 400): the message names the field and
 * why, or says the payment method's limit (`Amount must be at least 10 USD`).
 *
 * @example
 * throw new SandboxInputError('network: eip155:1 is not a chain of this sandbox')
 */
export class SandboxInputError extends PorticoError {
  override name = 'SandboxInputError'
  constructor(message: string, options: PorticoErrorOptions = {}) {
    super(message, { code: 'BAD_REQUEST', ...options })
  }
}

/**
 * The sandbox could not listen (a port in use, a host it cannot bind).
 *
 * @example
 * throw new SandboxStartError(8792, { cause })
 */
export class SandboxStartError extends PorticoError {
  override name = 'SandboxStartError'
  constructor(port: number, options: PorticoErrorOptions = {}) {
    const reason = (options.cause as NodeJS.ErrnoException | undefined)?.code ?? 'failed'
    super(`The on-ramp sandbox could not listen on port ${port} (${reason})`, {
      code: 'ONRAMP_SANDBOX_START',
      ...options,
    })
  }
}

/**
 * A delivery on chain failed: the transfer reverted, or the chain could not be reached. The
 * session ends as `failed` and nothing is retried (a retry could pay twice).
 *
 * @example
 * throw new DeliveryFailedError('eip155:31337', { cause })
 */
export class DeliveryFailedError extends PorticoError {
  override name = 'DeliveryFailedError'
  constructor(network: string, options: PorticoErrorOptions = {}) {
    super(`The transfer on ${network} failed`, { code: 'DELIVERY_FAILED', ...options })
  }
}
