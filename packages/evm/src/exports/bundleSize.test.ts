// @vitest-environment node
import { fileURLToPath } from 'node:url'
import { lazyChunksWith, splitBundle } from '@portico/test-utils/splitBundle'
import { expect, it } from 'vitest'

// Budget for what a page loads up front when it imports @portico/evm (gzip bytes; everything
// statically reachable, @portico/core's share included). Measured ~10.3 KB when written, 11.0 KB
// before transfers and 11.6 KB with them (issue #17: the exported classes and the loader).
// 11,749 B with the swap checks' loader (issue #31 item 2, +85 B; the checks load lazily).
// 7,617 B (was 11,888) once viem's checksum and its keccak load with the lazy actions (issue #35).
const INITIAL_BUDGET_BYTES = 8_000

it('initial bundle stays within budget; the checksum, the RPC transport, the transfer code and the swap checks load lazily', async () => {
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
  // viem's checksum and its keccak (recognised by viem's address error) in that chunk too (and in
  // the swap checks' own): a visitor who never connects an EVM wallet does not load them
  // (provider/loadChecksum.ts).
  const checksum = 'Address must match its checksum counterpart.'
  expect(bundle.initialCode).not.toContain(checksum)
  expect(lazyChunksWith(bundle, checksum)).toEqual(
    expect.arrayContaining(lazyChunksWith(bundle, marker)),
  )
  // The swap checks (recognised by a refusal's words) in a chunk of their own, which imports
  // nothing: viem's decoder inside, as the build ships it, and no value of core's
  // (docs/architecture-notes.md on the checks' cost).
  const swapChecks = 'The data is not a router swap'
  expect(bundle.initialCode).not.toContain(swapChecks)
  const [checks, ...more] = lazyChunksWith(bundle, swapChecks)
  expect(more).toHaveLength(0)
  expect(checks?.code).not.toContain(marker)
  expect(checks?.imports).toEqual([])
  expect(bundle.lazy).toHaveLength(2)
})
