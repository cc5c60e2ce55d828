import * as v from 'valibot'
import {
  type RegisterBitcoinTestWalletReturnType,
  registerBitcoinTestWallet,
} from './registerBitcoinTestWallet.ts'

/** Where a page (or Playwright's `addInitScript`) puts the wallet's settings before the script. */
export const BITCOIN_TEST_WALLET_CONFIG_GLOBAL = '__PORTICO_BITCOIN_TEST_WALLET__'
/** Where the script leaves the wallet's test controls. */
export const BITCOIN_TEST_WALLET_CONTROLS_GLOBAL = '__PORTICO_BITCOIN_TEST_WALLET_CONTROLS__'

const keySchema = v.object({
  privateKeyHex: v.pipe(v.string(), v.regex(/^[0-9a-fA-F]{64}$/, 'Expected a 32-byte hex key')),
  path: v.pipe(v.string(), v.regex(/^m(\/\d+'?)+$/, 'Expected a BIP-32 path')),
})

const globalConfigSchema = v.object({
  payment: keySchema,
  ordinal: keySchema,
  network: v.picklist(['regtest', 'testnet', 'mainnet']),
  esploraUrl: v.optional(v.pipe(v.string(), v.url())),
  name: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(100))),
  autoApprove: v.optional(v.boolean()),
  storageKey: v.optional(v.string()),
})

/**
 * Registers the Bitcoin test wallet from `window.__PORTICO_BITCOIN_TEST_WALLET__` (the IIFE build
 * runs this on load) and leaves its controls on `window.__PORTICO_BITCOIN_TEST_WALLET_CONTROLS__`.
 * Returns `undefined`, with a console message, when the settings are missing or invalid.
 *
 * @example
 * window.__PORTICO_BITCOIN_TEST_WALLET__ = { payment, ordinal, network: 'regtest' }
 * installFromGlobalConfig()?.controls.accounts[0].address
 */
export function installFromGlobalConfig(): RegisterBitcoinTestWalletReturnType | undefined {
  const scope = window as unknown as Record<string, unknown>
  const raw = scope[BITCOIN_TEST_WALLET_CONFIG_GLOBAL]
  if (raw === undefined) {
    console.warn(
      `[bitcoin-test-wallet] window.${BITCOIN_TEST_WALLET_CONFIG_GLOBAL} is not set; nothing installed`,
    )
    return undefined
  }
  const parsed = v.safeParse(globalConfigSchema, raw)
  if (!parsed.success) {
    console.error(
      `[bitcoin-test-wallet] window.${BITCOIN_TEST_WALLET_CONFIG_GLOBAL} is invalid: ${v.summarize(parsed.issues)}`,
    )
    return undefined
  }
  const installed = registerBitcoinTestWallet(parsed.output)
  scope[BITCOIN_TEST_WALLET_CONTROLS_GLOBAL] = installed.controls
  return installed
}
