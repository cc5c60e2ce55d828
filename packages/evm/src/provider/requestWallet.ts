import type { Eip1193Provider } from './Eip1193Provider.ts'
import { mapProviderError, type RequestContext } from './mapProviderError.ts'

/**
 * Sends one EIP-1193 request and maps any failure to a `PorticoError` (see `mapProviderError`).
 * The answer is returned as `unknown`: callers parse it before use.
 *
 * @example
 * const raw = await requestWallet(provider, { method: 'eth_chainId' })
 */
export async function requestWallet(
  provider: Eip1193Provider,
  arguments_: { method: string; params?: readonly unknown[] | object },
  context: RequestContext = 'request',
): Promise<unknown> {
  try {
    return await provider.request(arguments_)
  } catch (error) {
    throw mapProviderError(error, context)
  }
}
