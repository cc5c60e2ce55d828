import { SOCIAL_POPUP_HEIGHT_PX, SOCIAL_POPUP_WIDTH_PX } from '../constants.ts'

/** One window for an exchange's checkout: a second click reuses it instead of stacking windows. */
export const PAY_WINDOW_NAME = 'portico-pay'

/**
 * Opens the empty window the exchange's page will load in, centred over the page (the size of
 * the social sign-in's). It must run in the visitor's click, before anything is awaited, or
 * popup blockers stop it. Undefined when the browser blocked it. Not `noopener`: the exchange's
 * page answers through `window.opener`, and the kit watches `closed`.
 */
export function openPayWindow(): Window | undefined {
  if (typeof window === 'undefined' || typeof window.open !== 'function') return undefined
  const left = window.screenX + Math.max(0, (window.outerWidth - SOCIAL_POPUP_WIDTH_PX) / 2)
  const top = window.screenY + Math.max(0, (window.outerHeight - SOCIAL_POPUP_HEIGHT_PX) / 2)
  const features = [
    'popup=yes',
    `width=${SOCIAL_POPUP_WIDTH_PX}`,
    `height=${SOCIAL_POPUP_HEIGHT_PX}`,
    `left=${Math.round(left)}`,
    `top=${Math.round(top)}`,
  ].join(',')
  const popup = window.open('', PAY_WINDOW_NAME, features)
  // Some blockers hand back a window that is already closed.
  return popup && !popup.closed ? popup : undefined
}
