import { updateNamespaceState } from '../internal/connection/updateNamespaceState.ts'
import type { ChainNamespace } from '../types/chain.ts'
import type { PorticoConfig } from '../types/config.ts'
import type { AccountTab } from '../types/state.ts'

export interface SetAccountTabParameters {
  tab: AccountTab
  /** Default: the active namespace. */
  namespace?: ChainNamespace
}

/**
 * Selects the Account view's tab (spec §2, §3 `currentTab`); the view reopens on it.
 *
 * @example
 * setAccountTab(config, { tab: 'activity' })
 * config.stores.account.getState().namespaces.eip155?.currentTab // 'activity'
 */
export function setAccountTab(config: PorticoConfig, parameters: SetAccountTabParameters): void {
  const namespace = parameters.namespace ?? config.stores.connection.getState().activeNamespace
  updateNamespaceState(config.stores.account, namespace, { currentTab: parameters.tab })
}
