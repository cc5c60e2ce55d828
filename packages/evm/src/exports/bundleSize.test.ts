// @vitest-environment node
import { fileURLToPath } from 'node:url'
import { lazyChunksWith, splitBundle } from '@portico/test-utils/splitBundle'
import { expect, it } from 'vitest'

// Budget for what a page loads up front when it imports @portico/evm (gzip bytes; everything
// statically reachable, @portico/core's share included). Measured ~10.3 KB when written.
const INITIAL_BUDGET_BYTES = 12_000

it('initial bundle stays within budget; the RPC transport loads lazily', async () => {
  const bundle = await splitBundle({ entry: fileURLToPath(new URL('./index.ts', import.meta.url)) })
  expect(bundle.initialBytes).toBeLessThan(INITIAL_BUDGET_BYTES)
  // viem's http transport (recognised by its error text) is in a lazy chunk only.
  const marker = 'HTTP request failed.'
  expect(bundle.initialCode).not.toContain(marker)
  expect(lazyChunksWith(bundle, marker)).not.toHaveLength(0)
})
