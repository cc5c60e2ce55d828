import { fileURLToPath } from 'node:url'
import type { Page } from '@playwright/test'
import { privateKeyToAccount } from 'viem/accounts'
import { stackInfo } from './stack.ts'

const TEST_WALLET_SCRIPT = fileURLToPath(
  new URL('../../../tools/test-wallet/dist/test-wallet.iife.js', import.meta.url),
)

/**
 * A second real wallet (dev account 1, or the account of `privateKey`) that only sets
 * `window.ethereum`, as a legacy injected extension does; the demo's own test wallet then only
 * announces itself by EIP-6963. The kit lists it as 'Browser Wallet'.
 */
export async function installInjectedOnlyWallet(
  page: Page,
  privateKey?: `0x${string}`,
): Promise<`0x${string}`> {
  const { accounts, chains } = stackInfo()
  const key = privateKey ?? accounts[1]?.privateKey
  if (!key) throw new Error('The stack has no second dev account')
  const settings = {
    privateKey: key,
    chains: chains.map((chain) => ({ id: chain.chainId, rpcUrl: chain.rpcUrl, name: chain.name })),
    announce: false,
    injectWindowEthereum: true,
    storageKey: 'portico-e2e-injected-wallet',
  }
  await page.addInitScript(`window.__PORTICO_TEST_WALLET__ = ${JSON.stringify(settings)}`)
  await page.addInitScript({ path: TEST_WALLET_SCRIPT })
  return privateKeyToAccount(key).address
}
