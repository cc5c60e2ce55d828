import type { fetchBalance } from '../../actions/fetchBalance.ts'
import type { isFetching, setQueryData } from '../../query/queryCache.ts'
import type { queryKeys } from '../../query/queryKeys.ts'
import type { ChainNamespace, Network } from '../../types/chain.ts'
import type { BalanceData, PorticoConfig } from '../../types/config.ts'
import type { isConnected } from '../connection/isConnected.ts'
import type { updateNamespaceState } from '../connection/updateNamespaceState.ts'
import type { getSupportedChains } from '../project/getSupportedChains.ts'
import type { readChainBalance } from './readChainBalance.ts'
import type { withNativeBalance } from './withNativeBalance.ts'

/**
 * What the watch uses of the kit's first chunk, handed over by `startBalanceWatch` rather than
 * imported: a lazy chunk importing them made the bundler split them out of the first chunk
 * into chunks of their own, which cost more up front than the watch itself.
 */
export interface BalanceWatchKit {
  fetchBalance: typeof fetchBalance
  getSupportedChains: typeof getSupportedChains
  isConnected: typeof isConnected
  isFetching: typeof isFetching
  queryKeys: typeof queryKeys
  setQueryData: typeof setQueryData
  readChainBalance: typeof readChainBalance
  updateNamespaceState: typeof updateNamespaceState
  withNativeBalance: typeof withNativeBalance
}

/**
 * How often the chain is asked for the balance while a connected account is on screen: viem's
 * default polling interval (what wagmi's `watch` uses), a third of a mainnet block.
 */
const BALANCE_WATCH_MS = 4_000
/** Spec §9: balances are EVM and Solana (Bitcoin's blocks come every ten minutes). */
const WATCHED: readonly ChainNamespace[] = ['eip155', 'solana']

interface Watched {
  namespace: ChainNamespace
  address: string
  network: Network
}

/**
 * Keeps the connected account's native balance (the button's, Account's) in step with the
 * chain, whatever moved it: a transaction a dApp sent through wagmi or the wallet itself, not
 * only the kit's own. While the page is visible and the active namespace (EVM or Solana, not a
 * testnet) has a connected account, its balance is read from the network's RPC every 4 s
 * (`getBalance` of its adapter, one `eth_getBalance`); when it differs from the one shown, the
 * chain's figure is shown at once and the balance service is asked past its caches for the
 * token list. Stops reading while the page is hidden (and reads at once when it shows again),
 * when nothing is connected, and for good when the returned function is called.
 *
 * @example
 * const stop = watchNativeBalance(config, kit) // startBalanceWatch does this
 * stop()
 */
export function watchNativeBalance(config: PorticoConfig, kit: BalanceWatchKit): () => void {
  const { stores } = config
  // Outside a browser (Node) there is no page to hide: always on screen.
  const page = typeof document === 'undefined' ? undefined : document
  const onScreen = () => page === undefined || page.visibilityState === 'visible'
  let timer: ReturnType<typeof setTimeout> | undefined
  let reading = false
  let stopped = false

  const watched = (): Watched | undefined => {
    if (stopped || !onScreen()) return undefined
    const namespace = stores.connection.getState().activeNamespace
    const address = stores.account.getState().namespaces[namespace]?.address
    const network = stores.network.getState().namespaces[namespace]?.caipNetwork
    if (!WATCHED.includes(namespace) || !kit.isConnected(config, namespace)) return undefined
    return address && network && !network.testnet ? { namespace, address, network } : undefined
  }
  const schedule = () => {
    clearTimeout(timer)
    timer = undefined
    if (!reading && watched()) timer = setTimeout(check, BALANCE_WATCH_MS)
  }
  const check = async () => {
    const target = watched()
    if (reading || !target) return
    clearTimeout(timer)
    reading = true
    try {
      await followChainBalance(config, kit, target)
    } catch {
      // The RPC did not answer: the next look asks again.
    } finally {
      reading = false
      schedule()
    }
  }
  // Shown again: look at once (the balance may have moved while hidden); hidden: stop.
  const onVisibility = () => (onScreen() ? void check() : schedule())
  page?.addEventListener('visibilitychange', onVisibility)
  // Connected, switched, disconnected: start, keep or stop looking.
  const unsubscribe = [stores.connection, stores.network, stores.account].map((store) =>
    store.subscribe(() => {
      if (timer === undefined || !watched()) schedule()
    }),
  )
  schedule()
  return () => {
    stopped = true
    clearTimeout(timer)
    page?.removeEventListener('visibilitychange', onVisibility)
    for (const stop of unsubscribe) stop()
  }
}

/** One look at the chain: when the balance moved, show it and refresh the token list. */
async function followChainBalance(
  config: PorticoConfig,
  kit: BalanceWatchKit,
  target: Watched,
): Promise<void> {
  const { readChainBalance, updateNamespaceState, withNativeBalance, isFetching, setQueryData } =
    kit
  const { stores, internal } = config
  const { namespace, address, network } = target
  const key = kit.queryKeys.balance(network.caipNetworkId, address)
  const chain = await readChainBalance(config, network, address)
  const account = stores.account.getState().namespaces[namespace]
  const current =
    account?.address === address &&
    stores.network.getState().namespaces[namespace]?.caipNetwork?.caipNetworkId ===
      network.caipNetworkId
  // A balance load under way, or none yet: it brings the figure.
  if (!chain || !current || account.balance === undefined || isFetching(internal.queries, key))
    return
  if (sameDecimal(account.balance, chain.balance)) return
  updateNamespaceState(stores.account, namespace, {
    balance: chain.balance,
    tokenBalance: withNativeBalance(account.tokenBalance ?? [], network, chain.balance),
  })
  // The cache keeps its age (spec §9: 30 s) but not the figure the chain contradicts.
  setQueryData<BalanceData>(internal.queries, key, (kept) => ({
    ...kept,
    balance: chain.balance,
    tokens: withNativeBalance(kept.tokens, network, chain.balance),
  }))
  // The tokens may have moved with it (a token transfer pays its fee in the native currency).
  const { http } = await kit.getSupportedChains(config)
  if (http.includes(network.caipNetworkId))
    await kit.fetchBalance(config, { namespace, force: true })
}

/** Whether two decimal strings are the same number ('10000' and '10000.0', '0.50' and '.5'). */
function sameDecimal(a: string, b: string): boolean {
  const plain = (value: string) => {
    const [whole = '', fraction = ''] = value.trim().split('.')
    const digits = whole.replace(/^0+(?=\d)/, '') || '0'
    const rest = fraction.replace(/0+$/, '')
    return rest ? `${digits}.${rest}` : digits
  }
  return plain(a) === plain(b)
}
