// Runs `drizzle-kit generate` for this workspace. npm keeps drizzle-orm in
// apps/server/node_modules while drizzle-kit is hoisted to the root, where it cannot import
// drizzle-orm; a temporary link with --preserve-symlinks lets drizzle-kit resolve it from here.
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
  const result = spawnSync(
    process.execPath,
    [
      '--preserve-symlinks',
      '--preserve-symlinks-main',
      join(link, 'bin.cjs'),
      'generate',
      ...process.argv.slice(2),
    ],
    { cwd: serverDir, stdio: 'inherit' },
  )
  process.exitCode = result.status ?? 1
} finally {
  if (madeLink && lstatSync(link).isSymbolicLink()) unlinkSync(link)
}
