// The repository's Markdown (docs/, the READMEs) links only to files that exist: a page that was
// moved or a path written from the wrong folder fails here instead of in a reader's browser.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, it } from 'vitest'

const ROOT_DIR = fileURLToPath(new URL('../../..', import.meta.url))
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.git', '.portico'])

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory())
      return SKIPPED_DIRS.has(entry.name) ? [] : markdownFiles(join(dir, entry.name))
    return entry.name.endsWith('.md') ? [join(dir, entry.name)] : []
  })
}

/** `[text](target)` links to a path (not a URL, not an anchor of the same page). */
function relativeLinks(markdown: string): string[] {
  return [...markdown.matchAll(/\]\(([^)\s#]+)(?:#[^)\s]*)?\)/g)]
    .map((match) => match[1] ?? '')
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target))
}

it('every relative link in the Markdown files points to a file or folder that exists', () => {
  const files = markdownFiles(ROOT_DIR)
  expect(files.length).toBeGreaterThan(50)
  const broken = files.flatMap((file) =>
    relativeLinks(readFileSync(file, 'utf8'))
      .filter((target) => !existsSync(join(dirname(file), decodeURIComponent(target))))
      .map((target) => `${relative(ROOT_DIR, file)} → ${target}`),
  )
  expect(broken).toEqual([])
})
