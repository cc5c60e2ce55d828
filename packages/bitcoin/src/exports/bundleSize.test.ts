// @vitest-environment node
import { fileURLToPath } from 'node:url'
import { lazyChunksWith, splitBundle } from '@portico/test-utils/splitBundle'
import { expect, it } from 'vitest'

// Budget for what a page loads up front when it imports @portico/bitcoin (gzip bytes; everything
// statically reachable, @portico/core's share included). Measured ~9.7 KB when written; 11.2 KB
// before signing and the request methods loaded lazily, 10.1 KB after.
const INITIAL_BUDGET_BYTES = 11_000

it('initial bundle stays within budget; @scure/btc-signer, signing and the request methods load lazily', async () => {
  const bundle = await splitBundle({ entry: fileURLToPath(new URL('./index.ts', import.meta.url)) })
  console.info(`@portico/bitcoin initial bundle: ${bundle.initialBytes} bytes gzip`)
  expect(bundle.initialBytes).toBeLessThan(INITIAL_BUDGET_BYTES)
  // btc-signer's PSBT code (recognised by its error text) is in a lazy chunk only.
  const marker = 'Transaction lock time should be number'
  expect(bundle.initialCode).not.toContain(marker)
  expect(lazyChunksWith(bundle, marker)).not.toHaveLength(0)
  // Message signing and the request methods (their words for a wallet's bad signature and for
  // unreadable params) come in one lazy chunk, which the adapter asks for once a wallet connects.
  for (const words of ['answered no signature', ': unreadable params']) {
    expect(bundle.initialCode).not.toContain(words)
    expect(lazyChunksWith(bundle, words)).toHaveLength(1)
  }
})
