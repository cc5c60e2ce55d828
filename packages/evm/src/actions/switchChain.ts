import {
  ChainNotSupportedError,
  type ChainNotSupportedErrorType,
  isAddChainError,
  mapWalletError,
  type Network,
  parseChainId,
  UnsupportedNamespaceError,
  type UnsupportedNamespaceErrorType,
  UserRejectedRequestError,
  type UserRejectedRequestErrorType,
  type WalletCodeErrorType,
} from '@portico/core'
import type { Eip1193Provider } from '../provider/Eip1193Provider.ts'
import { addChainParameters } from './addChainParameters.ts'

/**
 * `UnsupportedNamespaceError` for a network that is not EVM, `UserRejectedRequestError`,
 * `ChainNotSupportedError` when adding the chain failed, or the class of the wallet's code (see
 * core's `mapWalletError`).
 */
export type SwitchChainErrorType =
  | UnsupportedNamespaceErrorType
  | UserRejectedRequestErrorType
  | ChainNotSupportedErrorType
  | WalletCodeErrorType

/**
 * Switches the wallet to `network` (spec §4): `wallet_switchEthereumChain`; when the wallet
 * answers with an add-chain code (`isAddChainError`) it is asked to `wallet_addEthereumChain`
 * and to switch again. A rejection at any step is a `UserRejectedRequestError`; a failed add (or
 * a failed switch after adding) is a `ChainNotSupportedError` with the wallet's error as cause;
 * any other switch error is what core's `mapWalletError` makes of it.
 *
 * @example
 * await switchChain(provider, network) // the wallet is now on network.id
 */
export async function switchChain(provider: Eip1193Provider, network: Network): Promise<void> {
  if (network.chainNamespace !== 'eip155')
    throw new UnsupportedNamespaceError({ details: `${network.caipNetworkId} is not an EVM chain` })
  // EIP-3326's hex chain id: what viem's `toHex` makes of a safe integer, without its encoders
  // in the page's first chunk.
  const chainId = `0x${parseChainId(network.id).toString(16)}` as const
  const switchRequest = { method: 'wallet_switchEthereumChain', params: [{ chainId }] }

  try {
    await provider.request(switchRequest)
    return
  } catch (error) {
    if (!isAddChainError(error)) throw mapWalletError(error, { context: 'request' })
  }

  try {
    await provider.request({
      method: 'wallet_addEthereumChain',
      params: [addChainParameters(network, chainId)],
    })
    // Some wallets switch on add, others do not: asking again is harmless either way.
    await provider.request(switchRequest)
  } catch (error) {
    const mapped = mapWalletError(error, { context: 'request' })
    if (mapped instanceof UserRejectedRequestError) throw mapped
    throw new ChainNotSupportedError({
      cause: error,
      code: mapped.code,
      details: `The wallet could not add ${network.caipNetworkId}`,
    })
  }
}
