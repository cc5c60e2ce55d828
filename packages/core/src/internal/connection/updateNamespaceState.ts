import type { StoreApi } from 'zustand/vanilla'
import type { ChainNamespace } from '../../types/chain.ts'

/**
 * Merges `patch` into one namespace's entry of a per-namespace store (account, network,
 * connection), leaving the other namespaces as they are. `replace` drops the old entry.
 */
export function updateNamespaceState<Entry extends object>(
  store: StoreApi<{ namespaces: Partial<Record<ChainNamespace, Entry>> }>,
  namespace: ChainNamespace,
  patch: Partial<Entry>,
  mode: 'merge' | 'replace' = 'merge',
): void {
  store.setState((state) => ({
    namespaces: {
      ...state.namespaces,
      [namespace]: { ...(mode === 'merge' ? state.namespaces[namespace] : {}), ...patch },
    },
  }))
}
