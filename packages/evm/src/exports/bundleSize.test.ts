// @vitest-environment node
import { fileURLToPath } from 'node:url'
import { lazyChunksWith, splitBundle } from '@portico/test-utils/splitBundle'
import { expect, it } from 'vitest'

// Budget for what a page loads up front when it imports @portico/evm (gzip bytes; everything
// statically reachable, @portico/core's share included). Measured ~10.3 KB when written, 11.0 KB
// before transfers and 11.6 KB with them (issue #17: the exported classes and the loader).
const INITIAL_BUDGET_BYTES = 12_000

it('initial bundle stays within budget; the RPC transport and the transfer code load lazily', async () => {
  const bundle = await splitBundle({ entry: fileURLToPath(new URL('./index.ts', import.meta.url)) })
  expect(bundle.initialBytes).toBeLessThan(INITIAL_BUDGET_BYTES)
  // viem's http transport (recognised by its error text) is in a lazy chunk only.
  const marker = 'HTTP request failed.'
  expect(bundle.initialCode).not.toContain(marker)
  expect(lazyChunksWith(bundle, marker)).not.toHaveLength(0)
  // The transfers' reads and viem's receipt wait (recognised by its timeout's words) too, in the
  // same one lazy chunk as the balance (lazyActions.ts).
  const transfers = 'Timed out while waiting for transaction'
  expect(bundle.initialCode).not.toContain(transfers)
  expect(lazyChunksWith(bundle, transfers)).toEqual(lazyChunksWith(bundle, marker))
  expect(bundle.lazy).toHaveLength(1)
})
