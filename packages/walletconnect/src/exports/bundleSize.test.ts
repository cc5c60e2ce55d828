import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build, type OutputChunk } from 'rolldown'
import { expect, it } from 'vitest'

// Budget for what a page loads up front when it imports @portico/walletconnect (gzip bytes;
// everything statically reachable, @portico/core's share included). Measured ~3.5 KB with
// multi-namespace sessions: all but the pairing store loads with universal-provider.
const INITIAL_BUDGET_BYTES = 7_000

it('initial bundle stays within budget; universal-provider loads lazily', async () => {
  const { output } = await build({
    input: fileURLToPath(new URL('./index.ts', import.meta.url)),
    platform: 'browser',
    write: false,
    logLevel: 'silent',
    output: { format: 'esm', minify: true },
  })
  const chunks = output.filter((item): item is OutputChunk => item.type === 'chunk')
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const initial = new Set<OutputChunk>()
  const visit = (chunk: OutputChunk | undefined) => {
    if (!chunk || initial.has(chunk)) return
    initial.add(chunk)
    for (const name of chunk.imports) visit(byName.get(name))
  }
  visit(chunks.find((chunk) => chunk.isEntry))

  const initialBytes = [...initial].reduce((sum, chunk) => sum + gzipSync(chunk.code).length, 0)
  expect(initialBytes).toBeLessThan(INITIAL_BUDGET_BYTES)
  // The WalletConnect client (recognised by its default relay URL) is in a lazy chunk only.
  const marker = 'wss://relay.walletconnect.org'
  const initialCode = [...initial].map((chunk) => chunk.code).join('\n')
  expect(initialCode).not.toContain(marker)
  expect(chunks.some((chunk) => !initial.has(chunk) && chunk.code.includes(marker))).toBe(true)
})
