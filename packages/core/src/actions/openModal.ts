import type { UnsupportedNamespaceErrorType } from '../errors/connection.ts'
import { isConnected } from '../internal/connection/isConnected.ts'
import { setActiveNamespace } from '../internal/connection/setActiveNamespace.ts'
import { setRouterHistory } from '../internal/modal/setRouterHistory.ts'
import { emitEvent } from '../internal/project/emitEvent.ts'
import type { ChainNamespace } from '../types/chain.ts'
import type { PorticoConfig } from '../types/config.ts'
import type { RouteData, RouteEntry, ViewName } from '../types/views.ts'

export interface OpenModalParameters {
  /** The view to show (precedence 3). */
  view?: ViewName
  data?: RouteData
  /** Switch to this namespace first (precedence 1). */
  namespace?: ChainNamespace
}

/** A `namespace` no adapter serves. */
export type OpenModalErrorType = UnsupportedNamespaceErrorType

/**
 * Opens the modal on the view the spec §2 precedence picks:
 * 1. a `namespace` other than the active one is switched to first (it needs an adapter);
 * 2. with WalletConnect under manual control, or no adapters and not connected: AllWallets on
 *    mobile, ConnectingWalletConnectBasic otherwise;
 * 3. the requested `view`;
 * 4. Account when connected, else Connect.
 * Reports MODAL_OPEN (spec §7) when the modal was closed.
 *
 * @example
 * await openModal(config) // Connect, or Account when connected
 * await openModal(config, { view: 'AllWallets' })
 */
export async function openModal(
  config: PorticoConfig,
  parameters: OpenModalParameters = {},
): Promise<void> {
  const { options, stores, adapters } = config
  if (parameters.namespace && parameters.namespace !== stores.connection.getState().activeNamespace)
    setActiveNamespace(config, parameters.namespace)

  const connected = isConnected(config)
  let entry: RouteEntry
  if (options.manualWCControl || (adapters.length === 0 && !connected))
    entry = { view: options.isMobile() ? 'AllWallets' : 'ConnectingWalletConnectBasic' }
  else if (parameters.view) entry = { view: parameters.view, data: parameters.data }
  else entry = { view: connected ? 'Account' : 'Connect' }

  setRouterHistory(config, [entry])
  const wasOpen = stores.modal.getState().open
  stores.modal.setState({ open: true })
  if (!wasOpen) emitEvent(config, 'MODAL_OPEN', { connected })
}
