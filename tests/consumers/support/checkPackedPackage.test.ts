import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { PackedManifest, PackedPackage } from '../../../scripts/lib/packPublished.mjs'
import { checkPackedPackage } from './checkPackedPackage.ts'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

const GOOD_MANIFEST: PackedManifest = {
  name: '@portico/example',
  version: '0.1.0',
  type: 'module',
  sideEffects: false,
  exports: {
    '.': {
      '@portico/source': './src/exports/index.ts',
      types: './dist/index.d.ts',
      default: './dist/index.js',
    },
  },
  dependencies: { '@portico/core': '0.1.0', valibot: '~1.5.0' },
}

const GOOD_FILES: Record<string, string> = {
  'package.json': '{}',
  'README.md': '# example',
  'dist/index.js':
    "import { a } from '@portico/core'\nimport * as v from 'valibot'\nexport { a, v }\n",
  'dist/index.d.ts': "export { a } from '@portico/core'\n",
}

/** A packed package as packPublished describes one, its files written to a temporary folder. */
function packed(
  manifest: PackedManifest = GOOD_MANIFEST,
  files: Record<string, string> = GOOD_FILES,
): PackedPackage {
  const unpackedDir = mkdtempSync(join(tmpdir(), 'portico-check-packed-'))
  dirs.push(unpackedDir)
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(unpackedDir, path)), { recursive: true })
    writeFileSync(join(unpackedDir, path), text)
  }
  return {
    name: manifest.name,
    version: manifest.version,
    tarball: join(unpackedDir, 'example.tgz'),
    size: 1,
    unpackedSize: 1,
    files: Object.keys(files).map((path) => ({ path, size: files[path]?.length ?? 0 })),
    unpackedDir,
    manifest,
  }
}

const PUBLISHED = new Set(['@portico/core', '@portico/example'])

describe('checkPackedPackage', () => {
  it('default: a built package with declared imports passes', () => {
    expect(checkPackedPackage(packed(), PUBLISHED)).toEqual([])
  })

  it('behavior: TypeScript sources and tests in the tarball fail', () => {
    const problems = checkPackedPackage(
      packed(GOOD_MANIFEST, { ...GOOD_FILES, 'src/index.ts': '', 'dist/index.test.js': '' }),
      PUBLISHED,
    )
    expect(problems).toContain('ships TypeScript source src/index.ts')
    expect(problems).toContain('ships src/index.ts, outside dist/')
    expect(problems).toContain('ships test code dist/index.test.js')
  })

  it('behavior: an import the manifest does not declare fails, in JS and in declarations', () => {
    const problems = checkPackedPackage(
      packed(GOOD_MANIFEST, {
        ...GOOD_FILES,
        'dist/index.js': "import { x } from 'viem'\n// import 'not-this-comment'\nexport { x }\n",
        'dist/index.d.ts':
          '/// <reference types="node" />\nexport type { Y } from \'@wagmi/core\'\n',
      }),
      PUBLISHED,
    )
    expect(problems).toEqual([
      'dist/index.js imports viem, which package.json does not declare',
      'dist/index.d.ts imports @wagmi/core, which package.json does not declare',
      'dist/index.d.ts needs Node (node), which a browser package cannot',
    ])
  })

  it('behavior: a dependency on a workspace that is not published fails', () => {
    const manifest = {
      ...GOOD_MANIFEST,
      dependencies: { ...GOOD_MANIFEST.dependencies, '@portico/test-utils': '0.1.0' },
    }
    expect(checkPackedPackage(packed(manifest), PUBLISHED)).toEqual([
      'depends on @portico/test-utils, a workspace that is not published',
    ])
  })

  it('behavior: exports that point at TypeScript, or at files not packed, fail', () => {
    const manifest = {
      ...GOOD_MANIFEST,
      exports: {
        '.': './src/exports/index.ts',
        './extra': { types: './dist/extra.d.ts', default: './dist/extra.js' },
      },
    }
    expect(checkPackedPackage(packed(manifest), PUBLISHED)).toEqual([
      'exports["."] is a bare path, without "types" and "default"',
      'exports["./extra"].types → ./dist/extra.d.ts, which is not in the tarball',
      'exports["./extra"].default → ./dist/extra.js, which is not in the tarball',
    ])
  })
})
