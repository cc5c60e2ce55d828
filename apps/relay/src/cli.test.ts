import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { expect, it } from 'vitest'
import WebSocket from 'ws'

const CLI = fileURLToPath(new URL('./cli.ts', import.meta.url))

it('behavior: prints the URL, serves it, and stops cleanly on SIGTERM', async () => {
  const child = spawn(process.execPath, ['--import', 'tsx', CLI, '--port', '0'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  try {
    let stdout = ''
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
        stdout += chunk
        const match = /ws:\/\/127\.0\.0\.1:\d+/.exec(stdout)
        if (match) resolve(match[0])
      })
      child.once('exit', () => reject(new Error(`cli exited early: ${stdout}`)))
    })
    const socket = new WebSocket(url)
    await new Promise((resolve, reject) => {
      socket.once('open', resolve)
      socket.once('error', reject)
    })
    const closed = new Promise((resolve) => socket.once('close', resolve))
    child.kill('SIGTERM')
    expect(await exit).toBe(0)
    await closed
  } finally {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  }
})

it('behavior: rejects a bad --port', async () => {
  const child = spawn(process.execPath, ['--import', 'tsx', CLI, '--port', 'x'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stderr = ''
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk
  })
  expect(await new Promise((resolve) => child.once('exit', resolve))).toBe(2)
  expect(stderr).toContain('--port must be an integer')
})
