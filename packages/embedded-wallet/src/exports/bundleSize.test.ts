// @vitest-environment node
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build, type OutputChunk } from 'rolldown'
import { expect, it } from 'vitest'

// What a page that adds `embeddedWallet(…)` to its adapters loads up front from this package,
// beyond @portico/core and valibot that the kit loads anyway (gzip bytes, everything statically
// reachable). Measured ~3.1 KB when written; the frame client (~4.0 KB) is not part of it.
const INITIAL_BUDGET_BYTES = 3_500

const index = fileURLToPath(new URL('./index.ts', import.meta.url))
const page = `import { embeddedWallet } from ${JSON.stringify(index)}
export const adapter = embeddedWallet({ secureSiteUrl: 'http://127.0.0.1:5180' })`

it('initial bundle stays within budget; the frame client loads lazily', async () => {
  const { output } = await build({
    input: 'virtual:page',
    platform: 'browser',
    external: [/^@portico\/core/, /^valibot/],
    write: false,
    logLevel: 'silent',
    output: { format: 'esm', minify: true },
    plugins: [
      {
        name: 'page',
        resolveId: (id) => (id === 'virtual:page' ? id : null),
        load: (id) => (id === 'virtual:page' ? page : null),
      },
    ],
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
  expect(initialBytes).toBeLessThan(INITIAL_BUDGET_BYTES)
  // The frame client (recognised by the iframe's title) is in a lazy chunk only, which the
  // entry reaches by import() and nothing reaches statically.
  const marker = 'Portico embedded wallet'
  const initialCode = [...initial].map((chunk) => chunk.code).join('\n')
  expect(initialCode).not.toContain(marker)
  const lazy = chunks.filter((chunk) => !initial.has(chunk) && chunk.code.includes(marker))
  expect(lazy).toHaveLength(1)
  expect(entry?.dynamicImports).toContain(lazy[0]?.fileName)
})
