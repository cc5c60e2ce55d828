import {
  ChainNotSupportedError,
  isAddChainError,
  mapWalletError,
  type Network,
  parseChainId,
  UserRejectedRequestError,
} from '@portico/core'
import { addChainParameters } from '@portico/evm'
import type UniversalProvider from '@walletconnect/universal-provider'
import { WALLETCONNECT_ERROR_RULES } from '../provider/walletConnectErrorRules.ts'

// The universal provider refuses a chain the session does not hold with these words and no code.
const SESSION_LACKS_CHAIN = /Failed to switch/

/**
 * Switches the session's EVM chain (spec §4): `wallet_switchEthereumChain`, and on an unknown
 * chain (core's `isAddChainError`: 4902, 5000, 32603) `wallet_addEthereumChain` then the switch
 * again. A chain the wallet can neither switch to nor add is a `ChainNotSupportedError`; a
 * refusal a `UserRejectedRequestError`; anything else what core's `mapWalletError` makes of it.
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
      const mapped = mapWalletError(error, { context: 'request', ...WALLETCONNECT_ERROR_RULES })
      if (mapped.code === undefined && SESSION_LACKS_CHAIN.test(mapped.message))
        throw new ChainNotSupportedError({ cause: error, details: mapped.message })
      throw mapped
    }
  }
  try {
    await provider.request(
      { method: 'wallet_addEthereumChain', params: [addChainParameters(network, chainId)] },
      chain,
    )
    await provider.request(switchRequest, chain)
  } catch (error) {
    const mapped = mapWalletError(error, { context: 'request', ...WALLETCONNECT_ERROR_RULES })
    if (mapped instanceof UserRejectedRequestError) throw mapped
    throw new ChainNotSupportedError({
      cause: error,
      code: mapped.code,
      details: `The wallet could not add ${network.caipNetworkId}`,
    })
  }
}
