import { mapWalletError, type WalletCallContext } from '@portico/core'
import type { Eip1193Provider } from './Eip1193Provider.ts'

/**
 * Sends one EIP-1193 request and maps any failure with core's `mapWalletError`. An EIP-1193
 * wallet needs no rules of its own: every code it sends means what the table says, and its
 * errors are mapped by code even when they are `PorticoError`s (the test wallet's are).
 * The answer is returned as `unknown`: callers parse it before use.
 *
 * @example
 * const raw = await requestWallet(provider, { method: 'eth_chainId' })
 */
export async function requestWallet(
  provider: Eip1193Provider,
  arguments_: { method: string; params?: readonly unknown[] | object },
  context: WalletCallContext = 'request',
): Promise<unknown> {
  try {
    return await provider.request(arguments_)
  } catch (error) {
    throw mapWalletError(error, { context })
  }
}
