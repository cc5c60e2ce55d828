// @vitest-environment node
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build, type OutputChunk } from 'rolldown'
import { expect, it } from 'vitest'

// Budget for what a page loads up front when it imports @portico/bitcoin (gzip bytes; everything
// statically reachable, @portico/core's share included). Measured ~9.7 KB when written.
const INITIAL_BUDGET_BYTES = 12_000

it('initial bundle stays within budget; @scure/btc-signer loads lazily', async () => {
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
  console.info(`@portico/bitcoin initial bundle: ${initialBytes} bytes gzip`)
  expect(initialBytes).toBeLessThan(INITIAL_BUDGET_BYTES)
  // btc-signer's PSBT code (recognised by its error text) is in a lazy chunk only.
  const marker = 'Transaction lock time should be number'
  const initialCode = [...initial].map((chunk) => chunk.code).join('\n')
  expect(initialCode).not.toContain(marker)
  expect(chunks.some((chunk) => !initial.has(chunk) && chunk.code.includes(marker))).toBe(true)
})
