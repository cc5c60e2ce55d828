import type { PorticoConfig } from '../types/config.ts'
import { navigate } from './navigate.ts'
import { resetBuy } from './resetBuy.ts'

/**
 * Opens the Buy view (pushed on the history unless it is the current view) on an empty form,
 * paying by card. The view then reports BUY_OPENED, reads the balances and loads the options
 * (`startBuy`).
 *
 * @example
 * openBuy(config)
 */
export function openBuy(config: PorticoConfig): void {
  resetBuy(config)
  if (config.stores.router.getState().view !== 'Buy') navigate(config, 'Buy')
}
