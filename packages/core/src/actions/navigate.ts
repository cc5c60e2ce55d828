import { setRouterHistory } from '../internal/modal/setRouterHistory.ts'
import type { PorticoConfig } from '../types/config.ts'
import type { RouteData, ViewName } from '../types/views.ts'

/**
 * Pushes a view on the history stack.
 *
 * @example
 * navigate(config, 'ConnectingExternal', { connector })
 */
export function navigate(config: PorticoConfig, view: ViewName, data?: RouteData): void {
  const { history } = config.stores.router.getState()
  setRouterHistory(config, [...history, { view, data }])
}
