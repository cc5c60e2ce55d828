import { type ChildProcess, spawn } from 'node:child_process'
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:net'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { assertPortsFree, CLAIMS_DIR, claimPort, getFreePort, isPortFree } from './ports.ts'

const servers: Server[] = []

async function occupy(): Promise<number> {
  const server = createServer()
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (typeof address !== 'object' || !address) throw new Error('no address')
  return address.port
}

afterEach(async () => {
  await Promise.all(
    servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))),
  )
})

describe('getFreePort / isPortFree', () => {
  it('default: a port from getFreePort is free', async () => {
    const port = await getFreePort()
    expect(port).toBeGreaterThan(0)
    expect(await isPortFree(port)).toBe(true)
  })

  it('behavior: never hands out the same port twice in a process', async () => {
    const ports: number[] = []
    for (let index = 0; index < 50; index += 1) ports.push(await getFreePort())
    expect(new Set(ports).size).toBe(50)
  })

  it('behavior: a port handed out is claimed for this process, where other processes look', async () => {
    const port = await getFreePort()
    expect(readFileSync(join(CLAIMS_DIR, String(port)), 'utf8')).toBe(String(process.pid))
  })

  it("behavior: a port a live process claimed is not this process's; once that process is gone, it is", async () => {
    const port = await getFreePort()
    // The port as another process's: a child that lives until the test ends it.
    const other: ChildProcess = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'])
    try {
      rmSync(join(CLAIMS_DIR, String(port)))
      writeFileSync(join(CLAIMS_DIR, String(port)), String(other.pid))
      expect(claimPort(port)).toBe(false)
    } finally {
      const exited = new Promise((resolve) => other.once('exit', resolve))
      other.kill()
      await exited
    }
    expect(claimPort(port)).toBe(true)
    expect(readFileSync(join(CLAIMS_DIR, String(port)), 'utf8')).toBe(String(process.pid))
  })

  it('behavior: a port something listens on is not free', async () => {
    expect(await isPortFree(await occupy())).toBe(false)
  })
})

describe('assertPortsFree', () => {
  it('default: free ports pass', async () => {
    await expect(
      assertPortsFree([
        { port: await getFreePort(), purpose: 'server', envVar: 'PORTICO_SERVER_PORT' },
      ]),
    ).resolves.toBeUndefined()
  })

  it('behavior: a taken port names the port, its purpose and the variable that moves it', async () => {
    const taken = await occupy()
    await expect(
      assertPortsFree([
        { port: await getFreePort(), purpose: 'anvil, chain 31337', envVar: 'PORTICO_ANVIL_PORT' },
        { port: taken, purpose: 'anvil, chain 31338', envVar: 'PORTICO_ANVIL2_PORT' },
      ]),
    ).rejects.toThrow(
      `Port ${taken} (anvil, chain 31338) is already in use. Stop what is using it or set PORTICO_ANVIL2_PORT.`,
    )
  })

  it('behavior: one port given to two parts is a conflict', async () => {
    const port = await getFreePort()
    await expect(
      assertPortsFree([
        { port, purpose: 'anvil, chain 31337', envVar: 'PORTICO_ANVIL_PORT' },
        { port, purpose: 'server', envVar: 'PORTICO_SERVER_PORT' },
      ]),
    ).rejects.toThrow(
      `Port ${port} is set for both anvil, chain 31337 and server. Give each its own port.`,
    )
  })
})
