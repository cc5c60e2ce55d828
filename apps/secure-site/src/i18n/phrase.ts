import type { MessageId, Translate } from './messageId.ts'

/**
 * A piece of text that keeps its own direction inside a sentence of any language:
 * - 'address': an address, hash or hex data, always left to right and never reordered;
 * - 'amount': a number with its unit ('12.5 PUSD'), left to right as one unit;
 * - 'foreign': words the page or the chain chose (a name, a revert reason), isolated in the
 *   direction of their own first letter, so they cannot reorder the sentence around them.
 */
export interface IsolatedText {
  kind: 'address' | 'amount' | 'foreign'
  text: string
}

/** Text as the approve view shows it: the locale's words, and isolated parts among them. */
export type Phrase = readonly (string | IsolatedText)[]

export const address = (text: string): IsolatedText => ({ kind: 'address', text })
export const amount = (text: string): IsolatedText => ({ kind: 'amount', text })
export const foreign = (text: string): IsolatedText => ({ kind: 'foreign', text })

/** What a message's `{arguments}` are given here: plain values, or parts kept apart. */
export type PhraseValues = Readonly<Record<string, string | number | IsolatedText | Phrase>>

// An invisible separator no catalogue uses, around each part's name in the translated text.
const MARK = '\u2063'

/**
 * A message translated as a whole (so a language places its parts where its grammar puts them),
 * then cut where each isolated part or nested phrase stood. A plain value cannot be mistaken
 * for a part: the separator is taken out of it first.
 *
 * @example
 * translatePhrase(t, 'sentence.send', { amount: amount('12.5 PUSD'), to: address(to) })
 * // ['Send ', { kind: 'amount', text: '12.5 PUSD' }, ' to ', { kind: 'address', text: '0x…' }]
 */
export function translatePhrase(t: Translate, id: MessageId, values: PhraseValues = {}): Phrase {
  const plain: Record<string, string | number> = {}
  const parts = new Map<string, Phrase>()
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === 'number') plain[name] = value
    else if (typeof value === 'string') plain[name] = value.replaceAll(MARK, '')
    else {
      parts.set(name, Array.isArray(value) ? (value as Phrase) : [value as IsolatedText])
      plain[name] = MARK + name + MARK
    }
  }
  const phrase: (string | IsolatedText)[] = []
  // split gives text, name, text, name, ...: odd positions are part names.
  for (const [index, piece] of t(id, plain).split(MARK).entries()) {
    const part = index % 2 === 1 ? parts.get(piece) : undefined
    if (part) phrase.push(...part)
    else if (piece) phrase.push(piece)
  }
  return phrase
}

/**
 * The phrase as plain text, for `document.title` and tests.
 *
 * @example
 * phraseText(['Send ', amount('1 ETH')]) // 'Send 1 ETH'
 */
export function phraseText(phrase: Phrase): string {
  return phrase.map((part) => (typeof part === 'string' ? part : part.text)).join('')
}
