import { BalanceUnavailableError } from '../../errors/balance.ts'
import type { Network } from '../../types/chain.ts'
import type { BalanceData, PorticoConfig } from '../../types/config.ts'
import { getSupportedChains } from '../project/getSupportedChains.ts'
import { readChainBalance } from './readChainBalance.ts'
import { withNativeBalance } from './withNativeBalance.ts'

/** A balance read; `tokensUnavailable` when the service failed and the chain gave the native one. */
export type LoadedBalance = BalanceData & { tokensUnavailable?: true }

/**
 * Reads a balance from the chain data service; where the service fails or does not serve the
 * network, the native balance from the adapter's RPC read when it has one (spec §7: calls are
 * skipped on unsupported networks), with no tokens and `tokensUnavailable` set. Tokens with
 * decimals '0' are dropped (spec §5). A forced read (something moved) also reads the native
 * balance on chain, at the same time, and that figure wins: the service forces a chain read at
 * most every 5 s per account and answers from its cache in between, which could show the
 * balance from before the transaction that asked for this read.
 */
export async function loadNativeBalance(
  config: PorticoConfig,
  network: Network,
  address: string,
  force: boolean,
  signal?: AbortSignal,
): Promise<LoadedBalance> {
  // Started with the service's request; a failure of it leaves the service's figure.
  const onChain = force
    ? readChainBalance(config, network, address).catch(() => undefined)
    : Promise.resolve(undefined)
  try {
    const { http } = await getSupportedChains(config)
    if (!http.includes(network.caipNetworkId))
      throw new BalanceUnavailableError({ details: `${network.caipNetworkId} is not served` })
    const { balances } = await config.api.blockchain.getBalance(address, network.caipNetworkId, {
      forceUpdate: force,
      ...(signal ? { signal } : {}),
    })
    const native = balances.find(
      (entry) =>
        entry.address === undefined &&
        (entry.chainId === network.caipNetworkId || entry.chainId === String(network.id)),
    )
    const tokens = balances.filter((entry) => entry.quantity.decimals !== '0')
    const chain = await onChain
    if (chain)
      return {
        balance: chain.balance,
        symbol: native?.symbol ?? chain.symbol,
        tokens: withNativeBalance(tokens, network, chain.balance),
      }
    return {
      balance: native?.quantity.numeric ?? '0',
      symbol: native?.symbol ?? network.nativeCurrency.symbol,
      tokens,
    }
  } catch (serviceError) {
    const chain = (await onChain) ?? (await readChainBalance(config, network, address))
    if (!chain) throw serviceError
    return { ...chain, tokens: [], tokensUnavailable: true }
  }
}
