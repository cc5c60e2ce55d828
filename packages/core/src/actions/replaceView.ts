import { setRouterHistory } from '../internal/modal/setRouterHistory.ts'
import type { PorticoConfig } from '../types/config.ts'
import type { RouteData, ViewName } from '../types/views.ts'

/**
 * Replaces the current view, so that back skips it.
 *
 * @example
 * replaceView(config, 'Account')
 */
export function replaceView(config: PorticoConfig, view: ViewName, data?: RouteData): void {
  const { history } = config.stores.router.getState()
  setRouterHistory(config, [...history.slice(0, -1), { view, data }])
}
