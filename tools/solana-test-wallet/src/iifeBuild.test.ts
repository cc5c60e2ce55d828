import { readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { LOCAL_SOLANA_CAIP_NETWORK_ID, SOLANA_DEV_ACCOUNTS } from '@portico/local-solana'
import { getWallets } from '@wallet-standard/app'
import { build } from 'vite'
import { afterAll, describe, expect, it, vi } from 'vitest'
import type { SolanaTestWalletControls, SolanaTestWalletFeatures } from './types.ts'

const outDir = join(tmpdir(), `portico-solana-test-wallet-${process.pid}-${Date.now()}`)
const [account0] = SOLANA_DEV_ACCOUNTS
if (!account0) throw new Error('dev accounts missing')

afterAll(async () => {
  await rm(outDir, { recursive: true, force: true })
})

describe('IIFE build (vite.build.config.ts)', () => {
  it('default: one script that registers the wallet from window.__PORTICO_SOLANA_TEST_WALLET__', async () => {
    await build({
      configFile: join(dirname(fileURLToPath(import.meta.url)), '..', 'vite.build.config.ts'),
      build: { outDir },
      logLevel: 'silent',
    })
    const script = await readFile(join(outDir, 'solana-test-wallet.iife.js'), 'utf8')
    expect(script.startsWith('(function(')).toBe(true)
    expect(script).not.toMatch(/\bimport\s*\(|\brequire\(["']node:/)

    const scope = window as unknown as Record<string, unknown>
    scope.__PORTICO_SOLANA_TEST_WALLET__ = {
      seedHex: account0.seedHex,
      rpcUrl: 'http://127.0.0.1:8899',
      chains: [LOCAL_SOLANA_CAIP_NETWORK_ID],
      name: 'IIFE Wallet',
    }
    const wallets = getWallets()
    // The bundle is kit's browser build, which refuses WebCrypto outside secure contexts; pages
    // on http://127.0.0.1 or localhost (the devnet, the e2e tests) are secure, happy-dom's is not.
    Object.defineProperty(globalThis, 'isSecureContext', { value: true, configurable: true })
    // Run it the way a <script> tag would: as plain code in the page's global scope.
    new Function(script)()

    const wallet = wallets.get().find((item) => item.name === 'IIFE Wallet')
    expect(wallet).toBeDefined()
    const controls = scope.__PORTICO_SOLANA_TEST_WALLET_CONTROLS__ as SolanaTestWalletControls
    expect(await controls.ready).toBe(account0.address)
    const features = wallet?.features as SolanaTestWalletFeatures
    const { accounts } = await features['standard:connect'].connect()
    expect(accounts.map((account) => account.address)).toEqual([account0.address])
  }, 60_000)

  it('invalid settings → nothing registered, an error on the console', async () => {
    const { installFromGlobalConfig } = await import('./installFromGlobalConfig.ts')
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const scope = window as unknown as Record<string, unknown>
    scope.__PORTICO_SOLANA_TEST_WALLET__ = { seedHex: 'nope', rpcUrl: 'x', chains: [] }
    expect(installFromGlobalConfig()).toBeUndefined()
    expect(error).toHaveBeenCalledWith(
      expect.stringMatching(/__PORTICO_SOLANA_TEST_WALLET__ is invalid/),
    )
    error.mockRestore()
  })
})
