import type { PorticoConfig } from '../../types/config.ts'
import type { RouteEntry } from '../../types/views.ts'

/** Writes the history stack; the current view and data are its last entry. */
export function setRouterHistory(
  config: PorticoConfig,
  history: readonly [...RouteEntry[], RouteEntry],
): void {
  const current = history[history.length - 1] as RouteEntry
  config.stores.router.setState({ view: current.view, data: current.data, history })
}
