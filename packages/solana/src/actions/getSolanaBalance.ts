import {
  BalanceUnavailableError,
  type BalanceUnavailableErrorType,
  InvalidAddressError,
  type InvalidAddressErrorType,
  type Network,
} from '@portico/core'
import { describeValue } from '@portico/wallet-standard'
import { isSolanaAddress } from '../addresses/isSolanaAddress.ts'

/** Spec §9: Solana's native decimals (lamports per SOL). */
export const SOLANA_DECIMALS = 9

export interface GetSolanaBalanceReturnType {
  value: bigint
  decimals: number
  symbol: string
}

/** `InvalidAddressError` for a malformed address; any failure to read a `BalanceUnavailableError`. */
export type GetSolanaBalanceErrorType = InvalidAddressErrorType | BalanceUnavailableErrorType

/**
 * Reads an address's SOL balance (lamports, 9 decimals) with `getBalance` on the network's first
 * HTTP RPC URL. The RPC client is imported on first use. Failures are a
 * `BalanceUnavailableError`; a malformed address is an `InvalidAddressError`.
 *
 * @example
 * const { value, decimals, symbol } = await getSolanaBalance({ address, network })
 */
export async function getSolanaBalance({
  address,
  network,
}: {
  address: string
  network: Network
}): Promise<GetSolanaBalanceReturnType> {
  if (!isSolanaAddress(address))
    throw new InvalidAddressError({
      details: `Cannot read the balance of ${describeValue(address)}`,
    })
  const url = network.rpcUrls.default.http[0]
  if (!url)
    throw new BalanceUnavailableError({ details: `${network.caipNetworkId} has no HTTP RPC URL` })
  try {
    const { fetchLamports } = await import('./fetchLamports.ts')
    const value = await fetchLamports(url, address)
    return { value, decimals: SOLANA_DECIMALS, symbol: network.nativeCurrency.symbol }
  } catch (error) {
    throw new BalanceUnavailableError({
      cause: error,
      details: `getBalance on ${network.caipNetworkId} failed`,
    })
  }
}
