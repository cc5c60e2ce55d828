import { inArray } from 'drizzle-orm'
import { type Queryable, tablesOf } from '../../db/database.ts'
import { NAME_LABEL_MAX_LENGTH, NAME_SUGGESTIONS } from './profileConstants.ts'

export interface SuggestNamesParameters {
  /** A label that passed `checkNameLabel`, lower case. */
  label: string
  zone: string
}

/** The asked name first, then (when it is taken) free alternatives. */
export interface SuggestNamesReturnType {
  suggestions: { name: string; registered: boolean }[]
}

// Tried in this order: digits and short words after the label, each keeping the label rules.
const ENDINGS = ['1', '-id', '2', '-app', '3', '-web', '7', '-one', '99', '-me', '2026', '-x']

/**
 * Whether `<label>.<zone>` is registered and, when it is, up to 5 free names derived from it
 * (the label with digits or a hyphenated word after it, cut to stay within 63 characters), in
 * one query.
 *
 * @example
 * await suggestNames(db, { label: 'alice', zone: 'portico.id' })
 * // { suggestions: [{ name: 'alice.portico.id', registered: true }, { name: 'alice1.portico.id', registered: false }, …] }
 */
export async function suggestNames(
  db: Queryable,
  parameters: SuggestNamesParameters,
): Promise<SuggestNamesReturnType> {
  const { label, zone } = parameters
  const asked = `${label}.${zone}`
  const alternatives = [
    ...new Set(
      ENDINGS.map(
        (ending) => `${label.slice(0, NAME_LABEL_MAX_LENGTH - ending.length)}${ending}.${zone}`,
      ),
    ),
  ].filter((name) => name !== asked)
  const { profileNames } = tablesOf(db)
  const taken = new Set(
    (
      await db
        .select({ name: profileNames.name })
        .from(profileNames)
        .where(inArray(profileNames.name, [asked, ...alternatives]))
    ).map((row) => row.name),
  )
  if (!taken.has(asked)) return { suggestions: [{ name: asked, registered: false }] }
  return {
    suggestions: [
      { name: asked, registered: true },
      ...alternatives
        .filter((name) => !taken.has(name))
        .slice(0, NAME_SUGGESTIONS)
        .map((name) => ({ name, registered: false })),
    ],
  }
}
