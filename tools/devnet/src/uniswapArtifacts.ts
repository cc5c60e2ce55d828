import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import * as v from 'valibot'
import type { Abi, Hex } from 'viem'
import type { TokenArtifact } from './compilePorticoToken.ts'
import { UniswapArtifactError } from './errors.ts'

/** The Uniswap V2 contracts the devnet deploys, as published (GPL-3.0-or-later). */
export interface UniswapArtifacts {
  weth: TokenArtifact
  factory: TokenArtifact
  router: TokenArtifact
  /** Not deployed by us: the factory creates pairs from the same code. Its ABI reads reserves. */
  pair: TokenArtifact
}

/** Where each artifact sits in its npm package (their `build/` output, never recompiled). */
const ARTIFACT_FILES = {
  weth: '@uniswap/v2-periphery/build/WETH9.json',
  factory: '@uniswap/v2-core/build/UniswapV2Factory.json',
  router: '@uniswap/v2-periphery/build/UniswapV2Router02.json',
  pair: '@uniswap/v2-core/build/UniswapV2Pair.json',
} as const satisfies Record<keyof UniswapArtifacts, string>

// Files from node_modules are input too: a broken install should say so, not deploy garbage.
const artifactFileSchema = v.looseObject({
  abi: v.array(v.looseObject({ type: v.string() })),
  evm: v.looseObject({
    bytecode: v.looseObject({ object: v.pipe(v.string(), v.regex(/^(?:0x)?[0-9a-fA-F]+$/)) }),
  }),
})

const require = createRequire(import.meta.url)
let loading: Promise<UniswapArtifacts> | undefined

async function readArtifact(file: string): Promise<TokenArtifact> {
  const path = require.resolve(file)
  const parsed = v.safeParse(artifactFileSchema, JSON.parse(await readFile(path, 'utf8')))
  if (!parsed.success) throw new UniswapArtifactError(path)
  const object = parsed.output.evm.bytecode.object
  return {
    abi: parsed.output.abi as unknown as Abi,
    bytecode: (object.startsWith('0x') ? object : `0x${object}`) as Hex,
  }
}

/**
 * Reads the published build artifacts of `@uniswap/v2-core@1.0.1` (factory, pair) and
 * `@uniswap/v2-periphery@1.1.0-beta.0` (Router02, WETH9): JSON files, read once per process
 * (milliseconds, no compiler). The router's hard-coded pair init code hash is the keccak of
 * this pair's bytecode (checked in uniswap.test.ts), so it finds the pairs the factory creates.
 *
 * @example
 * const { router } = await loadUniswapArtifacts()
 */
export function loadUniswapArtifacts(): Promise<UniswapArtifacts> {
  loading ??= (async () => {
    const [weth, factory, router, pair] = await Promise.all([
      readArtifact(ARTIFACT_FILES.weth),
      readArtifact(ARTIFACT_FILES.factory),
      readArtifact(ARTIFACT_FILES.router),
      readArtifact(ARTIFACT_FILES.pair),
    ])
    return { weth, factory, router, pair }
  })()
  // A failed read is not kept: the next call tries again.
  loading.catch(() => {
    loading = undefined
  })
  return loading
}
