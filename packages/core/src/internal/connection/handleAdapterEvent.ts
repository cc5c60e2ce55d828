import { disconnect } from '../../actions/disconnect.ts'
import { fetchBalance } from '../../actions/fetchBalance.ts'
import { showAlert } from '../../actions/showAlert.ts'
import { ALERTS } from '../../alerts/alertCatalogue.ts'
import { reportProviderMessage } from '../../alerts/reportProviderMessage.ts'
import type { AdapterConnection, AdapterEvent, ChainAdapter } from '../../types/adapter.ts'
import type { ChainNamespace } from '../../types/chain.ts'
import type { PorticoConfig } from '../../types/config.ts'
import { dropStaleTransactions } from '../account/dropStaleTransactions.ts'
import { loadAccountDetails } from '../account/loadAccountDetails.ts'
import { handleApprovalEvent } from '../approval/handleApprovalEvent.ts'
import { forgetEmailLogin } from '../auth/forgetEmailLogin.ts'
import { requestSiwxCheck } from '../siwx/requestSiwxCheck.ts'
import { applyChainId } from './applyChainId.ts'
import { applyConnection } from './applyConnection.ts'
import { normalizeChainId } from './normalizeChainId.ts'
import { saveConnections } from './saveConnections.ts'
import { setConnectors } from './setConnectors.ts'
import { showUnsupportedChain } from './showUnsupportedChain.ts'
import { updateNamespaceState } from './updateNamespaceState.ts'

/**
 * What core does with an adapter's event (spec §4). Account and chain events count only for
 * the namespace's connected connector; others are stale and ignored. Nothing here throws: an
 * event is not a call anyone could catch.
 */
export function handleAdapterEvent(
  config: PorticoConfig,
  event: AdapterEvent,
  source: ChainAdapter,
): void {
  if (event.type === 'connectors') {
    setConnectors(config, source, event.connectors)
    return
  }
  if (
    event.type === 'approvalRequested' ||
    event.type === 'approvalSettled' ||
    event.type === 'requestRefused'
  ) {
    handleApprovalEvent(config, event)
    return
  }
  if (event.type === 'providerError') {
    reportProviderMessage(config, event.message)
    return
  }
  if (event.type === 'sessionEnded') {
    // The adapter follows with 'disconnect' for the namespace it held.
    forgetEmailLogin(config)
    // The server's 'Session expired': the visitor learns why they are signed out (spec §8).
    if (event.reason === 'expired') showAlert(config, ALERTS.SESSION_EXPIRED)
    return
  }
  const { stores } = config
  if (event.type === 'connected') {
    applySessionNamespace(config, event.namespace, event.connection)
    return
  }

  const state = stores.connection.getState().namespaces[event.namespace]
  if (state?.status !== 'connected' || state.connectorId !== event.connectorId) return

  switch (event.type) {
    case 'accountsChanged': {
      const [account] = event.accounts
      // An empty list means the wallet let go: disconnect, but leave the modal as it is.
      if (!account) {
        walletLetGo(config, event.namespace, event.connectorId)
        return
      }
      const connection = state.connection && { ...state.connection, accounts: event.accounts }
      updateNamespaceState(stores.connection, event.namespace, { connection })
      updateNamespaceState(stores.account, event.namespace, {
        address: account.address,
        preferredAccountType: account.type,
        balance: undefined,
        balanceSymbol: undefined,
        tokenBalance: undefined,
        profileName: undefined,
        profileImage: undefined,
      })
      const chainId = state.connection?.chainId
      if (chainId !== undefined) applyChainId(config, event.namespace, chainId)
      saveConnections(config, event.namespace, connection)
      dropStaleTransactions(config, event.namespace)
      loadAccountDetails(config, event.namespace)
      requestSiwxCheck(config, event.namespace)
      return
    }
    case 'chainChanged': {
      let chainId: number | string
      try {
        chainId = normalizeChainId(event.namespace, event.chainId)
      } catch (error) {
        console.warn('[portico] ignored a chainChanged event with an invalid chain id', error)
        return
      }
      applyChainId(config, event.namespace, chainId)
      showUnsupportedChain(config, event.namespace)
      dropStaleTransactions(config, event.namespace)
      void fetchBalance(config, { namespace: event.namespace })
      requestSiwxCheck(config, event.namespace)
      return
    }
    case 'disconnect':
      walletLetGo(config, event.namespace, event.connectorId)
      return
  }
}

/**
 * The connected wallet ended the connection itself. With multi-wallet on only that wallet goes
 * (the next listed one takes over); otherwise the namespace disconnects. The modal stays as it is.
 */
function walletLetGo(config: PorticoConfig, namespace: ChainNamespace, connectorId: string): void {
  if (config.stores.features.getState().features.multiWallet)
    // Loaded here: pages without multi-wallet never download it.
    void import('../../actions/disconnectWallet.ts').then(({ disconnectWallet }) =>
      disconnectWallet(config, { connectorId, namespace }),
    )
  else void disconnect(config, { namespace, closeModal: false })
}

/**
 * A namespace the wallet granted in the same session as another (WalletConnect): recorded as
 * connected, unless a different wallet already holds it.
 */
function applySessionNamespace(
  config: PorticoConfig,
  namespace: ChainNamespace,
  connection: AdapterConnection,
): void {
  const current = config.stores.connection.getState().namespaces[namespace]
  if (current?.status === 'connected' && current.connectorId !== connection.connectorId) return
  try {
    applyConnection(config, namespace, connection)
  } catch (error) {
    console.warn(`[portico] ignored a ${namespace} connection the wallet reported`, error)
    return
  }
  loadAccountDetails(config, namespace)
  // Signing in (SIWX) is asked of the namespace in use; this one's waits for a switch to it
  // (switchNetwork asks then), so a sign-in that brought several accounts asks for one signature.
  if (config.stores.connection.getState().activeNamespace === namespace)
    requestSiwxCheck(config, namespace)
}
