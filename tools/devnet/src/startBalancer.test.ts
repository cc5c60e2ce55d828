import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getFreePort } from './ports.ts'
import { HAPROXY_PATH, haproxyConfig, startBalancer } from './startBalancer.ts'

const run = promisify(execFile)

let dir: string

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'portico-balancer-'))
})

afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

/** A stand-in server process: answers /health and says which one it is. */
async function backend(name: string): Promise<{ server: Server; port: number }> {
  const port = await getFreePort()
  const server = createServer((request, response) => {
    response.setHeader('content-type', 'application/json')
    response.end(JSON.stringify(request.url === '/health' ? { status: 'ok' } : { name }))
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return { server, port }
}

describe('haproxyConfig', () => {
  it('default: HAProxy itself accepts the configuration', async () => {
    const path = join(dir, 'check.cfg')
    await writeFile(path, haproxyConfig({ port: 18_787, backendPorts: [18_788, 18_789, 18_790] }))
    const { stdout } = await run(HAPROXY_PATH, ['-c', '-f', path])
    expect(stdout).toContain('Configuration file is valid')
  })
})

describe('startBalancer', () => {
  it('behavior: spreads requests over the processes and leaves out one that went away', async () => {
    const one = await backend('one')
    const two = await backend('two')
    const balancer = await startBalancer({
      port: await getFreePort(),
      backendPorts: [one.port, two.port],
      dir,
    })
    try {
      const ask = async () =>
        ((await (await fetch(`${balancer.url}/who`)).json()) as { name: string }).name
      const names = new Set<string>()
      for (let i = 0; i < 6; i++) names.add(await ask())
      expect(names).toEqual(new Set(['one', 'two']))
      // A process gone: connections to it fail, the balancer sends them to the other at once
      // (retry-on conn-failure), and its health check soon takes it out.
      await new Promise<void>((resolve) => one.server.close(() => resolve()))
      for (let i = 0; i < 6; i++) expect(await ask()).toBe('two')
    } finally {
      await balancer.child.stop()
      two.server.close()
    }
  }, 60_000)
})
