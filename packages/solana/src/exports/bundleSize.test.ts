// @vitest-environment node
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build, type OutputChunk } from 'rolldown'
import { expect, it } from 'vitest'

// Budget for what a page loads up front when it imports @portico/solana (gzip bytes; everything
// statically reachable, @portico/core's share included). Measured ~8.8 KB when written: core's
// errors, valibot, @wallet-standard/app and our base58; kit's RPC and codecs load lazily.
const INITIAL_BUDGET_BYTES = 10_000

it('initial bundle stays within budget; the RPC client and transaction codec load lazily', async () => {
  const { output } = await build({
    input: fileURLToPath(new URL('./index.ts', import.meta.url)),
    platform: 'browser',
    write: false,
    logLevel: 'silent',
    output: { format: 'esm', minify: true },
  })
  const chunks = output.filter((item): item is OutputChunk => item.type === 'chunk')
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const entry = chunks.find((chunk) => chunk.isEntry)
  expect(entry).toBeDefined()

  // The entry and every chunk it imports statically, transitively.
  const initial = new Set<OutputChunk>()
  const visit = (chunk: OutputChunk | undefined) => {
    if (!chunk || initial.has(chunk)) return
    initial.add(chunk)
    for (const name of chunk.imports) visit(byName.get(name))
  }
  visit(entry)

  const initialBytes = [...initial].reduce((sum, chunk) => sum + gzipSync(chunk.code).length, 0)
  console.info(`@portico/solana initial bundle: ${initialBytes} bytes gzip`)
  expect(initialBytes).toBeLessThan(INITIAL_BUDGET_BYTES)
  const initialCode = [...initial].map((chunk) => chunk.code).join('\n')
  const lazyCode = chunks
    .filter((chunk) => !initial.has(chunk))
    .map((chunk) => chunk.code)
    .join('\n')
  // The RPC client (its JSON-RPC envelope) and the transaction requests (their error text) are
  // in lazy chunks only.
  for (const marker of ['jsonrpc', 'not a base64 wire transaction']) {
    expect(initialCode).not.toContain(marker)
    expect(lazyCode).toContain(marker)
  }
})
