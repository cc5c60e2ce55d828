import { readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { getWallets } from '@wallet-standard/app'
import { build } from 'vite'
import { afterAll, describe, expect, it } from 'vitest'
import { DEV_ORDINAL_KEY, DEV_PAYMENT_ADDRESS, DEV_PAYMENT_KEY } from './test/devKeys.ts'
import type { BitcoinTestWalletControls } from './types.ts'

const outDir = join(tmpdir(), `portico-bitcoin-test-wallet-${process.pid}-${Date.now()}`)

afterAll(async () => {
  await rm(outDir, { recursive: true, force: true })
})

describe('IIFE build (vite.build.config.ts)', () => {
  it('default: one script that registers the wallet from window.__PORTICO_BITCOIN_TEST_WALLET__', async () => {
    await build({
      configFile: join(dirname(fileURLToPath(import.meta.url)), '..', 'vite.build.config.ts'),
      build: { outDir },
      logLevel: 'silent',
    })
    const script = await readFile(join(outDir, 'bitcoin-test-wallet.iife.js'), 'utf8')
    expect(script.startsWith('(function(){')).toBe(true)
    expect(script).not.toMatch(/\bimport\s*\(|\brequire\(["']node:/)

    const scope = window as unknown as Record<string, unknown>
    scope.__PORTICO_BITCOIN_TEST_WALLET__ = {
      payment: DEV_PAYMENT_KEY,
      ordinal: DEV_ORDINAL_KEY,
      network: 'regtest',
      name: 'IIFE Bitcoin Wallet',
    }
    // Run it the way a <script> tag would: as plain code in the page's global scope.
    new Function(script)()

    const controls = scope.__PORTICO_BITCOIN_TEST_WALLET_CONTROLS__ as BitcoinTestWalletControls
    expect(controls.accounts[0]?.address).toBe(DEV_PAYMENT_ADDRESS)
    const wallet = getWallets()
      .get()
      .find((item) => item.name === 'IIFE Bitcoin Wallet')
    expect(wallet?.features).toHaveProperty('bitcoin:connect')
  }, 60_000)
})
