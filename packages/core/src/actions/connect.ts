import type { AdapterErrorType } from '../errors/base.ts'
import type {
  ConnectionRejectedErrorType,
  ConnectorNotFoundErrorType,
  InvalidWalletResponseErrorType,
  ModalClosedErrorType,
  RequestedChainsNotSupportedErrorType,
  UnsupportedNamespaceErrorType,
} from '../errors/connection.ts'
import type { WalletCodeErrorType } from '../errors/wallet.ts'
import { loadAccountDetails } from '../internal/account/loadAccountDetails.ts'
import { addRecentWallet } from '../internal/connection/addRecentWallet.ts'
import { applyConnection } from '../internal/connection/applyConnection.ts'
import { getAdapter } from '../internal/connection/getAdapter.ts'
import { setActiveNamespace } from '../internal/connection/setActiveNamespace.ts'
import { showUnsupportedChain } from '../internal/connection/showUnsupportedChain.ts'
import { updateNamespaceState } from '../internal/connection/updateNamespaceState.ts'
import { toPorticoError } from '../internal/errors/toPorticoError.ts'
import { returnToPayment } from '../internal/pay/returnToPayment.ts'
import { emitEvent } from '../internal/project/emitEvent.ts'
import { requestSiwxCheck } from '../internal/siwx/requestSiwxCheck.ts'
import type { ChainNamespace } from '../types/chain.ts'
import type { PorticoConfig } from '../types/config.ts'
import type { Connection } from '../types/connector.ts'
import { closeModal } from './closeModal.ts'

export interface ConnectParameters {
  connectorId: string
  /** Default: the connector's namespace, else the active one. */
  namespace?: ChainNamespace
  /**
   * An embedded-wallet sign-in's account type (spec §6); the e-mail and social sign-ins pass the
   * stored choice or `defaultAccountTypes`. Other wallets ignore it.
   */
  preferredAccountType?: 'eoa' | 'smartAccount' | undefined
}

export type ConnectReturnType = Connection

/**
 * `UnsupportedNamespaceError` when no adapter serves the namespace; from the wallet a
 * `ConnectionRejectedError` (4001) or its code's class (`WalletRequestPendingError`, …, see
 * `mapWalletError`); `ConnectorNotFoundError`, `InvalidWalletResponseError` (no account, a
 * garbage answer), `RequestedChainsNotSupportedError`, `ModalClosedError` (a WalletConnect
 * pairing the modal's closing cancelled); or an adapter's own error.
 */
export type ConnectErrorType =
  | UnsupportedNamespaceErrorType
  | ConnectionRejectedErrorType
  | WalletCodeErrorType
  | ConnectorNotFoundErrorType
  | InvalidWalletResponseErrorType
  | RequestedChainsNotSupportedErrorType
  | ModalClosedErrorType
  | AdapterErrorType

/**
 * Connects a wallet (spec §4): status connecting, then connected, or back to disconnected with
 * the typed error rethrown. On success the account, network, stored connector, active
 * namespace and recent wallets are updated; the modal closes, or shows UnsupportedChain when
 * the wallet is on a chain the dApp lacks; then the balance is fetched.
 *
 * @example
 * const connection = await connect(config, { connectorId: 'io.metamask' })
 * connection.accounts[0].address // '0xf39F…'
 */
export async function connect(
  config: PorticoConfig,
  parameters: ConnectParameters,
): Promise<ConnectReturnType> {
  const { connectorId } = parameters
  const { stores } = config
  const connector = stores.connectors
    .getState()
    .connectors.find(
      (candidate) =>
        candidate.id === connectorId &&
        (parameters.namespace === undefined || candidate.chain === parameters.namespace),
    )
  const namespace =
    parameters.namespace ?? connector?.chain ?? stores.connection.getState().activeNamespace
  const adapter = getAdapter(config, namespace, connectorId)
  const network = stores.network.getState().namespaces[namespace]?.caipNetwork

  const previous = stores.connection.getState().namespaces[namespace]
  updateNamespaceState(
    stores.connection,
    namespace,
    { status: 'connecting', connectorId },
    'replace',
  )
  let connection: Connection
  try {
    const granted = await adapter.connect({
      connectorId,
      network,
      namespace,
      preferredAccountType: parameters.preferredAccountType,
    })
    connection = applyConnection(config, namespace, granted)
  } catch (error) {
    // A wallet connected before this attempt still is; otherwise back to disconnected.
    const restored =
      previous?.status === 'connected' ? previous : { status: 'disconnected' as const }
    updateNamespaceState(stores.connection, namespace, restored, 'replace')
    throw toPorticoError(error)
  }

  setActiveNamespace(config, namespace)
  // An e-mail sign-in is not a wallet the visitor picked from a list.
  if (adapter.auth?.connectorId !== connectorId) addRecentWallet(config, connectorId)
  emitEvent(config, 'CONNECT_SUCCESS', {
    method: connector?.type ?? 'unknown',
    name: connector?.name ?? connectorId,
    namespace,
  })
  // A payment waiting for this wallet goes on in the Pay view rather than closing (issue #19).
  if (!showUnsupportedChain(config, namespace) && !returnToPayment(config)) closeModal(config)
  loadAccountDetails(config, namespace)
  // Spec §4 SIWX: with no session the sign view opens (after the close above).
  requestSiwxCheck(config, namespace)
  return connection
}
