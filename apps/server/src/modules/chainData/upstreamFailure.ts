import { UpstreamError } from '../../errors/apiErrors.ts'

/**
 * The 502 for a chain whose upstream (RPC node, Esplora) failed, timed out or answered
 * something unusable: `Could not read <what> on <chain>: <reason>` (`what`: 'balances' unless
 * told, e.g. 'swap quotes').
 *
 * @example
 * throw upstreamFailure('bip122:0f9188f13cb7b2c71f2a335e3a4fc328', 'Esplora answered 500', error)
 */
export function upstreamFailure(
  caipNetworkId: string,
  reason: string,
  cause?: unknown,
  what = 'balances',
): UpstreamError {
  return new UpstreamError(
    `Could not read ${what} on ${caipNetworkId}: ${reason}`,
    cause === undefined ? {} : { cause },
  )
}

/**
 * A short reason for an error thrown by `fetch` or an RPC client: 'timed out' for an aborted
 * request, else the error's own first line.
 *
 * @example
 * reasonOf(new DOMException('The operation was aborted due to timeout', 'TimeoutError')) // 'timed out'
 */
export function reasonOf(error: unknown): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
    return 'timed out'
  const message = error instanceof Error ? error.message : String(error)
  const firstLine = message.split('\n', 1)[0] ?? ''
  return firstLine === '' ? 'request failed' : firstLine.slice(0, 200)
}
