import type { StoreApi } from 'zustand/vanilla'
import type { ChainNamespace } from '../../types/chain.ts'

/**
 * Merges `patch` into one namespace's entry of a per-namespace store (account, network,
 * connection), leaving the other namespaces as they are. `replace` drops the old entry. An update
 * that changes no field writes nothing: the start's "still disconnected, still on the default
 * network" used to hand every subscriber a new entry, which re-rendered the button in the task
 * a first press lands in.
 */
export function updateNamespaceState<Entry extends object>(
  store: StoreApi<{ namespaces: Partial<Record<ChainNamespace, Entry>> }>,
  namespace: ChainNamespace,
  patch: Partial<Entry>,
  mode: 'merge' | 'replace' = 'merge',
): void {
  const current = store.getState().namespaces[namespace]
  const next = { ...(mode === 'merge' ? current : {}), ...patch } as Entry
  if (current && sameFields(current, next)) return
  store.setState((state) => ({ namespaces: { ...state.namespaces, [namespace]: next } }))
}

// The entries are flat records: zustand's `shallow` also walks Maps and iterables, 0.2 KB gz
// more in the page's first chunk for cases these never have.
function sameFields(a: object, b: object): boolean {
  const keys = Object.keys(a)
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => Object.hasOwn(b, key) && Object.is(a[key as never], b[key as never]))
  )
}
