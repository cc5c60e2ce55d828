import type english from './catalogs/en.json'

/** The id of a message: a key of the English catalogue, the source of every other one. */
export type MessageId = keyof typeof english

/** What a message's `{arguments}` are given: text, or a number its plural rules read. */
export type MessageValues = Readonly<Record<string, string | number>>

/** A locale's messages: the text of an id, its arguments filled in. */
export type Translate = (id: MessageId, values?: MessageValues) => string
