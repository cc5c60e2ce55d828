import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { findCrossWorkspaceImports, readRepository } from './findCrossWorkspaceImports.ts'

const ROOT_DIR = fileURLToPath(new URL('../../..', import.meta.url))

describe('no cross-workspace imports', () => {
  it('default: no file in the repository reaches into another workspace, and no published package ships @portico/test-utils', () => {
    const repository = readRepository(ROOT_DIR)
    expect(repository.files.length).toBeGreaterThan(100)
    expect(repository.publishedWorkspaces.has('packages/core')).toBe(true)
    expect(findCrossWorkspaceImports(repository)).toEqual([])
  })

  it('default: published packages list @portico/test-utils in devDependencies only', () => {
    const { publishedWorkspaces } = readRepository(ROOT_DIR)
    const shipping = [...publishedWorkspaces].filter((workspace) => {
      const manifest = JSON.parse(readFileSync(join(ROOT_DIR, workspace, 'package.json'), 'utf8'))
      return ['dependencies', 'peerDependencies', 'optionalDependencies'].some(
        (field) => manifest[field]?.['@portico/test-utils'] !== undefined,
      )
    })
    expect(shipping).toEqual([])
  })

  it('behavior: a relative path into another workspace is reported; one inside the workspace or to the root scripts is not', () => {
    const found = findCrossWorkspaceImports({
      files: [
        {
          path: 'packages/react/src/views/A.test.tsx',
          text: [
            "import { authAdapter } from '../../../core/src/testing/authAdapter.ts'",
            "import { renderKit } from '../../test/renderKit.tsx'",
            "// import { x } from '../../../../apps/server/src/config.ts' (a comment is no import)",
            "const lazy = () => import('../../../walletconnect/src/test/harness.ts')",
          ].join('\n'),
        },
        {
          path: 'tests/e2e/support/peer.ts',
          text: "export { createTestWallet } from '../../../packages/walletconnect/src/test/createTestWallet.ts'",
        },
        { path: 'bench/run.ts', text: "import '../tests/e2e/support/chromium.ts'" },
        {
          path: 'tests/e2e/playwright.config.ts',
          text: "import { SOURCE_CONDITION } from '../../scripts/lib/sourceCondition.mjs'",
        },
      ],
      publishedWorkspaces: new Set(['packages/react']),
    })
    expect(found.map(({ file, specifier }) => `${file} → ${specifier}`)).toEqual([
      'packages/react/src/views/A.test.tsx → ../../../core/src/testing/authAdapter.ts',
      'packages/react/src/views/A.test.tsx → ../../../walletconnect/src/test/harness.ts',
      'tests/e2e/support/peer.ts → ../../../packages/walletconnect/src/test/createTestWallet.ts',
      'bench/run.ts → ../tests/e2e/support/chromium.ts',
    ])
  })

  it("behavior: a package's src reached through its name is reported", () => {
    const found = findCrossWorkspaceImports({
      files: [
        {
          path: 'tests/e2e/specs/a.spec.ts',
          text: "import { buildServer } from '@portico/server/src/buildServer.ts'\nimport { x } from '@portico/server/buildServer'",
        },
      ],
      publishedWorkspaces: new Set(),
    })
    expect(found.map(({ specifier }) => specifier)).toEqual(['@portico/server/src/buildServer.ts'])
  })

  it('behavior: a published package imports @portico/test-utils from its tests only', () => {
    const text = "import { TEST_ADDRESS } from '@portico/test-utils/accounts'"
    const found = findCrossWorkspaceImports({
      files: [
        { path: 'packages/react/src/hooks/useAccount.ts', text },
        { path: 'packages/react/src/hooks/useAccount.test.tsx', text },
        { path: 'packages/react/src/test/createTestAdapter.ts', text },
        { path: 'tools/test-wallet/src/createTestWallet.ts', text },
      ],
      publishedWorkspaces: new Set(['packages/react']),
    })
    expect(found.map(({ file }) => file)).toEqual(['packages/react/src/hooks/useAccount.ts'])
  })
})
