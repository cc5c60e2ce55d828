// @vitest-environment node
import { fileURLToPath } from 'node:url'
import { lazyChunksWith, splitBundle } from '@portico/test-utils/splitBundle'
import { expect, it } from 'vitest'

// Budget for what a page loads up front when it imports @portico/solana (gzip bytes; everything
// statically reachable, @portico/core's share included). Measured ~8.8 KB when written: core's
// errors, valibot, @wallet-standard/app and our base58; kit's RPC and codecs load lazily.
const INITIAL_BUDGET_BYTES = 10_000

it('initial bundle stays within budget; the RPC client and transaction codec load lazily', async () => {
  const bundle = await splitBundle({ entry: fileURLToPath(new URL('./index.ts', import.meta.url)) })
  console.info(`@portico/solana initial bundle: ${bundle.initialBytes} bytes gzip`)
  expect(bundle.initialBytes).toBeLessThan(INITIAL_BUDGET_BYTES)
  // The RPC client (its JSON-RPC envelope) and the transaction requests (their error text) are
  // in lazy chunks only.
  for (const marker of ['jsonrpc', 'not a base64 wire transaction']) {
    expect(bundle.initialCode).not.toContain(marker)
    expect(lazyChunksWith(bundle, marker)).not.toHaveLength(0)
  }
})
