import { ONRAMP_POPUP_HEIGHT_PX, ONRAMP_POPUP_WIDTH_PX } from '../constants.ts'

/** One checkout window: opening again reuses it instead of stacking windows. */
export const CHECKOUT_WINDOW_NAME = 'portico-onramp'

/**
 * Opens the provider's checkout window, centred over the page: empty (`url` undefined) or at
 * `url`. It must run in the visitor's click, before anything is awaited, or popup blockers stop
 * it. Undefined when the browser blocked it. Not `noopener`: the checkout page answers through
 * `window.opener`, and the kit watches `closed`.
 */
export function openCheckoutWindow(url = ''): Window | undefined {
  if (typeof window === 'undefined' || typeof window.open !== 'function') return undefined
  const left = window.screenX + Math.max(0, (window.outerWidth - ONRAMP_POPUP_WIDTH_PX) / 2)
  const top = window.screenY + Math.max(0, (window.outerHeight - ONRAMP_POPUP_HEIGHT_PX) / 2)
  const features = [
    'popup=yes',
    `width=${ONRAMP_POPUP_WIDTH_PX}`,
    `height=${ONRAMP_POPUP_HEIGHT_PX}`,
    `left=${Math.round(left)}`,
    `top=${Math.round(top)}`,
  ].join(',')
  let popup: Window | null = null
  try {
    popup = window.open(url, CHECKOUT_WINDOW_NAME, features)
  } catch {
    // Some embedding contexts (sandboxed frames) throw rather than return null.
  }
  // Some blockers hand back a window that is already closed.
  return popup && !popup.closed ? popup : undefined
}
