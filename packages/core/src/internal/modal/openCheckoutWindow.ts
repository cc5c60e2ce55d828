import { ONRAMP_POPUP_HEIGHT_PX, ONRAMP_POPUP_WIDTH_PX } from '../../constants.ts'
import { openCenteredWindow } from './openCenteredWindow.ts'

/** One checkout window: opening again reuses it instead of stacking windows. */
export const CHECKOUT_WINDOW_NAME = 'portico-onramp'

/**
 * Opens the provider's checkout window, empty (`url` undefined) or at `url`, in the visitor's
 * click; undefined when the browser blocked it.
 */
export function openCheckoutWindow(url = ''): Window | undefined {
  return openCenteredWindow({
    name: CHECKOUT_WINDOW_NAME,
    width: ONRAMP_POPUP_WIDTH_PX,
    height: ONRAMP_POPUP_HEIGHT_PX,
    url,
  })
}
