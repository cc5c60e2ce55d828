import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, expect, it } from 'vitest'
import { undeclaredSourceImports } from './checkSourceImports.ts'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

function packageDir(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'portico-check-source-'))
  dirs.push(dir)
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(join(dir, path), text)
  }
  return dir
}

const manifest = JSON.stringify({
  name: '@portico/example',
  dependencies: { '@portico/core': '0.1.0' },
  peerDependencies: { react: '>=18.3' },
})

it('default: declared imports, relative ones and test code pass', () => {
  const dir = packageDir({
    'package.json': manifest,
    'src/a.tsx':
      "import { b } from './b.ts'\nimport type { C } from '@portico/core'\nimport { jsx } from 'react/jsx-runtime'\n",
    'src/a.test.ts': "import { it } from 'vitest'\n",
    'src/test/helper.ts': "import { startTestAnvil } from '@portico/devnet'\n",
  })
  expect(undeclaredSourceImports(dir)).toEqual([])
})

it('behavior: an undeclared import fails, a type-only one and a dynamic one too', () => {
  const dir = packageDir({
    'package.json': manifest,
    'src/a.ts':
      "import type { Hex } from 'viem'\n// import 'in-a-comment'\nexport const load = () => import('@portico/evm')\n",
  })
  expect(undeclaredSourceImports(dir)).toEqual([
    'src/a.ts imports @portico/evm',
    'src/a.ts imports viem',
  ])
})
