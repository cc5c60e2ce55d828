import type { EntrySize, SharedChunk } from './entrySizeRows.ts'

const BUDGETS_FILE = 'tests/consumers/sizeBudgets.ts'

const HEADINGS: Record<EntrySize['group'], string> = {
  initial: 'Up front (React and react-dom left out: peers)',
  adapter: 'An adapter in createConfig: what it adds up front (dependencies counted, peers not)',
  kitLazy: 'Lazy: what each import() fetches beyond the initial bundle and, for a view, the modal',
  adapterLazy:
    "An adapter's lazy imports, together: what they fetch beyond its page's initial bundle",
}

export interface CheckSizeBudgetsReturnType {
  /** One line per entry over its limit, without a limit, or per limit of nothing measured. */
  problems: string[]
  /** Every entry's size and limit, grouped, for the log. */
  table: string
}

/**
 * Compares each measured entry with its limit (gzip bytes, keyed by the entry's id).
 *
 * @example
 * const { problems, table } = checkSizeBudgets({ rows, shared, budgets: SIZE_BUDGETS })
 * if (problems.length) throw new Error(problems.join('\n'))
 */
export function checkSizeBudgets(parameters: {
  rows: readonly EntrySize[]
  shared?: readonly SharedChunk[]
  budgets: Readonly<Record<string, number>>
}): CheckSizeBudgetsReturnType {
  const { rows, shared = [], budgets } = parameters
  const problems: string[] = []
  for (const { id, bytes } of rows) {
    const limit = budgets[id]
    if (limit === undefined)
      problems.push(
        `${id}: ${kb(bytes)} gzip (${bytes} B) and no limit; add one to ${BUDGETS_FILE}`,
      )
    else if (bytes > limit)
      problems.push(
        `${id}: ${kb(bytes)} gzip (${bytes} B), over its limit of ${kb(limit)} (${limit} B) by ${bytes - limit} B`,
      )
  }
  const measured = new Set(rows.map((row) => row.id))
  for (const id of Object.keys(budgets))
    if (!measured.has(id))
      problems.push(`${id}: a limit in ${BUDGETS_FILE}, but no entry of that name was measured`)

  const width = Math.max(0, ...rows.map((row) => row.id.length))
  const lines = [`${' '.repeat(width + 2)}      size     limit`]
  let group: EntrySize['group'] | undefined
  for (const row of rows) {
    if (row.group !== group) {
      group = row.group
      lines.push(HEADINGS[group])
    }
    const limit = budgets[row.id]
    const over = limit !== undefined && row.bytes > limit
    lines.push(
      `  ${row.id.padEnd(width)}  ${kb(row.bytes).padStart(8)}  ${
        limit === undefined ? '    none' : kb(limit).padStart(8)
      }${over ? '  OVER' : ''}${row.note ? `  ${row.note}` : ''}`,
    )
  }
  if (shared.length)
    lines.push('Chunks in more than one lazy row (whichever loads first fetches them)')
  for (const chunk of shared)
    lines.push(`  ${chunk.name}, ${kb(chunk.bytes)}: ${chunk.ids.join(', ')}`)
  return { problems, table: lines.join('\n') }
}

const kb = (bytes: number) => `${(Math.round(bytes / 102.4) / 10).toFixed(1)} KB`
