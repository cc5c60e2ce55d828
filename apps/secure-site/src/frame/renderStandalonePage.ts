import type { FrameI18n } from '../i18n/frameI18n.ts'

/**
 * The page a visitor sees when opening the frame's URL directly: it only works inside a site.
 *
 * @example
 * renderStandalonePage(document, document.getElementById('app')!, i18n)
 */
export function renderStandalonePage(document: Document, root: HTMLElement, i18n: FrameI18n): void {
  const main = document.createElement('main')
  main.className = 'standalone'
  const heading = document.createElement('h1')
  heading.textContent = i18n.t('standalone.title')
  const text = document.createElement('p')
  text.textContent = i18n.t('standalone.body')
  main.append(heading, text)
  root.replaceChildren(main)
  root.hidden = false
}
