import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isProcessAlive } from './childProcess.ts'
import { getFreePort } from './ports.ts'
import { type Stack, startStack } from './startStack.ts'

// The whole stack with the real apps/server and apps/demo (vite dev).
let stateDir: string
let stack: Stack

beforeAll(async () => {
  stateDir = await mkdtemp(join(tmpdir(), 'portico-stack-'))
  stack = await startStack({
    ports: {
      anvil: await getFreePort(),
      anvil2: await getFreePort(),
      server: await getFreePort(),
      demo: await getFreePort(),
      relay: await getFreePort(),
      mailSmtp: await getFreePort(),
      mailHttp: await getFreePort(),
      secureSite: await getFreePort(),
      solana: await getFreePort(),
      bitcoin: await getFreePort(),
    },
    demo: 'dev',
    stateDir,
  })
}, 120_000)

afterAll(async () => {
  await stack?.stop()
  await rm(stateDir, { recursive: true, force: true })
})

describe('startStack (server: true, demo: dev)', () => {
  it('default: the server answers GET /health', async () => {
    expect(stack.serverUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    const response = await fetch(`${stack.serverUrl}/health`)
    expect(response.status).toBe(200)
  })

  it('default: a sign-in code the server sends lands in the mail catcher', async () => {
    expect(stack.mailUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    const email = 'stack-test@example.org'
    const response = await fetch(`${stack.serverUrl}/auth/v1/email/start`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1:5180' },
      body: JSON.stringify({
        email,
        deviceId: 'devnet-test-device-0001',
        projectId: stack.projectId,
        origin: stack.demoUrl,
      }),
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ action: 'VERIFY_OTP' })
    const mail = await stack.mailCatcher!.waitForMail({ to: email, subject: /^Your Portico code/ })
    expect(mail.text).toMatch(/\d{6}/)
    const inbox = await (await fetch(`${stack.mailUrl}/api/messages?to=${email}`)).json()
    expect(inbox).toEqual([expect.objectContaining({ subject: mail.subject })])
  })

  it('default: the server lists the local Solana and Bitcoin networks it was configured with', async () => {
    const response = await fetch(`${stack.serverUrl}/v1/supported-chains`, {
      headers: { 'x-project-id': stack.projectId, origin: stack.demoUrl ?? '' },
    })
    const text = await response.text()
    expect(response.status).toBe(200)
    expect(text).toContain(stack.solana!.caipNetworkId)
    expect(text).toContain(stack.bitcoin!.caipNetworkId)
  })

  it('default: the demo page is served', async () => {
    expect(stack.demoUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    const response = await fetch(`${stack.demoUrl}/`)
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('<!doctype html>')
  })

  it('default: the secure site is served on its own origin and the demo is told where', async () => {
    expect(stack.secureSiteUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(stack.secureSiteUrl).not.toBe(stack.demoUrl)
    const response = await fetch(`${stack.secureSiteUrl}/`)
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('Content-Security-Policy')
    const info = JSON.parse(await readFile(join(stack.stateDir, 'devnet.json'), 'utf8'))
    expect(info.secureSiteUrl).toBe(stack.secureSiteUrl)
  })

  it('default: runs both chains, the server, the secure site and the demo; stop() ends them all', async () => {
    expect(stack.processes.map((child) => child.name)).toEqual([
      expect.stringMatching(/^anvil \(chain 31337/),
      expect.stringMatching(/^anvil \(chain 31338/),
      'server',
      'secure site (vite dev)',
      'demo (vite dev)',
    ])
    await stack.stop()
    expect(stack.processes.some((child) => isProcessAlive(child.pid))).toBe(false)
  }, 30_000)
})
