import { isTelegram } from '../../utils/isTelegram.ts'

/**
 * Opens a wallet link. App schemes replace the page (the OS hands them to the app and the page
 * stays); web links get a tab. A Telegram mini-app or a framed page cannot navigate itself to
 * another app, so there everything gets a new context.
 */
export function openHref(href: string): void {
  if (typeof window === 'undefined') return
  const web = /^https?:/i.test(href)
  const framed = window.top !== window.self
  const target = web || isTelegram() || framed ? '_blank' : '_self'
  window.open(href, target, target === '_blank' ? 'noreferrer noopener' : undefined)
}
