/**
 * The page a visitor sees when opening the frame's URL directly: it only works inside a site.
 *
 * @example
 * renderStandalonePage(document, document.getElementById('app')!)
 */
export function renderStandalonePage(document: Document, root: HTMLElement): void {
  const main = document.createElement('main')
  main.className = 'standalone'
  const heading = document.createElement('h1')
  heading.textContent = 'Portico embedded wallet'
  const text = document.createElement('p')
  text.textContent = 'This page is the Portico embedded wallet; it runs inside a site.'
  main.append(heading, text)
  root.replaceChildren(main)
  root.hidden = false
}
