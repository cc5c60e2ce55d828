import type { ScriptFiles } from './countScriptFiles.ts'

/**
 * The lines to print for a dApp's script files, and what is over its FILE_BUDGETS limits.
 *
 * @example
 * const { problems, lines } = checkFileBudgets(files, FILE_BUDGETS['vite-react19'])
 */
export function checkFileBudgets(
  files: ScriptFiles,
  budget: { beforeButton: number; forModal: number } | undefined,
): { problems: string[]; lines: string[] } {
  if (!budget)
    return { problems: ['no limits in FILE_BUDGETS (tests/consumers/sizeBudgets.ts)'], lines: [] }
  const rows = [
    { what: 'before the button', files: files.beforeButton, limit: budget.beforeButton },
    { what: 'for the modal', files: files.forModal, limit: budget.forModal },
  ]
  return {
    problems: rows
      .filter((row) => row.files.length > row.limit)
      .map((row) => `${row.files.length} files ${row.what}, over the limit of ${row.limit}`),
    lines: rows.map(
      (row) => `${row.what}: ${row.files.length} (limit ${row.limit}): ${row.files.join(', ')}`,
    ),
  }
}
