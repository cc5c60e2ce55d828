import { fileURLToPath } from 'node:url'
import { lazyChunksWith, splitBundle } from '@portico/test-utils/splitBundle'
import { expect, it } from 'vitest'

// Budget for what a page loads up front when it imports @portico/walletconnect (gzip bytes;
// everything statically reachable, @portico/core's share included). Measured ~3.5 KB with
// multi-namespace sessions: all but the pairing store loads with universal-provider. 6.5 KB
// before transfers, 6.9 KB with them (issue #17: @portico/evm's evmTransfers loader; its code
// loads lazily too). 7.0 KB once the kit's `metadata` option reaches the adapter's setup (issue
// #31; filling its gaps from the page loads with the session client). 7.25 KB with the eip155
// address and hash checks up front and the swap checks' loader (issue #31: core keeps neither);
// the packed dApp's @portico/walletconnect row (tests/consumers/sizeBudgets.ts) holds its limit.
const INITIAL_BUDGET_BYTES = 7_300

it('initial bundle stays within budget; universal-provider loads lazily', async () => {
  const bundle = await splitBundle({ entry: fileURLToPath(new URL('./index.ts', import.meta.url)) })
  expect(bundle.initialBytes).toBeLessThan(INITIAL_BUDGET_BYTES)
  // The WalletConnect client (recognised by its default relay URL) is in a lazy chunk only.
  const marker = 'wss://relay.walletconnect.org'
  expect(bundle.initialCode).not.toContain(marker)
  expect(lazyChunksWith(bundle, marker)).not.toHaveLength(0)
  // So is the transfer code (recognised by viem's receipt wait).
  const transfers = 'Timed out while waiting for transaction'
  expect(bundle.initialCode).not.toContain(transfers)
  expect(lazyChunksWith(bundle, transfers)).not.toHaveLength(0)
  // Bundling universal-provider takes seconds, more beside other tests on two busy cores.
}, 30_000)
