import { SUPPORTED_LOCALES } from '@portico/core'
import { describe, expect, it } from 'vitest'
import { argumentNames, catalogProblems } from './checkCatalogs.ts'

describe('argumentNames', () => {
  it('lists the arguments of a message, plural branches included', () => {
    expect(argumentNames('Send {amount} {symbol}')).toEqual(['amount', 'symbol'])
    expect(argumentNames('{count, plural, one {# wallet on {network}} other {# wallets}}')).toEqual(
      ['count', 'network'],
    )
    expect(argumentNames('Send')).toEqual([])
  })
})

describe('catalogProblems', () => {
  const every = (catalog: Record<string, string>) =>
    new Map<string, Record<string, string>>(
      SUPPORTED_LOCALES.map((locale) => [locale, { ...catalog }]),
    )

  it('finds nothing wrong in complete catalogues', () => {
    expect(catalogProblems(every({ hello: 'Hello {name}' }))).toEqual([])
  })

  it('names a missing locale, key, extra key, empty message and changed argument', () => {
    const catalogs = every({ hello: 'Hello {name}', bye: 'Bye' })
    catalogs.delete('ko')
    catalogs.set('fr', { hello: 'Bonjour {nom}', bye: ' ', extra: 'x' })
    catalogs.set('de', { hello: 'Hallo {name}' })
    catalogs.set('xx', { hello: 'x {name}', bye: 'y' })
    expect(catalogProblems(catalogs)).toEqual([
      'catalogs/ko.json is missing',
      'fr: "hello" uses {nom}, English {name}',
      'fr: "bye" is empty',
      'fr: "extra" is not in the English catalogue',
      'de: missing "bye"',
      'catalogs/xx.json is not a supported locale',
    ])
  })

  it('names a message that does not parse', () => {
    const catalogs = every({ hello: 'Hello {name}' })
    catalogs.set('es', { hello: 'Hola {name' })
    expect(catalogProblems(catalogs)[0]).toMatch(/^es: "hello" does not parse/)
  })
})
