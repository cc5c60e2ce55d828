import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { CATALOG_DIRECTORIES } from './catalogDirectories.ts'
import { catalogProblems } from './checkCatalogs.ts'
import { compiledFiles, readCatalogs } from './compileCatalogs.ts'

/** The source files beside a catalogue folder (its package's src), tests and catalogues aside. */
function sourceTexts(directory: string): string {
  const root = join(directory, '..')
  const texts: string[] = []
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name)
      if (entry.isDirectory()) {
        if (path !== join(directory, 'compiled') && entry.name !== 'node_modules') walk(path)
      } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
        texts.push(readFileSync(path, 'utf8'))
    }
  }
  walk(root)
  return texts.join('\n')
}

describe.each(Object.entries(CATALOG_DIRECTORIES))('the %s catalogues', (_name, directory) => {
  const catalogs = readCatalogs(directory)

  it('have every locale and every key, with the English arguments', () => {
    expect(catalogProblems(catalogs)).toEqual([])
  })

  it('are compiled as they are now (run `npm run i18n` after an edit)', () => {
    const files = compiledFiles(directory)
    for (const [file, contents] of files)
      expect(readFileSync(file, 'utf8'), relative(directory, file)).toBe(contents)
    const compiledFolder = join(directory, 'compiled')
    const onDisk = existsSync(compiledFolder) ? readdirSync(compiledFolder) : []
    expect(onDisk.map((name) => join(compiledFolder, name)).sort()).toEqual(
      [...files.keys()].sort(),
    )
  })

  it('hold no message that no code reads', () => {
    const source = sourceTexts(directory)
    const unread = Object.keys(catalogs.get('en') ?? {}).filter(
      (id) => !source.includes(`'${id}'`) && !source.includes(`"${id}"`),
    )
    expect(unread).toEqual([])
  })
})
