import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { compilePorticoToken } from './compilePorticoToken.ts'

let cacheDir: string

beforeAll(async () => {
  cacheDir = await mkdtemp(join(tmpdir(), 'portico-compile-'))
})

afterAll(async () => {
  await rm(cacheDir, { recursive: true, force: true })
})

describe('compilePorticoToken', () => {
  it('default: compiles an ERC-20 with the constructor the devnet deploys with', async () => {
    const { artifact, fromCache, cacheFile } = await compilePorticoToken({ cacheDir })
    expect(fromCache).toBe(false)
    expect(cacheFile.startsWith(cacheDir)).toBe(true)
    expect(artifact.bytecode).toMatch(/^0x[0-9a-f]{200,}$/)
    const functions = artifact.abi.flatMap((item) => (item.type === 'function' ? [item.name] : []))
    expect(functions.sort()).toEqual(
      [
        'allowance',
        'approve',
        'balanceOf',
        'decimals',
        'name',
        'symbol',
        'totalSupply',
        'transfer',
        'transferFrom',
      ].sort(),
    )
    const deployInputs = artifact.abi.find((item) => item.type === 'constructor')
    expect(
      deployInputs?.type === 'constructor' && deployInputs.inputs.map((input) => input.type),
    ).toEqual(['string', 'string', 'uint8', 'address[]', 'uint256'])
  }, 60_000)

  it('behavior: a second compile of the same source is a cache hit', async () => {
    const first = await compilePorticoToken({ cacheDir })
    const started = performance.now()
    const second = await compilePorticoToken({ cacheDir })
    expect(second.fromCache).toBe(true)
    expect(second.cacheFile).toBe(first.cacheFile)
    expect(second.artifact).toEqual(first.artifact)
    expect(performance.now() - started).toBeLessThan(500)
  }, 60_000)

  it('behavior: a corrupt cache file is ignored and replaced', async () => {
    const { cacheFile, artifact } = await compilePorticoToken({ cacheDir })
    await writeFile(cacheFile, '{"abi": "not an abi"')
    const recompiled = await compilePorticoToken({ cacheDir })
    expect(recompiled.fromCache).toBe(false)
    expect(recompiled.artifact).toEqual(artifact)
    expect((await compilePorticoToken({ cacheDir })).fromCache).toBe(true)
  }, 60_000)
})
