import {
  BalanceUnavailableError,
  type BalanceUnavailableErrorType,
  InvalidAddressError,
  type InvalidAddressErrorType,
  type Network,
} from '@portico/core'
import { PREFIXED_EVM_ADDRESS } from '../addresses/parseEvmAddress.ts'
import { describeValue } from '../provider/describeValue.ts'
import type { EvmRpcGateway } from '../rpc/evmRpcGateway.ts'

export interface GetNativeBalanceReturnType {
  value: bigint
  decimals: number
  symbol: string
}

/** `InvalidAddressError` for a malformed address; any failure to read a `BalanceUnavailableError`. */
export type GetNativeBalanceErrorType = InvalidAddressErrorType | BalanceUnavailableErrorType

/**
 * Reads an address's native balance with `eth_getBalance` through the Portico gateway when
 * `gateway` is given, else (or when it fails) on the network's own HTTP RPC URLs, ranked and
 * retried per spec §7 (`createEvmChainTransport`). The RPC client is imported on first use.
 * Failures are a `BalanceUnavailableError`; a malformed address is an `InvalidAddressError`.
 *
 * @example
 * const { value, symbol } = await getNativeBalance({ address, network }, { apiUrl, projectId })
 */
export async function getNativeBalance(
  {
    address,
    network,
  }: {
    address: string
    network: Network
  },
  gateway?: EvmRpcGateway,
): Promise<GetNativeBalanceReturnType> {
  // The shape only: viem's checksum and its keccak wait in the lazy chunk.
  if (!PREFIXED_EVM_ADDRESS.test(address))
    throw new InvalidAddressError({
      details: `Cannot read the balance of ${describeValue(address)}`,
    })
  if (!network.rpcUrls.default.http[0] && !gateway)
    throw new BalanceUnavailableError({ details: `${network.caipNetworkId} has no HTTP RPC URL` })

  try {
    // A local module, not `import('viem')`: importing viem's whole namespace lazily would pin
    // all of viem into the chunks shared with the static imports above. The same module as the
    // transfers': one lazy chunk (see lazyActions.ts).
    const { fetchNativeBalance, getAddress } = await import('../lazyActions.ts')
    const value = await fetchNativeBalance({ network, gateway }, getAddress(address))
    return {
      value,
      decimals: network.nativeCurrency.decimals,
      symbol: network.nativeCurrency.symbol,
    }
  } catch (error) {
    throw new BalanceUnavailableError({
      cause: error,
      details: `eth_getBalance on ${network.caipNetworkId} failed`,
    })
  }
}
