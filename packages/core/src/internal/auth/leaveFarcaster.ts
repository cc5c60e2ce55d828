import { FARCASTER_RELOAD_DELAY_MS } from '../../constants.ts'
import type { PorticoConfig } from '../../types/config.ts'
import { findAuthAdapter } from '../connection/getAuthAdapter.ts'
import { isConnected } from '../connection/isConnected.ts'
import { updateNamespaceState } from '../connection/updateNamespaceState.ts'

/**
 * Leaving ConnectingFarcaster (back, or the modal's close; spec §2; reached through
 * `config.internal.leaveFarcaster`, set by `connectFarcaster`): the sign-in under way
 * stops waiting, unless the visitor already approved it (then it completes, as a social one
 * does). While disconnected the Farcaster URL is cleared and, `FARCASTER_RELOAD_DELAY_MS` later,
 * the embedded wallet reloads (APP_RELOAD), which drops the approval it was still waiting for.
 */
export function leaveFarcaster(config: PorticoConfig): void {
  // Closing the modal on another view, with no sign-in under way: nothing to leave.
  const onView = config.stores.router.getState().view === 'ConnectingFarcaster'
  if (!onView && !config.internal.farcasterLogin) return
  const { farcaster } = config.stores.auth.getState()
  if (farcaster?.status === 'connecting') return
  const flow = config.internal.farcasterLogin
  config.internal.farcasterLogin = undefined
  flow?.cancel()
  if (farcaster) config.stores.auth.setState({ farcaster: undefined })
  if (isConnected(config)) return

  const { activeNamespace } = config.stores.connection.getState()
  updateNamespaceState(config.stores.account, activeNamespace, { farcasterUrl: undefined })
  const adapter = findAuthAdapter(config)
  if (!adapter) return
  clearTimeout(config.internal.farcasterReload?.timer)
  const reload = {
    timer: setTimeout(() => void reload.run(), FARCASTER_RELOAD_DELAY_MS),
    run: async () => {
      clearTimeout(reload.timer)
      if (config.internal.farcasterReload === reload) config.internal.farcasterReload = undefined
      await adapter.auth
        .reload()
        .catch((error) => console.warn('[portico] the embedded wallet did not reload', error))
    },
  }
  config.internal.farcasterReload = reload
}
