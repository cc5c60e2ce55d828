import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { compilePorticoToken } from './compilePorticoToken.ts'
import { ContractCompileError, StackStartAbortedError } from './errors.ts'

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

  it('behavior: an abort once solc runs ends it at once and caches nothing', async () => {
    const emptyDir = await mkdtemp(join(tmpdir(), 'portico-compile-'))
    const controller = new AbortController()
    let abortedAt = 0
    try {
      const error = await compilePorticoToken({
        cacheDir: emptyDir,
        signal: controller.signal,
        onCompileStarted: () => {
          abortedAt = performance.now()
          controller.abort()
        },
      }).catch((caught: unknown) => caught)
      expect(error).toBeInstanceOf(StackStartAbortedError)
      // solc takes seconds here (tens on a busy machine); the abort does not wait for it.
      expect(performance.now() - abortedAt).toBeLessThan(1_000)
      expect(await readdir(emptyDir)).toEqual([])
    } finally {
      await rm(emptyDir, { recursive: true, force: true })
    }
  })

  it('error: solc that runs past timeoutMs is ended and named', async () => {
    const emptyDir = await mkdtemp(join(tmpdir(), 'portico-compile-'))
    try {
      const error = await compilePorticoToken({ cacheDir: emptyDir, timeoutMs: 1 }).catch(
        (caught: unknown) => caught,
      )
      expect(error).toBeInstanceOf(ContractCompileError)
      expect((error as Error).message).toBe(
        'PorticoToken.sol did not compile:\nsolc did not finish within 0 s',
      )
      expect(await readdir(emptyDir)).toEqual([])
    } finally {
      await rm(emptyDir, { recursive: true, force: true })
    }
  })
})
