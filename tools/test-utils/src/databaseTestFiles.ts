import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'

/** What a test file calls when it builds a server or opens a database (apps/server/src/…). */
const TOUCHES_DATABASE =
  /\b(?:createTestServer|createAuthTestServer|createSocialTestServer|buildServer|openDatabase|createTestDatabase)\(/

/**
 * The rule for vitest project `server-postgres`: the test files under `root` that touch the
 * database, i.e. that build a server or open a database (they call one of TOUCHES_DATABASE's
 * functions). Files that test pure functions never do and run on SQLite's project only, since the
 * database is not theirs to tell apart. Paths are relative to `root`, as vitest's `include`
 * takes them; `exclude` drops more (relative paths too).
 *
 * @example
 * databaseTestFiles('apps/server', ['src/db/authUsersMigration.test.ts'])
 */
export function databaseTestFiles(root: string, exclude: readonly string[] = []): string[] {
  const files: string[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(path)
      } else if (
        entry.name.endsWith('.test.ts') &&
        TOUCHES_DATABASE.test(readFileSync(path, 'utf8'))
      )
        files.push(relative(root, path))
    }
  }
  walk(join(root, 'src'))
  return files.filter((file) => !exclude.includes(file)).sort()
}
