import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Locale } from '@portico/core'

type Catalog = Record<string, string>

// A path, not a URL: under happy-dom `URL` is the DOM's, which node:fs does not take.
const catalogs = join(dirname(fileURLToPath(import.meta.url)), '..', 'i18n', 'catalogs')
const readCatalog = (locale: string, part: string): Catalog =>
  JSON.parse(readFileSync(join(catalogs, locale, `${part}.json`), 'utf8'))

/** '{name}' and plural arguments match any text; the rest literally. */
function messagePattern(message: string): RegExp {
  const literal = message
    .split(/\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}/)
    .map((piece) => piece.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
  return new RegExp(`^${literal.join('.+')}$`)
}

/**
 * The English messages of the catalogue `parts` that `root` still shows in `locale`: an
 * element's text, `aria-label`, `title`, `placeholder` or `alt` that is a whole English message
 * (arguments match anything). Messages the locale writes as English does ('Token', 'NFT') are
 * not counted. Each finding reads 'id: "text"'.
 *
 * @example
 * expect(englishLeft(kit.host()?.shadowRoot, 'de', ['account'])).toEqual([])
 */
export function englishLeft(
  root: ParentNode | null | undefined,
  locale: Locale,
  parts: readonly string[],
): string[] {
  if (!root) throw new Error('Nothing to look at: the modal is not rendered')
  const patterns: [string, RegExp][] = []
  for (const part of parts) {
    const english = readCatalog('en', part)
    const translated = readCatalog(locale, part)
    for (const [id, message] of Object.entries(english))
      if (translated[id] !== message) patterns.push([id, messagePattern(message)])
  }
  const found = new Set<string>()
  for (const element of root.querySelectorAll('*')) {
    const texts = [
      element.textContent,
      ...['aria-label', 'title', 'placeholder', 'alt'].map((name) => element.getAttribute(name)),
    ]
    for (const raw of texts) {
      const text = raw?.replace(/\s+/g, ' ').trim()
      if (!text) continue
      for (const [id, pattern] of patterns) if (pattern.test(text)) found.add(`${id}: "${text}"`)
    }
  }
  return [...found]
}
