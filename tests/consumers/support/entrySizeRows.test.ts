import { describe, expect, it } from 'vitest'
import { entrySizeRows, type Manifest, type PageBuild } from './entrySizeRows.ts'

const REACT = 'node_modules/@portico/react/dist'

/**
 * A page's build from chunks given as key → [gzip bytes, static imports, dynamic imports], keyed
 * as Vite keys them: a source path, or `_<name>-<hash>.js` for a chunk of shared modules.
 */
function page(chunks: Record<string, [number, string[]?, string[]?]>): PageBuild {
  const manifest: Record<string, Manifest[string]> = {}
  const gzipBytes: Record<string, number> = {}
  for (const [key, [bytes, imports = [], dynamicImports = []]] of Object.entries(chunks)) {
    const file = `assets/${key.replace(/\W/g, '_')}.js`
    const isEntry = key.startsWith('src/')
    const isSource = isEntry || key.startsWith('node_modules/')
    manifest[key] = {
      file,
      name: isSource
        ? key.replace(/^.*\//, '').replace(/\.\w+$/, '')
        : key.slice(1, key.lastIndexOf('-')),
      ...(isSource ? { src: key } : {}),
      ...(isEntry ? { isEntry: true } : {}),
      imports,
      dynamicImports,
    }
    gzipBytes[file] = bytes
  }
  return { manifest, gzipBytes }
}

const MODAL = `${REACT}/modal/modalBundle.js`
const ACCOUNT = `${REACT}/views/Account/accountBundle.js`
const SEND = `${REACT}/views/Send/sendBundle.js`
const CORE_LAZY = 'node_modules/@portico/core/dist/internal/checkSiwxSession.js'

/** The provider + button page: entry 1000 + shared 200 up front; the modal, two views, core. */
const base = page({
  'src/entrySizes/provider-button.tsx': [1000, ['_shared-a.js'], [MODAL, ACCOUNT, SEND, CORE_LAZY]],
  '_shared-a.js': [200],
  [MODAL]: [500, ['src/entrySizes/provider-button.tsx', '_button-a.js']],
  '_button-a.js': [50],
  [ACCOUNT]: [300, ['src/entrySizes/provider-button.tsx', '_button-a.js', '_format-a.js']],
  [SEND]: [400, ['_shared-a.js', '_format-a.js']],
  '_format-a.js': [70],
  [CORE_LAZY]: [30, ['_shared-a.js']],
})

/** The same page with an adapter: 300 more up front, and a lazy chunk of its own. */
const ADAPTER_LAZY = 'node_modules/@portico/evm/dist/lazyActions.js'
const withAdapter = page({
  'src/entrySizes/evm.tsx': [
    1250,
    ['_shared-b.js'],
    [MODAL, ACCOUNT, SEND, CORE_LAZY, ADAPTER_LAZY],
  ],
  '_shared-b.js': [250],
  [MODAL]: [500, ['src/entrySizes/evm.tsx', '_button-b.js']],
  '_button-b.js': [50],
  [ACCOUNT]: [300, ['_button-b.js', '_format-b.js']],
  [SEND]: [400, ['_format-b.js', '_rpc-b.js']],
  '_format-b.js': [70],
  [CORE_LAZY]: [30],
  [ADAPTER_LAZY]: [900, ['src/entrySizes/evm.tsx', '_rpc-b.js', '_viem-b.js'], ['_viem-b.js']],
  '_rpc-b.js': [20],
  '_viem-b.js': [600],
})

const row = (rows: { id: string; bytes: number }[], id: string) =>
  rows.find((item) => item.id === id)?.bytes

describe('entrySizeRows', () => {
  it('default: the initial bundle is the entry and what it imports statically', () => {
    const { rows } = entrySizeRows({ base, adapters: [] })
    expect(rows[0]).toEqual({ id: 'provider + button', group: 'initial', bytes: 1200 })
  })

  it('behavior: the modal counts what it fetches beyond the initial bundle, not the entry it imports', () => {
    const { rows } = entrySizeRows({ base, adapters: [] })
    expect(row(rows, '@portico/react modalBundle')).toBe(550)
  })

  it('behavior: a view counts what it fetches beyond the initial bundle and the modal', () => {
    const { rows } = entrySizeRows({ base, adapters: [] })
    // Account: itself and the formatting chunk; the button came with the modal.
    expect(row(rows, '@portico/react accountBundle')).toBe(370)
    // Send: itself and the formatting chunk; the shared chunk is in the initial bundle.
    expect(row(rows, '@portico/react sendBundle')).toBe(470)
  })

  it('behavior: a chunk two views fetch is in both rows, and listed as shared', () => {
    const { shared } = entrySizeRows({ base, adapters: [] })
    expect(shared).toEqual([
      {
        name: 'format',
        bytes: 70,
        ids: ['@portico/react accountBundle', '@portico/react sendBundle'],
      },
    ])
  })

  it('behavior: the other lazy chunks of the base page are one row, named in its note', () => {
    const { rows } = entrySizeRows({ base, adapters: [] })
    expect(rows.find((item) => item.id === '@portico/core lazy')).toEqual({
      id: '@portico/core lazy',
      group: 'kitLazy',
      note: 'checkSiwxSession',
      bytes: 30,
    })
  })

  it('behavior: an adapter is what its page loads up front beyond the base page', () => {
    const { rows } = entrySizeRows({
      base,
      adapters: [{ name: '@portico/evm', build: withAdapter, note: 'viem counted' }],
    })
    expect(rows.find((item) => item.id === '@portico/evm')).toEqual({
      id: '@portico/evm',
      group: 'adapter',
      note: 'viem counted',
      bytes: 300,
    })
  })

  it('behavior: an adapter’s lazy imports are those the base page has not, beyond its own initial bundle, each chunk once', () => {
    const { rows } = entrySizeRows({
      base,
      adapters: [{ name: '@portico/evm', build: withAdapter }],
    })
    // lazyActions 900 + rpc 20 + viem 600 (imported statically and by import() both): not the
    // entry, not the kit's views and core chunk the base page has too.
    expect(rows.find((item) => item.id === '@portico/evm lazy')).toEqual({
      id: '@portico/evm lazy',
      group: 'adapterLazy',
      note: 'lazyActions + viem',
      bytes: 1520,
    })
    // The kit's own rows come from the base page only.
    expect(rows.filter((item) => item.id === '@portico/react sendBundle')).toHaveLength(1)
  })

  it('behavior: the swap checks are a row of their own, measured on the EVM page, in no adapter’s lazy row', () => {
    const SWAP_CHECKS = 'node_modules/@portico/evm/dist/swaps/swapChecks.js'
    const withChecks = (entry: string) =>
      page({
        [entry]: [1250, [], [MODAL, ADAPTER_LAZY, SWAP_CHECKS]],
        [MODAL]: [500],
        [ADAPTER_LAZY]: [900],
        [SWAP_CHECKS]: [120, ['_words-c.js']],
        '_words-c.js': [10],
      })
    const { rows } = entrySizeRows({
      base,
      adapters: [
        { name: '@portico/evm', build: withChecks('src/entrySizes/evm.tsx') },
        { name: '@portico/walletconnect', build: withChecks('src/entrySizes/walletconnect.tsx') },
      ],
    })
    expect(rows.filter((item) => item.group === 'adapterLazy')).toEqual([
      { id: '@portico/evm lazy', group: 'adapterLazy', note: 'lazyActions', bytes: 900 },
      { id: '@portico/walletconnect lazy', group: 'adapterLazy', note: 'lazyActions', bytes: 900 },
      {
        id: '@portico/evm swapChecks',
        group: 'adapterLazy',
        note: 'also on the pages of @portico/walletconnect',
        bytes: 130,
      },
    ])
  })

  it('behavior: an adapter without lazy imports of its own has no lazy row', () => {
    const { rows } = entrySizeRows({ base, adapters: [{ name: '@portico/wagmi', build: base }] })
    expect(row(rows, '@portico/wagmi')).toBe(0)
    expect(row(rows, '@portico/wagmi lazy')).toBeUndefined()
  })

  it('behavior: a shared chunk a page imports lazily is the same module across pages by its name', () => {
    const chunkTarget = page({
      'src/entrySizes/provider-button.tsx': [1000, [], [MODAL, '_disconnect-a.js']],
      [MODAL]: [500],
      '_disconnect-a.js': [40],
    })
    const adapter = page({
      'src/entrySizes/evm.tsx': [1100, [], [MODAL, '_disconnect-b.js']],
      [MODAL]: [500],
      '_disconnect-b.js': [40],
    })
    const { rows } = entrySizeRows({
      base: chunkTarget,
      adapters: [{ name: '@portico/evm', build: adapter }],
    })
    expect(row(rows, '@portico/core lazy')).toBe(40)
    expect(row(rows, '@portico/evm lazy')).toBeUndefined()
  })

  it('behavior: a page without the modal bundle fails, naming the lazy bundles it has', () => {
    const noModal = page({
      'src/entrySizes/provider-button.tsx': [1000, [], [ACCOUNT]],
      [ACCOUNT]: [1],
    })
    expect(() => entrySizeRows({ base: noModal, adapters: [] })).toThrow(
      'no lazy modalBundle of @portico/react (lazy: accountBundle)',
    )
  })
})
