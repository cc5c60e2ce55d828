import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'
import {
  buildServerConfig,
  DEFAULT_PROJECT_ID,
  DEV_ACCOUNTS,
  getFreePort,
  loadAuthMasterKey,
  startServer,
  startTestAnvil,
} from '@portico/devnet'
import { chromiumLaunchOptions } from '@portico/test-utils/chromiumLaunchOptions'
import { build } from 'vite'
import { serveStatic } from '../../../bench/serveStatic.ts'
import { outsideEnv, runCommand } from '../../../scripts/lib/consumerApp.mjs'
import { countScriptFiles, type ScriptFiles } from './countScriptFiles.ts'

const TEST_WALLET_CONFIG = fileURLToPath(
  new URL('../../../tools/test-wallet/vite.build.config.ts', import.meta.url),
)
const TEST_WALLET_NAME = 'Portico Test Wallet'
const TIMEOUT_MS = 30_000

/**
 * The browser half of the packaging test: starts a local chain (anvil, a free port) and the
 * Portico server for it, builds the consumer dApp at `appDir` against them with its own Vite,
 * serves the build, and in Chromium connects the test wallet (tools/test-wallet's script,
 * injected before the page loads, as a browser extension would be) through the kit's modal.
 * Resolves with the connected address and the script files the page and the modal took
 * (countScriptFiles.ts); throws on any page error.
 *
 * @example
 * await connectInChromium({ appDir: app.dir, workDir })
 */
export async function connectInChromium(parameters: {
  appDir: string
  workDir: string
}): Promise<{ address: string; files: ScriptFiles }> {
  const stopAll: (() => Promise<unknown>)[] = []
  try {
    const anvil = await startTestAnvil()
    stopAll.push(() => anvil.stop())
    const stateDir = join(parameters.workDir, 'server')
    await mkdir(stateDir, { recursive: true })
    const site = await serveStatic(join(parameters.appDir, 'dist'))
    stopAll.push(() => site.close())
    const serverPort = await getFreePort()
    const config = buildServerConfig({
      port: serverPort,
      host: '127.0.0.1',
      stateDir,
      projectId: DEFAULT_PROJECT_ID,
      demoPort: Number(new URL(site.url).port),
      chains: [
        { chainId: anvil.chainId, name: 'Local chain', rpcUrl: anvil.rpcUrl, port: anvil.port },
      ],
      tokens: [],
      collections: [],
      // No mail and no secure site in this test: ports nothing listens on.
      mailSmtpPort: await getFreePort(),
      secureSitePort: await getFreePort(),
      authMasterKey: await loadAuthMasterKey(stateDir),
    })
    const configPath = join(stateDir, 'server.config.json')
    await writeFile(configPath, JSON.stringify(config), { mode: 0o600 })
    const server = await startServer({ port: serverPort, configPath })
    stopAll.push(() => server.child.stop())

    await runCommand(join(parameters.appDir, 'node_modules', '.bin', 'vite'), ['build'], {
      cwd: parameters.appDir,
      env: outsideEnv({
        VITE_API_URL: server.url,
        VITE_PROJECT_ID: DEFAULT_PROJECT_ID,
        VITE_CHAIN_ID: String(anvil.chainId),
        VITE_RPC_URL: anvil.rpcUrl,
      }),
    })

    const walletDir = join(parameters.workDir, 'test-wallet')
    await build({ configFile: TEST_WALLET_CONFIG, build: { outDir: walletDir }, logLevel: 'warn' })

    const browser = await chromium.launch(chromiumLaunchOptions)
    stopAll.push(() => browser.close())
    const page = await browser.newPage()
    const pageErrors: string[] = []
    page.on('pageerror', (error) => pageErrors.push(error.message))
    const [account] = DEV_ACCOUNTS
    const wallet = {
      privateKey: account.privateKey,
      chains: [{ id: anvil.chainId, rpcUrl: anvil.rpcUrl, name: 'Local chain' }],
    }
    await page.addInitScript(`window.__PORTICO_TEST_WALLET__ = ${JSON.stringify(wallet)}`)
    await page.addInitScript({ path: join(walletDir, 'test-wallet.iife.js') })
    // The files counted on the way: the page, then the modal that the click opens.
    const files = await countScriptFiles(page, site.url)
    // The packed kit registers its font unit as it loads, so the modal's text follows the
    // visitor's font size with no style read during the open (fontUnit.ts): no value read by script.
    const readUnit = await page
      .locator('.portico')
      .evaluate((element) => (element as HTMLElement).style.getPropertyValue('--portico-font-unit'))
    if (readUnit)
      throw new Error(
        `The modal read the font size (${readUnit}): --portico-font-unit is unregistered`,
      )
    await page
      .getByRole('dialog')
      .getByRole('button', { name: new RegExp(TEST_WALLET_NAME) })
      .click({ timeout: TIMEOUT_MS })
    await page
      .getByTestId('status')
      .filter({ hasText: /^connected$/ })
      .waitFor({ timeout: TIMEOUT_MS })
    const address = (await page.getByTestId('address').textContent())?.trim()
    const chainId = (await page.getByTestId('chain-id').textContent())?.trim()
    if (address !== account.address)
      throw new Error(`The page shows ${address}, not the test wallet's ${account.address}`)
    if (chainId !== String(anvil.chainId))
      throw new Error(`The page shows chain ${chainId}, not anvil's ${anvil.chainId}`)
    if (pageErrors.length) throw new Error(`The page threw: ${pageErrors.join('; ')}`)
    return { address, files }
  } finally {
    for (const stop of stopAll.reverse()) await stop().catch(() => undefined)
  }
}
