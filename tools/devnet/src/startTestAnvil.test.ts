import { spawn } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { ChildProcessError } from './errors.ts'
import { answersChainId } from './probes.ts'
import { startTestAnvil } from './startTestAnvil.ts'

/** Live (non-zombie) anvil processes started with `--chain-id <chainId>`, from /proc. */
function anvilPids(chainId: number): number[] {
  return readdirSync('/proc').flatMap((entry) => {
    if (!/^\d+$/.test(entry)) return []
    try {
      const args = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0')
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const state = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0]
      const chainIdIndex = args.indexOf('--chain-id')
      const isOurs =
        args[0]?.endsWith('anvil') && chainIdIndex >= 0 && args[chainIdIndex + 1] === `${chainId}`
      return isOurs && state !== 'Z' ? [Number(entry)] : []
    } catch {
      return [] // The process ended while we looked.
    }
  })
}

async function waitFor(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/**
 * Runs a test process that starts anvil and never calls stop(), then ends it: by process.exit()
 * once told on stdin, or by a signal. Resolves when that process is gone.
 */
async function runForgetfulProcess(chainId: number, end: 'exit' | NodeJS.Signals) {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      `const { startTestAnvil } = await import('./src/startTestAnvil.ts')
       await startTestAnvil({ chainId: ${chainId} })
       console.log('started')
       process.stdin.once('data', () => process.exit(0))`,
    ],
    { cwd: fileURLToPath(new URL('..', import.meta.url)), stdio: ['pipe', 'pipe', 'inherit'] },
  )
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  await waitFor(() => output.includes('started'), 20_000)
  expect(anvilPids(chainId)).toHaveLength(1)
  if (end === 'exit') child.stdin.write('exit\n')
  else child.kill(end)
  await exited
}

describe('startTestAnvil', () => {
  it('default: two concurrent chains get their own ports and answer with their chain ids', async () => {
    const [first, second] = await Promise.all([
      startTestAnvil({ chainId: 4_242_001 }),
      startTestAnvil({ chainId: 4_242_002 }),
    ])
    try {
      expect(first.port).not.toBe(second.port)
      expect(first).toMatchObject({ chainId: 4_242_001, rpcUrl: `http://127.0.0.1:${first.port}` })
      expect(second).toMatchObject({
        chainId: 4_242_002,
        rpcUrl: `http://127.0.0.1:${second.port}`,
      })
      await expect(answersChainId(first.rpcUrl, 4_242_001)).resolves.toBe(true)
      await expect(answersChainId(second.rpcUrl, 4_242_002)).resolves.toBe(true)
    } finally {
      await Promise.all([first.stop(), second.stop()])
    }
  })

  it('default: the chain id is 31337 when not given', async () => {
    const anvil = await startTestAnvil()
    try {
      expect(anvil.chainId).toBe(31337)
      await expect(answersChainId(anvil.rpcUrl, 31337)).resolves.toBe(true)
    } finally {
      await anvil.stop()
    }
  })

  it('behavior: stop() leaves no anvil process and can be called again', async () => {
    const anvil = await startTestAnvil({ chainId: 4_242_003 })
    expect(anvilPids(4_242_003)).toHaveLength(1)

    await anvil.stop()
    expect(anvilPids(4_242_003)).toEqual([])
    await expect(answersChainId(anvil.rpcUrl, 4_242_003)).rejects.toThrow()
    await expect(anvil.stop()).resolves.toBeUndefined()
  })

  it('behavior: anvil ends with a test process that exits without stop()', async () => {
    await runForgetfulProcess(4_242_005, 'exit')
    await waitFor(() => anvilPids(4_242_005).length === 0)
  }, 30_000)

  it('behavior: anvil ends with a test process ended by SIGTERM (how vitest ends workers)', async () => {
    await runForgetfulProcess(4_242_006, 'SIGTERM')
    await waitFor(() => anvilPids(4_242_006).length === 0)
  }, 30_000)

  it('error: anvil that exits before it listens fails with its last output', async () => {
    const start = startTestAnvil({ chainId: 4_242_004, args: ['--no-such-flag'] })
    await expect(start).rejects.toThrow(ChildProcessError)
    await expect(start).rejects.toThrow(
      /exited with code \d+ before it listened[\s\S]*no-such-flag/,
    )
    expect(anvilPids(4_242_004)).toEqual([])
  })
})
