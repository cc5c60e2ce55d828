import { fileURLToPath } from 'node:url'
import type { Page } from '@playwright/test'
import { stackInfo } from './stack.ts'

const TEST_WALLET_SCRIPT = fileURLToPath(
  new URL('../../../tools/test-wallet/dist/test-wallet.iife.js', import.meta.url),
)

/**
 * A second real wallet (dev account 1) that only sets `window.ethereum`, as a legacy injected
 * extension does; the demo's own test wallet then only announces itself by EIP-6963.
 */
export async function installInjectedOnlyWallet(page: Page): Promise<`0x${string}`> {
  const { accounts, chains } = stackInfo()
  const account = accounts[1]
  if (!account) throw new Error('The stack has no second dev account')
  const settings = {
    privateKey: account.privateKey,
    chains: chains.map((chain) => ({ id: chain.chainId, rpcUrl: chain.rpcUrl, name: chain.name })),
    announce: false,
    injectWindowEthereum: true,
    storageKey: 'portico-e2e-injected-wallet',
  }
  await page.addInitScript(`window.__PORTICO_TEST_WALLET__ = ${JSON.stringify(settings)}`)
  await page.addInitScript({ path: TEST_WALLET_SCRIPT })
  return account.address
}
