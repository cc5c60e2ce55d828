import type { ChainAdapter } from '../../types/adapter.ts'
import type { ChainNamespace } from '../../types/chain.ts'

/** Whether an adapter can connect a namespace: its own, or one of its extra `namespaces`. */
export function servesNamespace(adapter: ChainAdapter, namespace: ChainNamespace): boolean {
  return adapter.namespace === namespace || (adapter.namespaces?.includes(namespace) ?? false)
}
