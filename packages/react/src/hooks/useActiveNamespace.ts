import type { ChainNamespace } from '@portico/core'
import { usePorticoConfig } from './usePorticoConfig.ts'
import { useStoreState } from './useStoreState.ts'

/**
 * The namespace a hook should read: the one asked for, else the active one.
 *
 * @example
 * const namespace = useActiveNamespace() // 'eip155'
 */
export function useActiveNamespace(namespace?: ChainNamespace): ChainNamespace {
  const config = usePorticoConfig()
  const active = useStoreState(config.stores.connection, (state) => state.activeNamespace)
  return namespace ?? active
}
