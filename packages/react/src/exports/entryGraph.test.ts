import { readFileSync } from 'node:fs'
import { dirname, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const src = resolve(dirname(fileURLToPath(import.meta.url)), '..')

/** Every file of this package the entry reaches through static imports (`import()` is lazy). */
function staticGraph(entry: string): Set<string> {
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    const code = readFileSync(file, 'utf8')
    for (const match of code.matchAll(/^(?:import|export)\s[^;]*?from\s+'(\.[^']+)'/gms)) {
      const target = match[1]
      if (target) visit(resolve(dirname(file), target))
    }
  }
  visit(entry)
  return new Set([...seen].map((file) => relative(src, file)))
}

describe('entry', () => {
  const graph = staticGraph(resolve(src, 'exports/index.ts'))

  it('behavior: holds the provider, the button and the hooks', () => {
    expect(graph).toContain('provider/PorticoProvider.tsx')
    expect(graph).toContain('button/ConnectButton.tsx')
    expect(graph).toContain('hooks/useModal.ts')
  })

  it('behavior: the modal, its stylesheet and every view load lazily', () => {
    const eager = [...graph].filter(
      (file) =>
        file.startsWith('views/') ||
        file.endsWith('Styles.ts') ||
        ['modal/ModalPortal.tsx', 'modal/ModalShell.tsx', 'modal/InlineModal.tsx'].includes(file),
    )
    expect(eager).toEqual([])
  })

  it('behavior: the entry is a client module', () => {
    expect(readFileSync(resolve(src, 'exports/index.ts'), 'utf8').startsWith("'use client'")).toBe(
      true,
    )
  })
})
