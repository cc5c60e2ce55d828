import { InvalidWalletResponseError, parseChainId, type WalletCallContext } from '@portico/core'
import type { Eip1193Provider } from './Eip1193Provider.ts'
import { requestWallet } from './requestWallet.ts'

/**
 * Asks the wallet for its current chain (`eth_chainId`, hex) and returns it as a decimal number.
 * A value that is not a chain id is an `InvalidWalletResponseError`.
 *
 * @example
 * await readChainId(provider) // 31337
 */
export async function readChainId(
  provider: Eip1193Provider,
  context: WalletCallContext = 'request',
): Promise<number> {
  const raw = await requestWallet(provider, { method: 'eth_chainId' }, context)
  try {
    return parseChainId(raw)
  } catch (error) {
    throw new InvalidWalletResponseError({ cause: error, details: 'eth_chainId: invalid chain id' })
  }
}
