import type { ChainNamespace } from '../../types/chain.ts'
import type { PorticoConfig } from '../../types/config.ts'
import { isConnected } from '../connection/isConnected.ts'
import { setRouterHistory } from '../modal/setRouterHistory.ts'
import { emitEvent } from '../project/emitEvent.ts'
import { setSiwxPrompt } from './setSiwxState.ts'
import { isSameSiwxAccount, siwxAccount } from './siwxAccount.ts'

/**
 * Asks a namespace's account to sign in: SIWXSignMessage on a fresh history (nothing to go
 * back to), the modal opened when shut (spec §4). While another namespace's sign-in is being
 * asked for, this one waits its turn (`showNextSiwxPrompt`); returns whether it is shown.
 */
export function showSiwxPrompt(config: PorticoConfig, namespace: ChainNamespace): boolean {
  const { prompt } = config.stores.siwx.getState()
  if (prompt && prompt.namespace !== namespace && siwxAccount(config, prompt.namespace))
    return false
  if (prompt?.namespace !== namespace)
    setSiwxPrompt(config, { namespace, signing: false, error: undefined })
  showSiwxView(config)
  return true
}

/** The sign view on top, the modal open (reporting MODAL_OPEN when it was shut). */
export function showSiwxView(config: PorticoConfig): void {
  const { modal, router } = config.stores
  if (router.getState().view !== 'SIWXSignMessage' || router.getState().history.length > 1)
    setRouterHistory(config, [{ view: 'SIWXSignMessage' }])
  const wasOpen = modal.getState().open
  if (!wasOpen) {
    modal.setState({ open: true })
    emitEvent(config, 'MODAL_OPEN', { connected: isConnected(config) })
  }
}

/**
 * After one sign-in is settled, the next namespace whose account still has to sign in (and did
 * not decline) gets its turn, e.g. the Solana account of a WalletConnect session after the EVM one.
 */
export function showNextSiwxPrompt(config: PorticoConfig): void {
  const { namespaces, prompt } = config.stores.siwx.getState()
  if (prompt) return
  for (const [namespace, record] of Object.entries(namespaces) as [
    ChainNamespace,
    (typeof namespaces)[ChainNamespace],
  ][]) {
    if (record?.status !== 'none' || record.dismissed) continue
    if (!isSameSiwxAccount(record, siwxAccount(config, namespace))) continue
    showSiwxPrompt(config, namespace)
    return
  }
}
