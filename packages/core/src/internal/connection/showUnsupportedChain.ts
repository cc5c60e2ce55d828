import { closeModal } from '../../actions/closeModal.ts'
import type { ChainNamespace } from '../../types/chain.ts'
import type { PorticoConfig } from '../../types/config.ts'
import { setRouterHistory } from '../modal/setRouterHistory.ts'

/**
 * After a namespace's network changed: when the wallet is on a chain the dApp lacks, open the
 * modal on UnsupportedChain, unless unsupported chains are allowed, switching is disabled or
 * WalletConnect is in basic/manual mode (spec §4). When the chain is supported again and the
 * modal shows UnsupportedChain, close it. Returns whether UnsupportedChain is shown.
 */
export function showUnsupportedChain(config: PorticoConfig, namespace: ChainNamespace): boolean {
  const { options, stores } = config
  if (stores.connection.getState().activeNamespace !== namespace) return false
  const unsupported = stores.network.getState().namespaces[namespace]?.caipNetwork === undefined
  const onUnsupportedView =
    stores.modal.getState().open && stores.router.getState().view === 'UnsupportedChain'

  if (!unsupported) {
    if (onUnsupportedView) closeModal(config)
    return false
  }
  if (options.allowUnsupportedChain || !options.enableNetworkSwitch || options.manualWCControl)
    return false
  setRouterHistory(config, [{ view: 'UnsupportedChain' }])
  stores.modal.setState({ open: true })
  return true
}
