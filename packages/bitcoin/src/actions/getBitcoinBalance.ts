import {
  BalanceUnavailableError,
  type BalanceUnavailableErrorType,
  BITCOIN_NATIVE_DECIMALS,
  InvalidAddressError,
  type InvalidAddressErrorType,
  type Network,
} from '@portico/core'
import { describeValue } from '@portico/wallet-standard'
import * as v from 'valibot'
import { addressInfoSchema } from '../esplora/esploraSchemas.ts'
import { esploraUrl } from '../esplora/esploraUrl.ts'
import { requestEsplora } from '../esplora/requestEsplora.ts'
import { addressFamilyOf } from '../networks/bitcoinNetworks.ts'

export interface GetBitcoinBalanceParameters {
  address: string
  network: Network
}

export interface GetBitcoinBalanceReturnType {
  /** Satoshis: funded − spent, confirmed and in the mempool. */
  value: bigint
  decimals: number
  symbol: string
}

export type GetBitcoinBalanceErrorType = BalanceUnavailableErrorType | InvalidAddressErrorType

/**
 * Reads an address's balance from the network's Esplora API (`GET ${url}/address/${address}`,
 * the URL being the network's first HTTP RPC URL): funded − spent over the chain and the
 * mempool, in sats (8 decimals). An address that is not on the network is an
 * `InvalidAddressError`; any failure to read is core's `BalanceUnavailableError`.
 *
 * @example
 * const { value, decimals, symbol } = await getBitcoinBalance({ address: 'bcrt1q…', network })
 * // { value: 300000000n, decimals: 8, symbol: 'BTC' }
 */
export async function getBitcoinBalance({
  address,
  network,
}: GetBitcoinBalanceParameters): Promise<GetBitcoinBalanceReturnType> {
  const { decodeBitcoinAddress } = await import('../networks/decodeBitcoinAddress.ts')
  if (
    typeof address !== 'string' ||
    !decodeBitcoinAddress(address, addressFamilyOf(network.caipNetworkId))
  )
    throw new InvalidAddressError({
      details: `${describeValue(address)} is not an address of ${network.caipNetworkId}`,
    })
  const url = esploraUrl(network)
  if (!url)
    throw new BalanceUnavailableError({ details: `${network.caipNetworkId} has no Esplora URL` })
  try {
    const text = await requestEsplora(url, `/address/${encodeURIComponent(address)}`)
    const { chain_stats: chain, mempool_stats: mempool } = v.parse(
      addressInfoSchema,
      JSON.parse(text),
    )
    const value =
      BigInt(chain.funded_txo_sum) -
      BigInt(chain.spent_txo_sum) +
      BigInt(mempool.funded_txo_sum) -
      BigInt(mempool.spent_txo_sum)
    return {
      value,
      decimals: network.nativeCurrency.decimals ?? BITCOIN_NATIVE_DECIMALS,
      symbol: network.nativeCurrency.symbol,
    }
  } catch (error) {
    throw new BalanceUnavailableError({
      cause: error,
      details: `GET /address on ${network.caipNetworkId} failed`,
    })
  }
}
