import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// Runs the real entry point the `start` script runs, as its own process on a port it picks.
const SERVER_DIR = dirname(dirname(fileURLToPath(import.meta.url)))

let dir: string

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'portico-main-'))
})

afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

function startMain(env: Record<string, string>): ChildProcess {
  return spawn(
    process.execPath,
    ['--conditions=@portico/source', '--import', 'tsx', 'src/main.ts'],
    {
      cwd: SERVER_DIR,
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
}

function collect(child: ChildProcess) {
  const output = { stdout: '', stderr: '' }
  child.stdout?.on('data', (chunk: Buffer) => {
    output.stdout += chunk.toString()
  })
  child.stderr?.on('data', (chunk: Buffer) => {
    output.stderr += chunk.toString()
  })
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  )
  return { output, exited }
}

async function waitFor<T>(read: () => T | undefined, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = read()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

describe('main.ts', () => {
  it('default: listens where PORT/HOST say, serves requests and stops on SIGTERM', async () => {
    const configFile = join(dir, 'portico.json')
    await writeFile(
      configFile,
      JSON.stringify({
        port: 1,
        databaseUrl: 'file:/nonexistent-overridden/portico.db',
        projects: [
          { id: 'portico-demo', name: 'Portico demo', allowedOrigins: ['https://dapp.example'] },
        ],
      }),
    )
    const child = startMain({
      PORTICO_CONFIG: configFile,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: `file:${join(dir, 'main.db')}`,
      LOG_LEVEL: 'silent',
    })
    const { output, exited } = collect(child)
    try {
      const baseUrl = await waitFor(
        () => /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output.stdout)?.[1],
        30_000,
      )
      const health = await fetch(`${baseUrl}/health`)
      expect(await health.json()).toEqual({ status: 'ok' })
      const wallets = await fetch(`${baseUrl}/getWallets?entries=1`, {
        headers: { 'x-project-id': 'portico-demo', origin: 'https://dapp.example' },
      })
      expect(wallets.status).toBe(200)
      expect(wallets.headers.get('access-control-allow-origin')).toBe('https://dapp.example')
      expect((await wallets.json()).count).toBe(722)
    } finally {
      child.kill('SIGTERM')
    }
    expect(await exited).toBe(0)
  }, 40_000)

  it('error: a bad config file exits 1 naming the field', async () => {
    const configFile = join(dir, 'bad.json')
    await writeFile(configFile, JSON.stringify({ projects: [{ id: 'bad id', name: 'Bad' }] }))
    const child = startMain({ PORTICO_CONFIG: configFile })
    const { output, exited } = collect(child)
    expect(await exited).toBe(1)
    expect(output.stderr).toContain(
      `Invalid config file ${configFile}: projects[0].id: must be 1 to 64 letters, digits, hyphens or underscores`,
    )
  }, 40_000)

  it('error: no PORTICO_CONFIG exits 1 with the reason', async () => {
    const child = startMain({})
    const { output, exited } = collect(child)
    expect(await exited).toBe(1)
    expect(output.stderr).toContain('PORTICO_CONFIG is not set')
  }, 40_000)
})
