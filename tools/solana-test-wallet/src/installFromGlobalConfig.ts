import * as v from 'valibot'
import {
  type RegisterSolanaTestWalletReturnType,
  registerSolanaTestWallet,
} from './registerSolanaTestWallet.ts'
import type { SolanaChainId } from './types.ts'

/**
 * Where a page (or Playwright's `addInitScript`) puts the wallet's settings before the script.
 *
 * @example
 * window[SOLANA_TEST_WALLET_CONFIG_GLOBAL] = { seedHex, rpcUrl, chains }
 */
export const SOLANA_TEST_WALLET_CONFIG_GLOBAL = '__PORTICO_SOLANA_TEST_WALLET__'
/**
 * Where the script leaves the controls for the e2e tests.
 *
 * @example
 * await page.evaluate(() => window.__PORTICO_SOLANA_TEST_WALLET_CONTROLS__.rejectNext())
 */
export const SOLANA_TEST_WALLET_CONTROLS_GLOBAL = '__PORTICO_SOLANA_TEST_WALLET_CONTROLS__'

const globalConfigSchema = v.object({
  seedHex: v.pipe(v.string(), v.regex(/^(0x)?[0-9a-fA-F]{64}$/, 'Expected a 32-byte hex seed')),
  rpcUrl: v.pipe(v.string(), v.url()),
  chains: v.pipe(
    v.array(
      v.pipe(v.string(), v.regex(/^solana:[1-9A-HJ-NP-Za-km-z]{1,32}$/, 'Expected solana:…')),
    ),
    v.minLength(1),
  ),
  name: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(100))),
  autoApprove: v.optional(v.boolean()),
  omitFeatures: v.optional(v.array(v.picklist(['solana:signAndSendTransaction']))),
})

/**
 * Registers the Solana test wallet from `window.__PORTICO_SOLANA_TEST_WALLET__` (the IIFE build
 * runs this on load) and leaves its controls on `window.__PORTICO_SOLANA_TEST_WALLET_CONTROLS__`.
 * Returns `undefined`, with a console message, when the settings are missing or invalid.
 *
 * @example
 * window.__PORTICO_SOLANA_TEST_WALLET__ = { seedHex, rpcUrl, chains: ['solana:…'] }
 * installFromGlobalConfig()?.controls.ready
 */
export function installFromGlobalConfig(): RegisterSolanaTestWalletReturnType | undefined {
  const scope = window as unknown as Record<string, unknown>
  const raw = scope[SOLANA_TEST_WALLET_CONFIG_GLOBAL]
  if (raw === undefined) {
    console.warn(
      `[solana-test-wallet] window.${SOLANA_TEST_WALLET_CONFIG_GLOBAL} is not set; nothing installed`,
    )
    return undefined
  }
  const parsed = v.safeParse(globalConfigSchema, raw)
  if (!parsed.success) {
    console.error(
      `[solana-test-wallet] window.${SOLANA_TEST_WALLET_CONFIG_GLOBAL} is invalid: ${v.summarize(parsed.issues)}`,
    )
    return undefined
  }
  const installed = registerSolanaTestWallet({
    ...parsed.output,
    chains: parsed.output.chains as SolanaChainId[],
  })
  scope[SOLANA_TEST_WALLET_CONTROLS_GLOBAL] = installed.controls
  return installed
}
