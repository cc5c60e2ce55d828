export interface OpenCenteredWindowParameters {
  /** The window's name: opening again with it reuses the window instead of stacking windows. */
  name: string
  width: number
  height: number
  /** Where it opens; empty for a blank window the caller sends somewhere once it knows where. */
  url?: string
}

/**
 * Opens a popup window centred over the page. It must run in the visitor's click, before
 * anything is awaited, or popup blockers stop it. Undefined when the browser blocked it. Not
 * `noopener`: the pages the kit opens (social sign-in's callback, a checkout, an exchange)
 * answer through `window.opener`, and the kit watches `closed`.
 *
 * @example
 * const popup = openCenteredWindow({ name: 'portico-social', width: 600, height: 800 })
 */
export function openCenteredWindow(parameters: OpenCenteredWindowParameters): Window | undefined {
  const { name, width, height, url = '' } = parameters
  if (typeof window === 'undefined' || typeof window.open !== 'function') return undefined
  const left = window.screenX + Math.max(0, (window.outerWidth - width) / 2)
  const top = window.screenY + Math.max(0, (window.outerHeight - height) / 2)
  const features = [
    'popup=yes',
    `width=${width}`,
    `height=${height}`,
    `left=${Math.round(left)}`,
    `top=${Math.round(top)}`,
  ].join(',')
  let popup: Window | null = null
  try {
    popup = window.open(url, name, features)
  } catch {
    // Some embedding contexts (sandboxed frames) throw rather than return null.
  }
  // Some blockers hand back a window that is already closed.
  return popup && !popup.closed ? popup : undefined
}
