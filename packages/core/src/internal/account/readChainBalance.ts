import type { Network } from '../../types/chain.ts'
import type { PorticoConfig } from '../../types/config.ts'
import { formatUnits } from '../../utils/formatUnits.ts'
import { servesNamespace } from '../connection/servesNamespace.ts'

/**
 * The account's native balance read from the network's RPC by an adapter of its family
 * (`getBalance`, never through the wallet), as whole units; undefined when no adapter can
 * read it. Rejects when the RPC fails.
 *
 * @example
 * await readChainBalance(config, network, address) // { balance: '9999.99979', symbol: 'ETH' }
 */
export async function readChainBalance(
  config: PorticoConfig,
  network: Network,
  address: string,
): Promise<{ balance: string; symbol: string } | undefined> {
  const adapter = config.adapters.find(
    (each) => each.getBalance && servesNamespace(each, network.chainNamespace),
  )
  if (!adapter?.getBalance) return undefined
  const { value, decimals, symbol } = await adapter.getBalance({ address, network })
  return { balance: formatUnits(value, decimals), symbol }
}
