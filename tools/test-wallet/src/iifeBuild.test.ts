// @vitest-environment happy-dom
import { readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { TEST_ADDRESS, TEST_PRIVATE_KEY } from '@portico/test-utils/accounts'
import { build } from 'vite'
import { afterAll, describe, expect, it } from 'vitest'
import { startTestChains, type TestChains } from './testChains.ts'
import type { TestWalletProvider } from './types.ts'

const outDir = join(tmpdir(), `portico-test-wallet-${process.pid}-${Date.now()}`)
let testChains: TestChains | undefined

afterAll(async () => {
  await testChains?.stop()
  await rm(outDir, { recursive: true, force: true })
})

describe('IIFE build (vite.build.config.ts)', () => {
  it('default: one script that installs the wallet from window.__PORTICO_TEST_WALLET__', async () => {
    await build({
      configFile: join(dirname(fileURLToPath(import.meta.url)), '..', 'vite.build.config.ts'),
      build: { outDir },
      logLevel: 'silent',
    })
    const script = await readFile(join(outDir, 'test-wallet.iife.js'), 'utf8')
    expect(script.startsWith('(function(){')).toBe(true)
    expect(script).not.toMatch(/\bimport\s*\(|\brequire\(["']node:/)

    testChains = await startTestChains([31337])
    const [chain] = testChains.chains
    if (!chain) throw new Error('no chain')
    const scope = window as unknown as Record<string, unknown>
    scope.__PORTICO_TEST_WALLET__ = {
      privateKey: TEST_PRIVATE_KEY,
      chains: [{ id: chain.id, rpcUrl: chain.rpcUrl, name: 'Portico Local' }],
      injectWindowEthereum: true,
    }
    const announced: unknown[] = []
    window.addEventListener('eip6963:announceProvider', (event) =>
      announced.push((event as CustomEvent).detail),
    )
    // Run it the way a <script> tag would: as plain code in the page's global scope.
    new Function(script)()

    const provider = scope.__PORTICO_TEST_WALLET_PROVIDER__ as TestWalletProvider
    expect(provider.isPorticoTestWallet).toBe(true)
    expect(scope.ethereum).toBe(provider)
    expect(announced).toHaveLength(1)
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([TEST_ADDRESS])
    expect(await provider.request({ method: 'eth_blockNumber' })).toMatch(/^0x/)
  }, 60_000)
})
