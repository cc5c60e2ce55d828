import { abortPendingApproval } from '../internal/approval/abortPendingApproval.ts'
import { setEmailFlow } from '../internal/auth/setEmailFlow.ts'
import { isConnected } from '../internal/connection/isConnected.ts'
import { setRouterHistory } from '../internal/modal/setRouterHistory.ts'
import type { PorticoConfig } from '../types/config.ts'
import type { RouteEntry } from '../types/views.ts'
import { cancelEmailLogin } from './cancelEmailLogin.ts'
import { cancelSocialLogin } from './cancelSocialLogin.ts'
import { closeModal } from './closeModal.ts'

/**
 * The spec §2 back rules: pop the history; when connected, a Connect underneath shows as
 * Account; with a single entry, close the modal. Leaving ConnectingFarcaster gives up its
 * sign-in and, while disconnected, clears the Farcaster URL and reloads the embedded wallet
 * 100 ms later (`FARCASTER_RELOAD_DELAY_MS`); leaving EmailLogin or UpdateEmailWallet drops its flow,
 * leaving ConnectingSocial closes the provider's window;
 * leaving ApproveTransaction aborts the request it shows.
 *
 * @example
 * goBack(config)
 */
export function goBack(config: PorticoConfig): void {
  const { history } = config.stores.router.getState()
  const [current, ...rest] = [...history].reverse()
  const previous = rest[0]
  if (!current || !previous) {
    closeModal(config)
    return
  }

  const connected = isConnected(config)
  if (current.view === 'EmailLogin') cancelEmailLogin(config)
  if (current.view === 'ConnectingSocial') cancelSocialLogin(config)
  if (current.view === 'ApproveTransaction') abortPendingApproval(config)
  if (current.view === 'UpdateEmailWallet') setEmailFlow(config, 'update', undefined)
  // Leaving ConnectingFarcaster: set by connectFarcaster, which every ConnectingFarcaster
  // starts, so its rules load with it; it does nothing on any other view.
  config.internal.leaveFarcaster?.(config)

  const below = rest.slice(1).reverse()
  const shown: RouteEntry =
    connected && previous.view === 'Connect' ? { view: 'Account' } : previous
  setRouterHistory(config, [...below, shown])
}
