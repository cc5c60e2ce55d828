import * as v from 'valibot'
import type { Hex } from 'viem'
import { type InstallTestWalletReturnType, installTestWallet } from './installTestWallet.ts'

/** Where a page (or Playwright's `addInitScript`) puts the wallet's settings before the script. */
export const TEST_WALLET_CONFIG_GLOBAL = '__PORTICO_TEST_WALLET__'
/** Where the script leaves the provider, so tests can reach `testControls` when not injected. */
export const TEST_WALLET_PROVIDER_GLOBAL = '__PORTICO_TEST_WALLET_PROVIDER__'

const globalConfigSchema = v.object({
  privateKey: v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{64}$/, 'Expected a 32-byte hex key')),
  chains: v.pipe(
    v.array(
      v.object({
        id: v.pipe(v.number(), v.integer(), v.minValue(1)),
        rpcUrl: v.pipe(v.string(), v.url()),
        name: v.optional(v.string()),
      }),
    ),
    v.minLength(1),
  ),
  chainId: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  announce: v.optional(v.boolean()),
  injectWindowEthereum: v.optional(v.boolean()),
  autoApprove: v.optional(v.boolean()),
  storageKey: v.optional(v.string()),
})

/**
 * Installs the test wallet from `window.__PORTICO_TEST_WALLET__` (the IIFE build runs this on
 * load). Returns `undefined`, with a console message, when the settings are missing or invalid.
 *
 * @example
 * window.__PORTICO_TEST_WALLET__ = { privateKey, chains: [{ id: 31337, rpcUrl }] }
 * installFromGlobalConfig()?.provider.testControls.address
 */
export function installFromGlobalConfig(): InstallTestWalletReturnType | undefined {
  const scope = window as unknown as Record<string, unknown>
  const raw = scope[TEST_WALLET_CONFIG_GLOBAL]
  if (raw === undefined) {
    console.warn(`[test-wallet] window.${TEST_WALLET_CONFIG_GLOBAL} is not set; nothing installed`)
    return undefined
  }
  const parsed = v.safeParse(globalConfigSchema, raw)
  if (!parsed.success) {
    console.error(
      `[test-wallet] window.${TEST_WALLET_CONFIG_GLOBAL} is invalid: ${v.summarize(parsed.issues)}`,
    )
    return undefined
  }
  const installed = installTestWallet({
    ...parsed.output,
    privateKey: parsed.output.privateKey as Hex,
  })
  scope[TEST_WALLET_PROVIDER_GLOBAL] = installed.provider
  return installed
}
