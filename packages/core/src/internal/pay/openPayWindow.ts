import { SOCIAL_POPUP_HEIGHT_PX, SOCIAL_POPUP_WIDTH_PX } from '../../constants.ts'
import { openCenteredWindow } from '../modal/openCenteredWindow.ts'

/** One window for an exchange's checkout: a second click reuses it instead of stacking windows. */
export const PAY_WINDOW_NAME = 'portico-pay'

/**
 * Opens the empty window the exchange's page will load in (the size of the social sign-in's),
 * in the visitor's click; undefined when the browser blocked it.
 */
export function openPayWindow(): Window | undefined {
  return openCenteredWindow({
    name: PAY_WINDOW_NAME,
    width: SOCIAL_POPUP_WIDTH_PX,
    height: SOCIAL_POPUP_HEIGHT_PX,
  })
}
