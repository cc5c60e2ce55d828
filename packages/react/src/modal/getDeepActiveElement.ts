/**
 * The focused element, looking through open shadow roots (`document.activeElement` stops at the
 * shadow host). Used to hand focus back to whatever opened the modal.
 *
 * @example
 * const opener = getDeepActiveElement() // the <button> inside a host page's web component
 */
export function getDeepActiveElement(root: Document | ShadowRoot = document): HTMLElement | null {
  let active = root.activeElement
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
  return active instanceof HTMLElement ? active : null
}
