import type { AdapterErrorType } from '../errors/base.ts'
import {
  ChainNotSupportedError,
  type ChainNotSupportedErrorType,
  type ConnectorNotFoundErrorType,
  type NetworkNotFoundErrorType,
  type UnsupportedNamespaceErrorType,
  type UserRejectedRequestErrorType,
} from '../errors/connection.ts'
import type { WalletCodeErrorType } from '../errors/wallet.ts'
import { dropStaleTransactions } from '../internal/account/dropStaleTransactions.ts'
import { applyChainId } from '../internal/connection/applyChainId.ts'
import { getAdapter } from '../internal/connection/getAdapter.ts'
import { networkNotFound } from '../internal/connection/networkNotFound.ts'
import { setActiveNamespace } from '../internal/connection/setActiveNamespace.ts'
import { showUnsupportedChain } from '../internal/connection/showUnsupportedChain.ts'
import { updateNamespaceState } from '../internal/connection/updateNamespaceState.ts'
import { toPorticoError } from '../internal/errors/toPorticoError.ts'
import { emitEvent } from '../internal/project/emitEvent.ts'
import { requestSiwxCheck } from '../internal/siwx/requestSiwxCheck.ts'
import type { Network } from '../types/chain.ts'
import type { PorticoConfig } from '../types/config.ts'
import { fetchBalance } from './fetchBalance.ts'
import { showSnackbar } from './showSnackbar.ts'

export type SwitchNetworkParameters = Network

/**
 * `NetworkNotFoundError` when the dApp does not list the network, `UnsupportedNamespaceError`,
 * `ChainNotSupportedError` when the wallet can neither switch nor add it; from the wallet a
 * `UserRejectedRequestError` or its code's class (see `mapWalletError`),
 * `ConnectorNotFoundError`; or an adapter's own error.
 */
export type SwitchNetworkErrorType =
  | NetworkNotFoundErrorType
  | UnsupportedNamespaceErrorType
  | ChainNotSupportedErrorType
  | UserRejectedRequestErrorType
  | WalletCodeErrorType
  | ConnectorNotFoundErrorType
  | AdapterErrorType

/**
 * Spec §4 network switching. The network must be one the dApp lists (else the 'Network Not
 * Found' alert shows and `NetworkNotFoundError` is thrown). When its namespace is
 * connected the wallet is asked to switch and the state follows; a wallet that cannot
 * (`ChainNotSupportedError`) gets the error snackbar and the state is kept. When not
 * connected, the network is simply selected. Errors are rethrown for the view.
 *
 * @example
 * await switchNetwork(config, sepolia)
 */
export async function switchNetwork(
  config: PorticoConfig,
  network: SwitchNetworkParameters,
): Promise<void> {
  const known = config.options.networks.find(
    (candidate) => candidate.caipNetworkId === network.caipNetworkId,
  )
  if (!known) throw networkNotFound(config, network.caipNetworkId)
  const namespace = known.chainNamespace
  const { stores } = config
  const state = stores.connection.getState().namespaces[namespace]
  const adapter = getAdapter(config, namespace, state?.connectorId)

  if (state?.status === 'connected' && state.connectorId) {
    try {
      await adapter.switchNetwork({ connectorId: state.connectorId, network: known })
    } catch (error) {
      const typed = toPorticoError(error)
      if (typed instanceof ChainNotSupportedError)
        showSnackbar(config, { variant: 'error', message: typed.message })
      throw typed
    }
    applyChainId(config, namespace, known.id)
    setActiveNamespace(config, namespace)
    showUnsupportedChain(config, namespace)
    dropStaleTransactions(config, namespace)
    void fetchBalance(config, { namespace })
    emitEvent(config, 'SWITCH_NETWORK', { network: known.caipNetworkId })
    // The wallet's own chainChanged may have started this check already: it runs once.
    requestSiwxCheck(config, namespace)
    return
  }

  updateNamespaceState(stores.network, namespace, { caipNetwork: known }, 'replace')
  setActiveNamespace(config, namespace)
  emitEvent(config, 'SWITCH_NETWORK', { network: known.caipNetworkId })
}
