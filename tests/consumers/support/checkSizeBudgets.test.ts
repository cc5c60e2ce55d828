import { describe, expect, it } from 'vitest'
import { checkSizeBudgets } from './checkSizeBudgets.ts'
import type { EntrySize } from './entrySizeRows.ts'

const ROWS: EntrySize[] = [
  { id: 'provider + button', group: 'initial', bytes: 28_141 },
  { id: '@portico/wagmi', group: 'adapter', note: 'peers @wagmi/core, viem left out', bytes: 2512 },
  { id: '@portico/react modalBundle', group: 'kitLazy', bytes: 20_426 },
]
const BUDGETS = {
  'provider + button': 31_000,
  '@portico/wagmi': 2_800,
  '@portico/react modalBundle': 22_500,
}

describe('checkSizeBudgets', () => {
  it('default: every entry within its limit, a table of sizes and limits by group', () => {
    const { problems, table } = checkSizeBudgets({ rows: ROWS, budgets: BUDGETS })
    expect(problems).toEqual([])
    expect(table).toMatchInlineSnapshot(`
      "                                  size     limit
      Up front (React and react-dom left out: peers)
        provider + button            27.5 KB   30.3 KB
      An adapter in createConfig: what it adds up front (dependencies counted, peers not)
        @portico/wagmi                2.5 KB    2.7 KB  peers @wagmi/core, viem left out
      Lazy: what each import() fetches beyond the initial bundle and, for a view, the modal
        @portico/react modalBundle   19.9 KB   22.0 KB"
    `)
  })

  it('behavior: an entry over its limit is named with its size and limit', () => {
    const { problems, table } = checkSizeBudgets({
      rows: ROWS,
      budgets: { ...BUDGETS, '@portico/wagmi': 2_500 },
    })
    expect(problems).toEqual([
      '@portico/wagmi: 2.5 KB gzip (2512 B), over its limit of 2.4 KB (2500 B) by 12 B',
    ])
    expect(table).toContain('@portico/wagmi                2.5 KB    2.4 KB  OVER')
  })

  it('behavior: an entry without a limit, and a limit of nothing measured, are problems', () => {
    const { '@portico/wagmi': _, ...budgets } = BUDGETS
    const { problems } = checkSizeBudgets({
      rows: ROWS,
      budgets: { ...budgets, '@portico/react allWalletsBundle': 5_000 },
    })
    expect(problems).toEqual([
      '@portico/wagmi: 2.5 KB gzip (2512 B) and no limit; add one to tests/consumers/sizeBudgets.ts',
      '@portico/react allWalletsBundle: a limit in tests/consumers/sizeBudgets.ts, but no entry of that name was measured',
    ])
  })

  it('parameters: shared, listed under the table', () => {
    const { table } = checkSizeBudgets({
      rows: ROWS,
      budgets: BUDGETS,
      shared: [{ name: 'QrCode', bytes: 4165, ids: ['walletConnectBundle', 'receiveBundle'] }],
    })
    expect(table.split('\n').slice(-2)).toEqual([
      'Chunks in more than one lazy row (whichever loads first fetches them)',
      '  QrCode, 4.1 KB: walletConnectBundle, receiveBundle',
    ])
  })
})
