import { fetchTransactions } from '../../actions/fetchTransactions.ts'
import type { ChainNamespace } from '../../types/chain.ts'
import type { PorticoConfig } from '../../types/config.ts'
import { historyKey } from './historyKey.ts'
import { isOwnTransactionIndexed } from './recordOwnTransaction.ts'

/**
 * Pauses between the reloads of the Activity while the service does not list a transaction the
 * kit recorded (its indexer follows the chain a second or so behind, more when it is busy):
 * about a minute in all, then the next load of the Activity (opening Account) merges it.
 */
const INDEXER_RETRY_MS = [1_000, 2_000, 4_000, 8_000, 16_000, 32_000] as const

/**
 * Reloads the Activity at once (resolves when that load ends), then, in the background, again
 * until the service's history lists `hash` (the kit's own entry is then replaced by the
 * service's: `applyOwnTransactions`), while the account and network are still the
 * transaction's. Never throws.
 *
 * @example
 * void reloadActivityUntilIndexed(config, { namespace: 'eip155', caipNetworkId, address, hash })
 */
export async function reloadActivityUntilIndexed(
  config: PorticoConfig,
  parameters: { namespace: ChainNamespace; caipNetworkId: string; address: string; hash: string },
): Promise<void> {
  const { namespace, caipNetworkId, address, hash } = parameters
  const stillThere = () => {
    const account = config.stores.account.getState().namespaces[namespace]?.address
    const network = config.stores.network.getState().namespaces[namespace]?.caipNetwork
    return (
      account !== undefined &&
      network !== undefined &&
      historyKey(network.caipNetworkId, account) === historyKey(caipNetworkId, address)
    )
  }
  const reload = () => fetchTransactions(config, { namespace, reset: true })
  if (!stillThere()) return
  await reload()
  void (async () => {
    for (const pause of INDEXER_RETRY_MS) {
      if (isOwnTransactionIndexed(config, caipNetworkId, address, hash)) return
      await new Promise((resolve) => setTimeout(resolve, pause))
      if (!stillThere()) return
      await reload()
    }
  })()
}
