import { BalanceUnavailableError } from '../errors/balance.ts'
import type { Network } from '../types/chain.ts'
import type { CachedBalance, PorticoConfig } from '../types/config.ts'
import { formatUnits } from '../utils/formatUnits.ts'
import { getSupportedChains } from './getSupportedChains.ts'
import { servesNamespace } from './servesNamespace.ts'

/** A balance read; `tokensUnavailable` when the service failed and the chain gave the native one. */
export type LoadedBalance = Omit<CachedBalance, 'fetchedAt'> & { tokensUnavailable?: true }

/**
 * Reads a balance from the chain data service; where the service fails or does not serve the
 * network, the native balance from the adapter's RPC read when it has one (spec §7: calls are
 * skipped on unsupported networks), with no tokens and `tokensUnavailable` set. Tokens with
 * decimals '0' are dropped (spec §5).
 */
export async function loadNativeBalance(
  config: PorticoConfig,
  network: Network,
  address: string,
  force: boolean,
): Promise<LoadedBalance> {
  try {
    const { http } = await getSupportedChains(config)
    if (!http.includes(network.caipNetworkId))
      throw new BalanceUnavailableError({ details: `${network.caipNetworkId} is not served` })
    const { balances } = await config.api.blockchain.getBalance(address, network.caipNetworkId, {
      forceUpdate: force,
    })
    const native = balances.find(
      (entry) =>
        entry.address === undefined &&
        (entry.chainId === network.caipNetworkId || entry.chainId === String(network.id)),
    )
    return {
      balance: native?.quantity.numeric ?? '0',
      symbol: native?.symbol ?? network.nativeCurrency.symbol,
      tokens: balances.filter((entry) => entry.quantity.decimals !== '0'),
    }
  } catch (serviceError) {
    const adapter = config.adapters.find(
      (each) => each.getBalance && servesNamespace(each, network.chainNamespace),
    )
    if (!adapter?.getBalance) throw serviceError
    const { value, decimals, symbol } = await adapter.getBalance({ address, network })
    return { balance: formatUnits(value, decimals), symbol, tokens: [], tokensUnavailable: true }
  }
}
