// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, it } from 'vitest'
import * as constants from './constants.ts'

const repo = fileURLToPath(new URL('../../../', import.meta.url))

/** The source files of every workspace (packages/*, apps/*), tests and re-exports left out. */
function sourceFiles(): string[] {
  const files: string[] = []
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) {
        if (!['node_modules', 'dist', 'testing', 'test'].includes(entry.name)) visit(path)
      } else if (/\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name))
        files.push(path)
    }
  }
  for (const group of ['packages', 'apps'])
    for (const workspace of readdirSync(join(repo, group), { withFileTypes: true }))
      if (workspace.isDirectory()) {
        const src = join(repo, group, workspace.name, 'src')
        try {
          visit(src)
        } catch {
          // A workspace without src/.
        }
      }
  const own = fileURLToPath(new URL('./constants.ts', import.meta.url))
  return files.filter((file) => file !== own && !relative(repo, file).includes('/exports/'))
}

it('every exported constant is read by the code (none is kept only for its test)', () => {
  const code = sourceFiles().map((file) => readFileSync(file, 'utf8'))
  const unread = Object.keys(constants).filter(
    (name) => !code.some((text) => new RegExp(`\\b${name}\\b`).test(text)),
  )
  expect(unread).toEqual([])
})
