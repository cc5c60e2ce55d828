import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { isGroupAlive, isProcessAlive, startChild } from './childProcess.ts'

async function waitForLine(lines: string[], pattern: RegExp, timeoutMs = 5_000): Promise<string> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const line = lines.find((candidate) => pattern.test(candidate))
    if (line) return line
    if (Date.now() > deadline) throw new Error(`no line matched ${pattern}: ${lines.join(' | ')}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/**
 * Runs a process that starts a long-lived child with startChild and never stops it, ends that
 * process with `signal`, and returns the child's pid once the process is gone.
 */
async function childOfSignalledProcess(signal: NodeJS.Signals): Promise<number> {
  const parent = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      `const { startChild } = await import('./src/childProcess.ts')
       const child = await startChild({ name: 'sleeper', command: process.execPath, args: ['-e', 'setInterval(() => {}, 1000)'] })
       console.log('child ' + child.pid)`,
    ],
    { cwd: fileURLToPath(new URL('..', import.meta.url)), stdio: ['ignore', 'pipe', 'inherit'] },
  )
  const exited = new Promise<NodeJS.Signals | null>((resolve) =>
    parent.once('exit', (_code, how) => resolve(how)),
  )
  const lines: string[] = []
  parent.stdout.setEncoding('utf8').on('data', (chunk: string) => lines.push(...chunk.split('\n')))
  const pid = Number((await waitForLine(lines, /^child \d+$/, 20_000)).split(' ')[1])
  expect(isProcessAlive(pid)).toBe(true)
  parent.kill(signal)
  // Ended by the signal, as it would have been without the hook.
  expect(await exited).toBe(signal)
  return pid
}

describe('startChild', () => {
  it('default: keeps the last lines of stdout and stderr', async () => {
    const child = await startChild({
      name: 'printer',
      command: process.execPath,
      args: ['-e', 'for (let i = 1; i <= 50; i++) console.log("line " + i); console.error("oops")'],
    })
    const exit = await child.exited
    expect(exit).toMatchObject({ name: 'printer', code: 0, signal: null, expected: false })
    expect(exit.output).toHaveLength(40)
    expect(exit.output).toContain('line 50')
    expect(exit.output).toContain('oops')
    expect(exit.output).not.toContain('line 1')
  })

  it('behavior: stop() ends the whole process group, grandchildren too', async () => {
    const lines: string[] = []
    const child = await startChild({
      name: 'parent',
      command: process.execPath,
      args: [
        '-e',
        `const { spawn } = require('node:child_process')
         const grandchild = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' })
         console.log('grandchild ' + grandchild.pid)
         setInterval(() => {}, 1000)`,
      ],
      onLine: (line) => lines.push(line),
    })
    const grandchildPid = Number((await waitForLine(lines, /^grandchild \d+$/)).split(' ')[1])
    expect(isProcessAlive(grandchildPid)).toBe(true)

    await child.stop()
    expect(isProcessAlive(child.pid)).toBe(false)
    expect(isGroupAlive(child.pid)).toBe(false)
    expect(isProcessAlive(grandchildPid)).toBe(false)
    expect(await child.exited).toMatchObject({ expected: true, signal: 'SIGTERM' })
  })

  it('behavior: a process that ignores SIGTERM is killed after 3 s', async () => {
    const lines: string[] = []
    const child = await startChild({
      name: 'stubborn',
      command: process.execPath,
      args: [
        '-e',
        `process.on('SIGTERM', () => console.log('ignored')); console.log('ready'); setInterval(() => {}, 1000)`,
      ],
      onLine: (line) => lines.push(line),
    })
    await waitForLine(lines, /^ready$/)
    const started = performance.now()
    await child.stop()
    const elapsed = performance.now() - started
    expect(elapsed).toBeGreaterThanOrEqual(2_900)
    expect(elapsed).toBeLessThan(6_000)
    expect(isProcessAlive(child.pid)).toBe(false)
    expect(await child.exited).toMatchObject({ signal: 'SIGKILL', expected: true })
    expect(lines).toContain('ignored')
  }, 10_000)

  it('behavior: stop() is idempotent and fine after the process has exited', async () => {
    const child = await startChild({ name: 'short', command: process.execPath, args: ['-e', ''] })
    await child.exited
    await Promise.all([child.stop(), child.stop()])
    await child.stop()
    expect(child.hasExited()).toBe(true)
  })

  it('behavior: a command that does not exist fails with a clear error', async () => {
    await expect(
      startChild({ name: 'ghost', command: '/nonexistent/ghost', args: [] }),
    ).rejects.toThrow(/^ghost could not start \(spawn \/nonexistent\/ghost ENOENT\)/)
  })

  it.each(['SIGTERM', 'SIGINT', 'SIGHUP'] as const)(
    'behavior: a process ended by %s takes the groups it started with it',
    async (signal) => {
      const pid = await childOfSignalledProcess(signal)
      const deadline = Date.now() + 5_000
      while (isProcessAlive(pid) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
      expect(isProcessAlive(pid)).toBe(false)
    },
    30_000,
  )
})
