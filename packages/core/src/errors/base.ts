export interface PorticoErrorOptions {
  cause?: unknown
  /** Technical detail for developers; never shown to visitors. */
  details?: string
  /** A stable machine-readable code, e.g. an EIP-1193 code or an alert code. */
  code?: number | string
}

/**
 * Base of every error the kit throws. `message` is the spec's user-facing text (spec §8);
 * `name` is stable so callers can branch on it; `cause` keeps what went wrong underneath.
 */
export class PorticoError extends Error {
  override name = 'PorticoError'
  readonly shortMessage: string
  readonly details: string | undefined
  readonly code: number | string | undefined

  constructor(shortMessage: string, options: PorticoErrorOptions = {}) {
    super(shortMessage, options.cause === undefined ? undefined : { cause: options.cause })
    this.shortMessage = shortMessage
    this.details = options.details
    this.code = options.code
  }
}
