import { abortPendingApproval } from '../internal/approval/abortPendingApproval.ts'
import { setEmailFlow } from '../internal/auth/setEmailFlow.ts'
import { getPairingAdapter } from '../internal/connection/getPairingAdapter.ts'
import { isConnected } from '../internal/connection/isConnected.ts'
import { setRouterHistory } from '../internal/modal/setRouterHistory.ts'
import { emitEvent } from '../internal/project/emitEvent.ts'
import { dismissSiwxPrompt } from '../internal/siwx/dismissSiwxPrompt.ts'
import { isSiwxLocked } from '../internal/siwx/isSiwxLocked.ts'
import type { PorticoConfig } from '../types/config.ts'
import { cancelEmailLogin } from './cancelEmailLogin.ts'
import { cancelSocialLogin } from './cancelSocialLogin.ts'
import { shakeModal } from './shakeModal.ts'

/**
 * Closes the modal and resets the router to Connect (spec §2). A WalletConnect connect under
 * way ends with 'Modal closed' (spec §8), as does a payment (`pay`) not made yet; a request waiting for Approve is aborted. In embedded mode the kit stays
 * on the page, so it shows Account when connected, else Connect. Reports MODAL_CLOSE (spec §7)
 * when the modal was open. While a required sign-in is asked for (spec §4 SIWX) it refuses and
 * shakes the modal; closing an optional one declines it (as its Cancel does).
 *
 * @example
 * closeModal(config)
 */
export function closeModal(config: PorticoConfig): void {
  // Spec §4: a required sign-in without a session keeps the modal open; it shakes instead.
  if (isSiwxLocked(config)) {
    shakeModal(config)
    return
  }
  // Closing the sign view of an optional sign-in is its Cancel.
  dismissSiwxPrompt(config)
  // A pairing left waiting would connect a wallet scanned after the visitor gave up.
  getPairingAdapter(config)?.pairing.cancel()
  // Spec §2: closing with a request still waiting for Approve aborts it ('Request was aborted').
  abortPendingApproval(config)
  // The e-mail flows start over next time; a device approval still awaited no longer counts.
  cancelEmailLogin(config)
  // A social sign-in's window closes with the modal.
  cancelSocialLogin(config)
  // Closing leaves ConnectingFarcaster too (spec §2: URL cleared, wallet reloaded).
  config.internal.leaveFarcaster?.(config)
  setEmailFlow(config, 'update', undefined)
  // A payment still open ends with 'Modal closed'; its exchange window closes with the modal.
  // One whose code still loads sees the counter move and never opens.
  config.internal.pay.id += 1
  config.internal.pay.abandon?.(config)
  const connected = isConnected(config)
  const view = config.options.embedded && connected ? 'Account' : 'Connect'
  setRouterHistory(config, [{ view }])
  const wasOpen = config.stores.modal.getState().open
  config.stores.modal.setState({ open: false, shake: false })
  if (wasOpen) emitEvent(config, 'MODAL_CLOSE', { connected })
}
