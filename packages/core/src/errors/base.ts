export interface PorticoErrorOptions {
  cause?: unknown
  /**
   * Technical detail for developers; never shown to visitors. Without it, the cause's details
   * (a `PorticoError`, or viem's `BaseError`) or the cause's message, so the words of the error
   * at the bottom of the chain reach the top.
   */
  details?: string
  /** A stable machine-readable code, e.g. an EIP-1193 code or an alert code. */
  code?: number | string
}

/**
 * An error narrowed to its `name`. Each error class has its `XErrorType` (`X & { name: 'X' }`),
 * and each action's `XErrorType` is the union of those it can throw, so `error.name` narrows it.
 *
 * @example
 * const error = caught as ConnectErrorType
 * if (error.name === 'ConnectionRejectedError') error // ConnectionRejectedErrorType
 */
export type ErrorType<name extends string = 'Error'> = Error & { name: name }

/**
 * Base of every error the kit throws. `message` is the spec's user-facing text (spec §8);
 * `name` is stable so callers can branch on it; `cause` keeps what went wrong underneath,
 * `details` its words, and `walk` finds an error down that chain.
 *
 * @example
 * try {
 *   await connect(config, { connectorId })
 * } catch (error) {
 *   if (error instanceof PorticoError) console.log(error.shortMessage, error.details)
 * }
 */
export class PorticoError extends Error {
  override name = 'PorticoError'
  readonly shortMessage: string
  readonly details: string | undefined
  readonly code: number | string | undefined

  constructor(shortMessage: string, options: PorticoErrorOptions = {}) {
    super(shortMessage, options.cause === undefined ? undefined : { cause: options.cause })
    this.shortMessage = shortMessage
    // Words given here are more precise than the cause's, so they win (viem prefers the cause's).
    this.details = options.details ?? detailsOf(options.cause)
    this.code = options.code
  }

  /**
   * Walks the `cause` chain, starting at this error. Without `fn`: the deepest cause (this error
   * when it has none). With `fn`: the first error of the chain for which `fn` is true, else null.
   * A chain that loops back on itself ends where it would repeat.
   *
   * @example
   * error.walk() // what went wrong at the bottom, e.g. the wallet's own error
   * error.walk((cause) => cause instanceof UserRejectedRequestError) // the refusal, or null
   */
  walk(): unknown
  walk<matched>(fn: (error: unknown) => error is matched): matched | null
  walk(fn: (error: unknown) => boolean): unknown
  walk(fn?: (error: unknown) => boolean): unknown {
    const seen = new Set<unknown>()
    let current: unknown = this
    for (;;) {
      if (fn?.(current)) return current
      seen.add(current)
      const next = causeOf(current)
      if (next === undefined || seen.has(next)) return fn ? null : current
      current = next
    }
  }
}

export type PorticoErrorType = PorticoError & { name: 'PorticoError' }

/**
 * An adapter's own error class, which core cannot name: `RelayUnavailableError`, the embedded
 * wallet's frame errors, … Every adapter error is a `PorticoError` (core wraps anything else in
 * a `ProviderRequestError`).
 */
export type AdapterErrorType = PorticoError & { name: string }

function causeOf(error: unknown): unknown {
  try {
    return typeof error === 'object' && error !== null && 'cause' in error ? error.cause : undefined
  } catch {
    // A hostile error (throwing getter, revoked proxy) ends the chain.
    return undefined
  }
}

/** The cause's details when it is a `PorticoError` or viem-like `BaseError`, else its message. */
function detailsOf(cause: unknown): string | undefined {
  try {
    if (typeof cause === 'string') return cause || undefined
    if (typeof cause !== 'object' || cause === null) return undefined
    const { details, shortMessage, message } = cause as Record<string, unknown>
    if (typeof shortMessage === 'string') {
      if (typeof details === 'string' && details) return details
      return shortMessage || undefined
    }
    return typeof message === 'string' && message ? message : undefined
  } catch {
    return undefined
  }
}
