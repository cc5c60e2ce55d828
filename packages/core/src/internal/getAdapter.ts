import { UnsupportedNamespaceError } from '../errors/connection.ts'
import type { ChainAdapter } from '../types/adapter.ts'
import type { ChainNamespace } from '../types/chain.ts'
import type { PorticoConfig } from '../types/config.ts'

/** The adapter of a namespace, or `UnsupportedNamespaceError` when none was configured. */
export function getAdapter(config: PorticoConfig, namespace: ChainNamespace): ChainAdapter {
  const adapter = config.adapters.find((candidate) => candidate.namespace === namespace)
  if (!adapter) throw new UnsupportedNamespaceError({ details: `No adapter for '${namespace}'` })
  return adapter
}
