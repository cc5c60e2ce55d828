import { SOCIAL_POPUP_HEIGHT_PX, SOCIAL_POPUP_WIDTH_PX } from '../../constants.ts'
import { openCenteredWindow } from '../modal/openCenteredWindow.ts'

/** One window for social sign-in: a second click reuses it instead of stacking windows. */
export const SOCIAL_POPUP_NAME = 'portico-social'

/**
 * Opens the empty 600 x 800 window the provider's page will load in (spec §4), in the visitor's
 * click; undefined when the browser blocked it.
 */
export function openSocialPopup(): Window | undefined {
  return openCenteredWindow({
    name: SOCIAL_POPUP_NAME,
    width: SOCIAL_POPUP_WIDTH_PX,
    height: SOCIAL_POPUP_HEIGHT_PX,
  })
}
