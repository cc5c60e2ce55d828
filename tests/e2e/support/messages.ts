import { frameMessages, kitMessages } from '@portico/i18n-tools'

/**
 * A locale's text by message id, its `{name}` arguments filled in from `values` (simple
 * arguments only: no plural or select). Fails on an id the catalogue does not have.
 */
export type Messages = (id: string, values?: Record<string, string>) => string

function withValues(lookup: (id: string) => string): Messages {
  return (id, values = {}) =>
    lookup(id).replace(/\{(\w+)\}/g, (placeholder, name: string) => {
      const value = values[name]
      if (value === undefined) throw new Error(`"${id}" needs a value for ${placeholder}`)
      return value
    })
}

const cache = new Map<string, Messages>()

function cached(key: string, read: () => (id: string) => string): Messages {
  const found = cache.get(key)
  if (found) return found
  const messages = withValues(read())
  cache.set(key, messages)
  return messages
}

/** The kit's messages in `locale` (packages/react/src/i18n/catalogs). */
export const kitText = (locale: string): Messages =>
  cached(`kit:${locale}`, () => kitMessages(locale))

/** The embedded wallet frame's messages in `locale` (apps/secure-site/src/i18n/catalogs). */
export const frameText = (locale: string): Messages =>
  cached(`frame:${locale}`, () => frameMessages(locale))

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A pattern that finds `text` anywhere in a name (a wallet's row also names its badges). */
export const containing = (text: string): RegExp => new RegExp(escaped(text))

/** A pattern for a name that starts with `text`. */
export const startingWith = (text: string): RegExp => new RegExp(`^${escaped(text)}`)
