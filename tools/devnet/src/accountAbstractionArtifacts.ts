import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import * as v from 'valibot'
import type { Abi, Hex } from 'viem'
import type { TokenArtifact } from './compilePorticoToken.ts'
import { AccountAbstractionArtifactError } from './errors.ts'

/** The ERC-4337 contracts the devnet deploys, as published (MIT). */
export interface AccountAbstractionArtifacts {
  entryPoint: TokenArtifact
  factory: TokenArtifact
}

/** Where each sits in `@account-abstraction/contracts@0.8.0` (its hardhat output, never recompiled). */
const ARTIFACT_FILES = {
  entryPoint: '@account-abstraction/contracts/artifacts/EntryPoint.json',
  factory: '@account-abstraction/contracts/artifacts/SimpleAccountFactory.json',
} as const satisfies Record<keyof AccountAbstractionArtifacts, string>

// Files from node_modules are input too: a broken install should say so, not deploy garbage.
const artifactFileSchema = v.looseObject({
  abi: v.array(v.looseObject({ type: v.string() })),
  bytecode: v.pipe(v.string(), v.regex(/^0x(?:[0-9a-fA-F]{2})+$/)),
})

const require = createRequire(import.meta.url)
let loading: Promise<AccountAbstractionArtifacts> | undefined

async function readArtifact(file: string): Promise<TokenArtifact> {
  const path = require.resolve(file)
  const parsed = v.safeParse(artifactFileSchema, JSON.parse(await readFile(path, 'utf8')))
  if (!parsed.success) throw new AccountAbstractionArtifactError(path)
  return { abi: parsed.output.abi as unknown as Abi, bytecode: parsed.output.bytecode as Hex }
}

/**
 * Reads the published build artifacts of EntryPoint and SimpleAccountFactory from
 * `@account-abstraction/contracts@0.8.0`: JSON files, read once per process (no compiler).
 *
 * @example
 * const { entryPoint, factory } = await loadAccountAbstractionArtifacts()
 */
export function loadAccountAbstractionArtifacts(): Promise<AccountAbstractionArtifacts> {
  loading ??= (async () => {
    const [entryPoint, factory] = await Promise.all([
      readArtifact(ARTIFACT_FILES.entryPoint),
      readArtifact(ARTIFACT_FILES.factory),
    ])
    return { entryPoint, factory }
  })()
  // A failed read is not kept: the next call tries again.
  loading.catch(() => {
    loading = undefined
  })
  return loading
}
