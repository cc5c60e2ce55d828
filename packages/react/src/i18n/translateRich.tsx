import { Fragment, type ReactNode } from 'react'
import type { MessageId, MessageValues, Translate } from './messageId.ts'

// An invisible separator no catalogue uses, around each element's name in the translated text.
const MARK = '\u2063'

/**
 * A message with elements in it (links, a bold amount): translated as a whole, so a language
 * can place them where its grammar puts them, then cut where each `{name}` stood.
 *
 * @example
 * translateRich(t, 'connect.legal', { terms: <a href={termsUrl}>{t('connect.terms')}</a> })
 */
export function translateRich(
  t: Translate,
  id: MessageId,
  elements: Readonly<Record<string, ReactNode>>,
  values: MessageValues = {},
): ReactNode {
  const marks = Object.fromEntries(Object.keys(elements).map((name) => [name, MARK + name + MARK]))
  const parts = t(id, { ...values, ...marks }).split(MARK)
  // split gives text, name, text, name, ...: odd positions are element names.
  return parts.map((part, index) =>
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one message never reorder
    index % 2 === 1 ? <Fragment key={index}>{elements[part]}</Fragment> : part,
  )
}
