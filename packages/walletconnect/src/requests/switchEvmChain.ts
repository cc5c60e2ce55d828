import {
  ChainNotSupportedError,
  type Network,
  parseChainId,
  UserRejectedRequestError,
} from '@portico/core'
import { addChainParameters, isAddChainError } from '@portico/evm'
import type UniversalProvider from '@walletconnect/universal-provider'
import { getErrorCode, getErrorMessage } from '../provider/getErrorCode.ts'
import { mapWalletConnectError, USER_REJECTED_CODE } from '../provider/mapWalletConnectError.ts'

/**
 * Switches the session's EVM chain (spec §4): `wallet_switchEthereumChain`, and on an unknown
 * chain (4902, 5000, 32603) `wallet_addEthereumChain` then the switch again. A chain the wallet
 * can neither switch to nor add is a `ChainNotSupportedError`; a refusal a
 * `UserRejectedRequestError`.
 *
 * @example
 * await switchEvmChain(provider, { network: sepolia, chain: 'eip155:1' })
 */
export async function switchEvmChain(
  provider: UniversalProvider,
  parameters: { network: Network /** The session's current CAIP-2 chain. */; chain: string },
): Promise<void> {
  const { network, chain } = parameters
  const chainId = `0x${parseChainId(network.id).toString(16)}`
  const switchRequest = { method: 'wallet_switchEthereumChain', params: [{ chainId }] }
  try {
    await provider.request(switchRequest, chain)
    return
  } catch (error) {
    if (!isAddChainError(error)) {
      if (getErrorCode(error) === undefined && /Failed to switch/.test(getErrorMessage(error)))
        throw new ChainNotSupportedError({ cause: error, details: getErrorMessage(error) })
      throw mapWalletConnectError(error, 'request')
    }
  }
  try {
    await provider.request(
      { method: 'wallet_addEthereumChain', params: [addChainParameters(network, chainId)] },
      chain,
    )
    await provider.request(switchRequest, chain)
  } catch (error) {
    if (getErrorCode(error) === USER_REJECTED_CODE)
      throw new UserRejectedRequestError({ cause: error })
    throw new ChainNotSupportedError({
      cause: error,
      code: getErrorCode(error),
      details: `The wallet could not add ${network.caipNetworkId}`,
    })
  }
}
