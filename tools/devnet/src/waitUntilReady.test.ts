import { describe, expect, it } from 'vitest'
import { startChild } from './childProcess.ts'
import { ChildProcessError, StackStartAbortedError } from './errors.ts'
import { waitUntilReady } from './waitUntilReady.ts'

const idle = ['-e', 'console.log("waiting"); setInterval(() => {}, 1000)']

describe('waitUntilReady', () => {
  it('default: resolves once the probe says ready', async () => {
    const child = await startChild({ name: 'idle', command: process.execPath, args: idle })
    let calls = 0
    await waitUntilReady({
      child,
      probe: async () => ++calls >= 3,
      what: 'x',
      timeoutMs: 5_000,
      intervalMs: 10,
    })
    expect(calls).toBe(3)
    await child.stop()
  })

  it('behavior: a child that exits first fails with its code and last output', async () => {
    const child = await startChild({
      name: 'crasher',
      command: process.execPath,
      args: ['-e', 'console.error("database is locked"); process.exit(3)'],
    })
    const error = await waitUntilReady({
      child,
      probe: async () => false,
      what: 'x',
      timeoutMs: 5_000,
    }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ChildProcessError)
    expect((error as Error).message).toBe(
      'crasher exited with code 3 before it was ready.\nLast output of crasher:\n  database is locked',
    )
  })

  it('behavior: running out of time names what did not happen', async () => {
    const lines: string[] = []
    const child = await startChild({
      name: 'idle',
      command: process.execPath,
      args: idle,
      onLine: (line) => lines.push(line),
    })
    // Its output is part of the message: wait for it (slow to come on a busy machine).
    while (!lines.includes('waiting')) await new Promise((resolve) => setTimeout(resolve, 20))
    await expect(
      waitUntilReady({
        child,
        probe: async () => false,
        what: 'did not answer GET /health',
        timeoutMs: 300,
        intervalMs: 50,
      }),
    ).rejects.toThrow(
      'idle did not answer GET /health within 0 s.\nLast output of idle:\n  waiting',
    )
    await child.stop()
  })

  it('behavior: an abort while a probe is in flight ends the wait at once', async () => {
    const child = await startChild({ name: 'idle', command: process.execPath, args: idle })
    const controller = new AbortController()
    try {
      await expect(
        waitUntilReady({
          child,
          // A probe that never settles: the abort must not wait for it.
          probe: () => {
            controller.abort()
            return new Promise<boolean>(() => {})
          },
          what: 'x',
          timeoutMs: 60_000,
          signal: controller.signal,
        }),
      ).rejects.toBeInstanceOf(StackStartAbortedError)
    } finally {
      await child.stop()
    }
  })

  it('behavior: an abort between two probes ends the wait at once', async () => {
    const child = await startChild({ name: 'idle', command: process.execPath, args: idle })
    const controller = new AbortController()
    const started = performance.now()
    try {
      await expect(
        waitUntilReady({
          child,
          probe: async () => {
            // Aborted on the next turn of the event loop, once this "not yet" has been read and
            // the pause before the next probe (a minute) has begun.
            setImmediate(() => controller.abort())
            return false
          },
          what: 'x',
          timeoutMs: 60_000,
          intervalMs: 60_000,
          signal: controller.signal,
        }),
      ).rejects.toBeInstanceOf(StackStartAbortedError)
      expect(performance.now() - started).toBeLessThan(10_000)
    } finally {
      await child.stop()
    }
  })
})
