import type { PorticoConfig } from '../../types/config.ts'
import type { Wallet } from '../../types/wallet.ts'

/**
 * Flags the directory wallets whose rdns matches a discovered connector as `installed`, in
 * every list of the wallets store. Lists with nothing to change keep their identity.
 */
export function markInstalledWallets(config: PorticoConfig): void {
  const rdnsSet = new Set(
    config.stores.connectors
      .getState()
      .connectors.map((connector) => connector.info?.rdns)
      .filter((rdns): rdns is string => Boolean(rdns)),
  )
  const mark = (wallets: readonly Wallet[]): readonly Wallet[] => {
    let changed = false
    const marked = wallets.map((wallet) => {
      const installed = Boolean(wallet.rdns && rdnsSet.has(wallet.rdns))
      if (Boolean(wallet.installed) === installed) return wallet
      changed = true
      return { ...wallet, installed }
    })
    return changed ? marked : wallets
  }
  const state = config.stores.wallets.getState()
  const next = {
    list: mark(state.list),
    featured: mark(state.featured),
    recommended: mark(state.recommended),
    recent: mark(state.recent),
    results: mark(state.search.results),
  }
  const unchanged =
    next.list === state.list &&
    next.featured === state.featured &&
    next.recommended === state.recommended &&
    next.recent === state.recent &&
    next.results === state.search.results
  if (unchanged) return
  const { results, ...lists } = next
  config.stores.wallets.setState({ ...lists, search: { ...state.search, results } })
}
