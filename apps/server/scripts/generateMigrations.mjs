// Runs `drizzle-kit generate` for this workspace, once per dialect: SQLite (drizzle.config.ts →
// drizzle/sqlite) and Postgres (drizzle.pg.config.ts → drizzle/pg); arguments (e.g. --name) go
// to both. npm keeps drizzle-orm in apps/server/node_modules while drizzle-kit is hoisted to the
// root, where it cannot import drizzle-orm; a temporary link with --preserve-symlinks lets
// drizzle-kit resolve it from here.
import { spawnSync } from 'node:child_process'
import { existsSync, lstatSync, symlinkSync, unlinkSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const serverDir = dirname(dirname(fileURLToPath(import.meta.url)))
const kitDir = dirname(createRequire(import.meta.url).resolve('drizzle-kit'))
const link = join(serverDir, 'node_modules', 'drizzle-kit')
const madeLink = !existsSync(link)
if (madeLink) symlinkSync(kitDir, link, 'dir')
try {
  for (const config of ['drizzle.config.ts', 'drizzle.pg.config.ts']) {
    const result = spawnSync(
      process.execPath,
      [
        '--preserve-symlinks',
        '--preserve-symlinks-main',
        join(link, 'bin.cjs'),
        'generate',
        `--config=${config}`,
        ...process.argv.slice(2),
      ],
      { cwd: serverDir, stdio: 'inherit' },
    )
    process.exitCode = result.status ?? 1
    if (process.exitCode !== 0) break
  }
} finally {
  if (madeLink && lstatSync(link).isSymbolicLink()) unlinkSync(link)
}
