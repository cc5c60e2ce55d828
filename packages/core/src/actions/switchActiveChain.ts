import {
  type NetworkNotFoundErrorType,
  UnsupportedNamespaceError,
  type UnsupportedNamespaceErrorType,
} from '../errors/connection.ts'
import { getAdapter } from '../internal/connection/getAdapter.ts'
import { isConnected } from '../internal/connection/isConnected.ts'
import { networkNotFound } from '../internal/connection/networkNotFound.ts'
import { setActiveNamespace } from '../internal/connection/setActiveNamespace.ts'
import { showUnsupportedChain } from '../internal/connection/showUnsupportedChain.ts'
import { updateNamespaceState } from '../internal/connection/updateNamespaceState.ts'
import { setRouterHistory } from '../internal/modal/setRouterHistory.ts'
import type { ChainNamespace, Network } from '../types/chain.ts'
import type { PorticoConfig } from '../types/config.ts'
import type { RouteData, ViewName } from '../types/views.ts'
import { isChainNamespace } from '../utils/chainNamespaces.ts'
import { fetchBalance } from './fetchBalance.ts'
import { navigate } from './navigate.ts'
import { replaceView } from './replaceView.ts'
import { type SwitchNetworkErrorType, switchNetwork } from './switchNetwork.ts'

/** The data of the SwitchActiveChain view (spec §2). */
export interface SwitchActiveChainParameters {
  /** The chain namespace to make active, e.g. 'solana'. */
  namespace: ChainNamespace
  /** A network of that namespace to be on; the wallet is asked to switch when it is elsewhere. */
  network?: Network | undefined
  /** The view to show once switched. Default: a fresh history on Account. */
  navigateTo?: ViewName | undefined
  /** Replace the current view instead of pushing (back then skips it). */
  replace?: boolean | undefined
}

/**
 * 'switched': the namespace had a connection and is now the active one. 'connect': it has
 * none, so Connect is shown (the active namespace stays until a wallet connects).
 */
export type SwitchActiveChainReturnType = 'switched' | 'connect'

/**
 * `UnsupportedNamespaceError` ('Unsupported chain namespace') for a namespace the kit does not
 * know or no adapter serves, `NetworkNotFoundError` for a network the dApp does not list under
 * that namespace (the 'Network Not Found' alert shows), or what `switchNetwork` rejects with.
 */
export type SwitchActiveChainErrorType =
  | UnsupportedNamespaceErrorType
  | NetworkNotFoundErrorType
  | SwitchNetworkErrorType

/**
 * Moves the kit to another chain namespace (spec §2 SwitchActiveChain, §4).
 * - When the namespace has a connection it becomes the active one (on `network`, when given,
 *   after the wallet switched), then the modal shows `navigateTo` (pushed, or replacing the
 *   current view with `replace`), or Account on a fresh history. A wallet on a chain the dApp
 *   lacks gets UnsupportedChain instead (spec §4).
 * - Otherwise `network` is selected for that namespace and Connect is shown, listing that
 *   namespace's wallets (pushed or replacing, the modal opened when shut), so the visitor can
 *   connect a wallet for it; the connect then makes the namespace active.
 *
 * @example
 * await switchActiveChain(config, { namespace: 'solana', network: solana, replace: true })
 * // 'switched' (Account on Solana) or 'connect' (Connect)
 */
export async function switchActiveChain(
  config: PorticoConfig,
  parameters: SwitchActiveChainParameters,
): Promise<SwitchActiveChainReturnType> {
  const { namespace, network, navigateTo, replace = false } = parameters
  if (!isChainNamespace(namespace))
    throw new UnsupportedNamespaceError({ details: `Unknown namespace '${String(namespace)}'` })
  getAdapter(config, namespace)
  const known = network && findNamespaceNetwork(config, namespace, network)
  const { stores } = config

  if (!isConnected(config, namespace)) {
    if (known) updateNamespaceState(stores.network, namespace, { caipNetwork: known }, 'replace')
    const data = { namespace }
    if (!stores.modal.getState().open) {
      setRouterHistory(config, [{ view: 'Connect', data }])
      stores.modal.setState({ open: true })
    } else show(config, 'Connect', replace, data)
    return 'connect'
  }

  const current = stores.network.getState().namespaces[namespace]?.caipNetwork
  if (known && known.caipNetworkId !== current?.caipNetworkId) await switchNetwork(config, known)
  else {
    setActiveNamespace(config, namespace)
    void fetchBalance(config, { namespace })
  }
  if (showUnsupportedChain(config, namespace)) return 'switched'

  if (stores.modal.getState().open) {
    if (navigateTo) show(config, navigateTo, replace)
    else setRouterHistory(config, [{ view: 'Account' }])
  }
  return 'switched'
}

/** Push or replace; a replace onto the same view just beneath goes back to it (no twin entries). */
function show(config: PorticoConfig, view: ViewName, replace: boolean, data?: RouteData): void {
  const { history } = config.stores.router.getState()
  const below = history.slice(0, -1)
  const beneath = below[below.length - 1]
  if (replace && beneath?.view === view && beneath.data === undefined)
    setRouterHistory(config, [...below.slice(0, -1), data ? { view, data } : beneath])
  else if (replace) replaceView(config, view, data)
  else navigate(config, view, data)
}

function findNamespaceNetwork(
  config: PorticoConfig,
  namespace: ChainNamespace,
  network: Network,
): Network {
  const known = config.options.networks.find(
    (candidate) =>
      candidate.caipNetworkId === network.caipNetworkId && candidate.chainNamespace === namespace,
  )
  if (!known) throw networkNotFound(config, `${network.caipNetworkId} in ${namespace}`)
  return known
}
