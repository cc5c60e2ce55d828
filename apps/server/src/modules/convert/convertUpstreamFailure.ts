import { ApiError } from '../../errors/ApiError.ts'
import type { UpstreamError } from '../../errors/apiErrors.ts'
import { reasonOf, upstreamFailure } from '../chainData/upstreamFailure.ts'

/**
 * The server's usual 502 for a swap route whose upstream (the chain's RPC) failed or timed out:
 * `Could not read swap quotes on <chain>: <reason>`. An API error thrown on the way (a 400 for
 * the trade itself) is passed on as it is.
 *
 * @example
 * work.catch((error) => { throw convertUpstreamFailure('eip155:31337', error) })
 */
export function convertUpstreamFailure(
  caipNetworkId: string,
  error: unknown,
): ApiError | UpstreamError {
  if (error instanceof ApiError) return error
  return upstreamFailure(caipNetworkId, reasonOf(error), error, 'swap quotes')
}
