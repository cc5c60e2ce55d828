// The DOM pieces the Approve view's detail renderers build from (EVM's and Solana's alike).
import type { Phrase } from '../i18n/phrase.ts'
import { renderPhrase } from '../i18n/renderPhrase.ts'

/** A new element with its text (as text, never markup) and class. */
export function element<K extends keyof HTMLElementTagNameMap>(
  document: Document,
  tag: K,
  options: { text?: string; className?: string } = {},
): HTMLElementTagNameMap[K] {
  const created = document.createElement(tag)
  if (options.text !== undefined) created.textContent = options.text
  if (options.className) created.className = options.className
  return created
}

/** A field's value: a phrase, or an element of its own (calldata). */
export type FieldValue = Phrase | Node

/** The labelled fields of a detail section, as a definition list. */
export function fieldList(document: Document, fields: [string, FieldValue][]): HTMLDListElement {
  const list = element(document, 'dl', { className: 'fields' })
  for (const [label, value] of fields) {
    const definition = element(document, 'dd')
    if (Array.isArray(value)) definition.append(...renderPhrase(document, value as Phrase))
    else definition.append(value as Node)
    list.append(element(document, 'dt', { text: label }), definition)
  }
  return list
}
