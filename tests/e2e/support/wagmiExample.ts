import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Page } from '@playwright/test'
import { getFreePort, startChild } from '@portico/devnet'
import { STATE_DIR, stackInfo } from './stack.ts'
import { waitUntilServing } from './waitUntilServing.ts'

const EXAMPLE_DIR = fileURLToPath(new URL('../../../examples/wagmi', import.meta.url))
const VITE_BIN = fileURLToPath(new URL('../../../node_modules/vite/bin/vite.js', import.meta.url))
const OUT_DIR = join(STATE_DIR, 'wagmi-example')
const TEST_WALLET_SCRIPT = fileURLToPath(
  new URL('../../../tools/test-wallet/dist/test-wallet.iife.js', import.meta.url),
)

export interface WagmiExample {
  url: string
  stop: () => Promise<void>
}

/**
 * Builds `examples/wagmi` for the test stack (its server, project, relay, secure site, chains
 * and PUSD token) and serves the build with `vite preview` on a free port of 127.0.0.1.
 *
 * @example
 * const example = await startWagmiExample()
 * await page.goto(example.url)
 * await example.stop()
 */
export async function startWagmiExample(): Promise<WagmiExample> {
  const { serverUrl, projectId, chains, relayUrl, secureSiteUrl, tokens } = stackInfo()
  const token = tokens.find((candidate) => candidate.chainId === chains[0]?.chainId)
  if (!token) throw new Error('The test stack has no token on its first chain')
  const env = {
    ...process.env,
    VITE_PORTICO_API_URL: serverUrl,
    VITE_PORTICO_PROJECT_ID: projectId,
    VITE_PORTICO_RELAY_URL: relayUrl,
    VITE_PORTICO_SECURE_SITE_URL: secureSiteUrl,
    VITE_PORTICO_CHAINS: JSON.stringify(
      chains.map(({ chainId, name, rpcUrl }) => ({ chainId, name, rpcUrl })),
    ),
    VITE_EXAMPLE_TOKEN: token.address,
  }
  const build = await startChild({
    name: 'wagmi example build',
    command: process.execPath,
    args: [VITE_BIN, 'build', '--outDir', OUT_DIR, '--emptyOutDir'],
    cwd: EXAMPLE_DIR,
    env,
  })
  const built = await build.exited
  if (built.code !== 0)
    throw new Error(`The wagmi example did not build (${built.code}):\n${built.output.join('\n')}`)

  const port = await getFreePort()
  const server = await startChild({
    name: 'wagmi example preview',
    command: process.execPath,
    args: [VITE_BIN, 'preview', '--outDir', OUT_DIR],
    cwd: EXAMPLE_DIR,
    env: { ...env, PORT: String(port) },
  })
  const url = `http://127.0.0.1:${port}`
  try {
    await waitUntilServing(`${url}/icon.svg`, server, 'vite preview')
  } catch (error) {
    await server.stop()
    throw error
  }
  return { url, stop: () => server.stop() }
}

/**
 * The test wallet (dev account 0) as an extension would be: announced by EIP-6963 before the
 * page's scripts run, remembering its permission across reloads.
 */
export async function installAnnouncedTestWallet(page: Page): Promise<`0x${string}`> {
  const { accounts, chains } = stackInfo()
  const account = accounts[0]
  if (!account) throw new Error('The stack has no dev account')
  const settings = {
    privateKey: account.privateKey,
    chains: chains.map((chain) => ({ id: chain.chainId, rpcUrl: chain.rpcUrl, name: chain.name })),
    announce: true,
    injectWindowEthereum: false,
    storageKey: 'portico-e2e-wagmi-wallet',
  }
  await page.addInitScript(`window.__PORTICO_TEST_WALLET__ = ${JSON.stringify(settings)}`)
  await page.addInitScript({ path: TEST_WALLET_SCRIPT })
  return account.address
}
