// @vitest-environment node
import { fileURLToPath } from 'node:url'
import { lazyChunksWith, splitBundle } from '@portico/test-utils/splitBundle'
import { expect, it } from 'vitest'

// Budget for what a page loads up front when it imports @portico/solana (gzip bytes; everything
// statically reachable, @portico/core's share included). Measured ~8.8 KB when written: core's
// errors, valibot, @wallet-standard/app and our base58; kit's RPC and codecs load lazily. 9.8 KB
// before transfers and 10.5 KB with them (issue #17: the transfers object and its loader, three
// exported error classes, and the valibot checks the lazy transfer code shares with the page's);
// 10.6 KB before signing and the request methods loaded lazily, 10.3 KB after.
const INITIAL_BUDGET_BYTES = 10_800

it('initial bundle stays within budget; the RPC client, transaction codec, transfers, signing and the request methods load lazily', async () => {
  const bundle = await splitBundle({ entry: fileURLToPath(new URL('./index.ts', import.meta.url)) })
  console.info(`@portico/solana initial bundle: ${bundle.initialBytes} bytes gzip`)
  expect(bundle.initialBytes).toBeLessThan(INITIAL_BUDGET_BYTES)
  // The RPC client (its JSON-RPC envelope), the transaction requests (their error text), the
  // transfer code (its words for an expired transfer), the program clients (the token program's
  // address), and message signing and the request methods (their words for a bad signature and
  // for a request without a wallet; the adapter asks for them once a wallet connects) are in lazy
  // chunks only.
  for (const marker of [
    'jsonrpc',
    'expected a 64-byte signature',
    'needs a connected wallet',
    'not a base64 wire transaction',
    'expired before it reached the network',
    'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  ]) {
    expect(bundle.initialCode).not.toContain(marker)
    expect(lazyChunksWith(bundle, marker)).not.toHaveLength(0)
  }
  // The transfer code is one lazy chunk (transfers/loadTransfers.ts).
  expect(lazyChunksWith(bundle, 'expired before it reached the network')).toHaveLength(1)
})
