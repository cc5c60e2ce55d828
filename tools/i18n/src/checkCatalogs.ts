import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage'
import { SUPPORTED_LOCALES } from '@portico/core'
import type { Catalog } from './compileCatalogs.ts'

type Token = ReturnType<typeof compileMessageOrThrow> extends (infer item)[] | string ? item : never

/** The argument names a message uses ('{amount} {symbol}' → amount, symbol), plural cases included. */
export function argumentNames(message: string): string[] {
  const names = new Set<string>()
  const visit = (tokens: unknown): void => {
    if (!Array.isArray(tokens)) return
    for (const token of tokens as Token[]) {
      if (!Array.isArray(token)) continue
      const [name, , cases] = token as [string, string?, Record<string, unknown>?]
      names.add(name)
      if (cases && typeof cases === 'object')
        for (const branch of Object.values(cases)) visit(branch)
    }
  }
  visit(compileMessageOrThrow(message))
  return [...names].sort()
}

/**
 * What is wrong with a folder's catalogues, one line each: a locale missing or unknown, a key
 * missing, extra or empty, a message that does not parse, or one whose arguments differ from
 * the English message's.
 */
export function catalogProblems(catalogs: ReadonlyMap<string, Catalog>): string[] {
  const problems: string[] = []
  const english = catalogs.get('en')
  if (!english) return ['catalogs/en.json is missing']
  for (const locale of SUPPORTED_LOCALES)
    if (!catalogs.has(locale)) problems.push(`catalogs/${locale}.json is missing`)
  for (const [locale, catalog] of catalogs) {
    if (!(SUPPORTED_LOCALES as readonly string[]).includes(locale))
      problems.push(`catalogs/${locale}.json is not a supported locale`)
    for (const id of Object.keys(english))
      if (!(id in catalog)) problems.push(`${locale}: missing "${id}"`)
    for (const [id, message] of Object.entries(catalog)) {
      if (!(id in english)) {
        problems.push(`${locale}: "${id}" is not in the English catalogue`)
        continue
      }
      if (typeof message !== 'string' || !message.trim()) {
        problems.push(`${locale}: "${id}" is empty`)
        continue
      }
      let names: string[]
      try {
        names = argumentNames(message)
      } catch (error) {
        problems.push(`${locale}: "${id}" does not parse: ${(error as Error).message}`)
        continue
      }
      const expected = argumentNames(english[id] as string).join(', ')
      if (names.join(', ') !== expected)
        problems.push(`${locale}: "${id}" uses {${names.join(', ')}}, English {${expected}}`)
    }
  }
  return problems
}
