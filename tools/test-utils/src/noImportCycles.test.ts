import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import type { SourceFile } from './findCrossWorkspaceImports.ts'
import { findImportCycles } from './findImportCycles.ts'

const ROOT_DIR = fileURLToPath(new URL('../../..', import.meta.url))

// Every adapter, core and the secure site. Not packages/react yet: its views' lazy bundles
// re-export one another (modalBundle ↔ accountBundle ↔ …), a cycle of 21 files to untangle on
// its own.
const CHECKED = [
  'packages/core/src',
  'packages/evm/src',
  'packages/solana/src',
  'packages/bitcoin/src',
  'packages/walletconnect/src',
  'packages/embedded-wallet/src',
  'apps/secure-site/src',
]

function readSources(folder: string): SourceFile[] {
  return readdirSync(join(ROOT_DIR, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name))
    .map((name) => {
      const path = relative(ROOT_DIR, join(ROOT_DIR, folder, name))
        .split(sep)
        .join('/')
      return { path, text: readFileSync(join(ROOT_DIR, path), 'utf8') }
    })
}

describe('no import cycles', () => {
  it.each(CHECKED)('default: %s imports no cycle, type-only or not', (folder) => {
    const files = readSources(folder)
    expect(files.length).toBeGreaterThan(10)
    expect(findImportCycles(files)).toEqual([])
  })

  it('behavior: a type-only cycle, a re-export cycle and a self-import are found; a lazy import() is not', () => {
    const cycles = findImportCycles([
      { path: 'src/a.ts', text: "import type { B } from './b.ts'\nexport type A = B" },
      { path: 'src/b.ts', text: "import type { C } from './types/c.ts'\nexport type B = C" },
      { path: 'src/types/c.ts', text: "import type { A } from '../a.ts'\nexport type C = A" },
      { path: 'src/d.ts', text: "export * from './e.ts'" },
      { path: 'src/e.ts', text: "export { d } from './d.ts'" },
      { path: 'src/f.ts', text: "import { f } from './f.ts'" },
      { path: 'src/g.ts', text: "const load = () => import('./h.ts')" },
      { path: 'src/h.ts', text: "import { g } from './g.ts'" },
    ])
    expect(cycles).toEqual([
      ['src/a.ts', 'src/b.ts', 'src/types/c.ts'],
      ['src/d.ts', 'src/e.ts'],
      ['src/f.ts'],
    ])
  })
})
