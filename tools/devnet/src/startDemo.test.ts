import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isProcessAlive } from './childProcess.ts'
import { getFreePort } from './ports.ts'
import { startDemo } from './startDemo.ts'
import { startStack } from './startStack.ts'

// A tiny real vite app standing in for apps/demo: its module prints the settings it was given,
// so the tests can read them back from the served code.
const INDEX_HTML =
  '<!doctype html><title>demo</title><script type="module" src="/main.js"></script>\n'
const MAIN_JS = `
export const settings = {
  api: import.meta.env.VITE_PORTICO_API_URL,
  project: import.meta.env.VITE_PORTICO_PROJECT_ID,
  chains: import.meta.env.VITE_PORTICO_CHAINS,
  testWallet: import.meta.env.VITE_PORTICO_TEST_WALLET,
  key: import.meta.env.VITE_PORTICO_TEST_WALLET_KEY,
}
document.title = JSON.stringify(settings)
`

let root: string

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'portico-demo-'))
  await mkdir(root, { recursive: true })
  await writeFile(join(root, 'index.html'), INDEX_HTML)
  await writeFile(join(root, 'main.js'), MAIN_JS)
})

afterAll(async () => {
  await rm(root, { recursive: true, force: true })
})

describe('startDemo', () => {
  it("parameters: mode 'dev' serves the app on the port with the settings", async () => {
    const port = await getFreePort()
    const { url, child } = await startDemo({
      mode: 'dev',
      port,
      root,
      env: { VITE_PORTICO_PROJECT_ID: 'from-dev-test' },
    })
    try {
      expect(url).toBe(`http://127.0.0.1:${port}`)
      expect(await (await fetch(`${url}/`)).text()).toContain('/main.js')
      expect(await (await fetch(`${url}/main.js`)).text()).toContain('from-dev-test')
    } finally {
      await child.stop()
    }
    expect(isProcessAlive(child.pid)).toBe(false)
  }, 60_000)

  it("parameters: mode 'preview' builds with the settings, then serves the build", async () => {
    const port = await getFreePort()
    const { url, child } = await startDemo({
      mode: 'preview',
      port,
      root,
      env: { VITE_PORTICO_PROJECT_ID: 'from-preview-test' },
    })
    try {
      const html = await (await fetch(`${url}/`)).text()
      const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1]
      expect(script).toBeDefined()
      expect(await (await fetch(`${url}${script}`)).text()).toContain('from-preview-test')
    } finally {
      await child.stop()
    }
  }, 120_000)

  it('behavior: a port another page answers on fails before vite starts', async () => {
    const port = await getFreePort()
    const first = await startDemo({ mode: 'dev', port, root, env: {} })
    try {
      await expect(startDemo({ mode: 'dev', port, root, env: {} })).rejects.toThrow(
        `Port ${port} (demo) is already in use. Stop what is using it or set PORTICO_DEMO_PORT.`,
      )
    } finally {
      await first.child.stop()
    }
  }, 60_000)
})

describe('startStack with a demo', () => {
  it('default: gives the demo its API URL, project, chains and test wallet settings', async () => {
    const stateDir = await mkdtemp(join(tmpdir(), 'portico-devnet-'))
    const demoPort = await getFreePort()
    const stack = await startStack({
      ports: {
        anvil: await getFreePort(),
        anvil2: await getFreePort(),
        server: 9,
        demo: demoPort,
        relay: await getFreePort(),
      },
      server: false,
      demo: 'dev',
      stateDir,
      projectId: 'demo-project',
      paths: { demoRoot: root },
    })
    try {
      expect(stack.demoUrl).toBe(`http://127.0.0.1:${demoPort}`)
      const code = await (await fetch(`${stack.demoUrl}/main.js`)).text()
      expect(code).toContain('http://127.0.0.1:9')
      expect(code).toContain('demo-project')
      expect(code).toContain('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
      const chains = stack.chains.map(({ chainId, name, rpcUrl }) => ({ chainId, name, rpcUrl }))
      expect(code).toContain(JSON.stringify(JSON.stringify(chains)).slice(1, -1))
      expect(stack.processes.map((child) => child.name).at(-1)).toBe('demo (vite dev)')
    } finally {
      await stack.stop()
      await rm(stateDir, { recursive: true, force: true })
    }
    expect(stack.processes.some((child) => isProcessAlive(child.pid))).toBe(false)
  }, 60_000)
})
