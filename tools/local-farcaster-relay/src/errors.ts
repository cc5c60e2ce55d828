import { PorticoError, type PorticoErrorOptions } from '@portico/core'

/**
 * The local Farcaster relay could not listen (a port in use, a host it cannot bind).
 *
 * @example
 * throw new FarcasterRelayStartError(8793, { cause })
 */
export class FarcasterRelayStartError extends PorticoError {
  override name = 'FarcasterRelayStartError'
  constructor(port: number, options: PorticoErrorOptions = {}) {
    const reason = (options.cause as NodeJS.ErrnoException | undefined)?.code ?? 'failed'
    super(`The local Farcaster relay could not listen on port ${port} (${reason})`, {
      code: 'FARCASTER_RELAY_START',
      ...options,
    })
  }
}
