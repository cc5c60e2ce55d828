import type { IsolatedText, Phrase } from './phrase.ts'

/**
 * An isolated part as an element: an address or an amount in a left-to-right isolate
 * (`dir="ltr"`: bidi never reverses or splits it inside an Arabic sentence), the page's or the
 * chain's own words in a `<bdi>` (isolated in their own direction). Text only, never markup.
 *
 * @example
 * element.append(isolatedElement(document, address(to)))
 */
export function isolatedElement(document: Document, part: IsolatedText): HTMLElement {
  const element = document.createElement(part.kind === 'foreign' ? 'bdi' : 'span')
  if (part.kind !== 'foreign') {
    element.dir = 'ltr'
    element.className = part.kind
  }
  element.textContent = part.text
  return element
}

/**
 * A phrase as nodes to append: the locale's words as text, its isolated parts as elements.
 *
 * @example
 * paragraph.append(...renderPhrase(document, translatePhrase(t, 'sentence.send', values)))
 */
export function renderPhrase(document: Document, phrase: Phrase): (string | Node)[] {
  return phrase.map((part) => (typeof part === 'string' ? part : isolatedElement(document, part)))
}
