import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isProcessAlive } from './childProcess.ts'
import { getFreePort } from './ports.ts'
import { startServer } from './startServer.ts'

// A minimal real HTTP server standing in for apps/server: it reads PORTICO_CONFIG the way the
// real one does and answers GET /health, so the launcher is tested without the app.
const STAND_IN = `
import { createServer } from 'node:http'
import { readFileSync } from 'node:fs'
const config = JSON.parse(readFileSync(process.env.PORTICO_CONFIG, 'utf8'))
createServer((request, response) => {
  response.writeHead(request.url === '/health' ? 200 : 404, { 'content-type': 'application/json' })
  response.end(JSON.stringify({ ok: true, project: config.projects[0].id }))
}).listen(config.port, config.host, () => console.log('listening on ' + config.port))
`

let dir: string

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'portico-server-'))
  await writeFile(join(dir, 'stand-in.mjs'), STAND_IN)
})

afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

describe('startServer', () => {
  it('default: passes PORTICO_CONFIG and resolves once GET /health answers', async () => {
    const port = await getFreePort()
    const configPath = join(dir, 'server.config.json')
    await writeFile(
      configPath,
      JSON.stringify({ port, host: '127.0.0.1', projects: [{ id: 'p1' }] }),
    )
    const lines: string[] = []
    const { url, child } = await startServer({
      port,
      configPath,
      entry: join(dir, 'stand-in.mjs'),
      onLine: (line) => lines.push(line),
    })
    try {
      expect(url).toBe(`http://127.0.0.1:${port}`)
      const response = await fetch(`${url}/health`)
      expect(await response.json()).toEqual({ ok: true, project: 'p1' })
      expect(lines).toContain(`listening on ${port}`)
    } finally {
      await child.stop()
    }
    expect(isProcessAlive(child.pid)).toBe(false)
  }, 30_000)

  it('behavior: a missing entry says so before spawning anything', async () => {
    await expect(
      startServer({
        port: await getFreePort(),
        configPath: 'x.json',
        entry: join(dir, 'missing.ts'),
      }),
    ).rejects.toThrow(`server cannot start: ${join(dir, 'missing.ts')} does not exist.`)
  })

  it('behavior: a server that never answers /health times out and is stopped', async () => {
    const entry = join(dir, 'silent.mjs')
    await writeFile(entry, 'console.log("booting forever"); setInterval(() => {}, 1000)\n')
    const error = await startServer({
      port: await getFreePort(),
      configPath: 'x.json',
      entry,
      // Long enough for Node to start and print on a busy machine.
      timeoutMs: 6_000,
    }).catch((caught: unknown) => caught)
    expect((error as Error).message).toMatch(
      /^server did not answer GET http:\/\/127\.0\.0\.1:\d+\/health within 6 s\.\nLast output of server:\n {2}booting forever$/,
    )
  }, 30_000)
})
