import { transactionFixture } from '@portico/test-utils/startHistoryFixtureServer'
import { describe, expect, it } from 'vitest'
import { groupTransactionsByMonth } from './groupTransactionsByMonth.ts'

const at = (id: string, minedAt: string) => transactionFixture({ id, minedAt })

describe('groupTransactionsByMonth', () => {
  it('default: one section per year and month, newest first (spec §3)', () => {
    const groups = groupTransactionsByMonth([
      at('mar-2', '2026-03-02T00:00:00.000Z'),
      at('mar-1', '2026-03-01T00:00:00.000Z'),
      at('feb', '2026-02-14T00:00:00.000Z'),
    ])
    expect(
      groups.map(({ year, month, transactions }) => [year, month, transactions.map((t) => t.id)]),
    ).toEqual([
      [2026, 2, ['mar-2', 'mar-1']],
      [2026, 1, ['feb']],
    ])
  })

  it('behavior: across a year boundary, December of the year before follows January', () => {
    const groups = groupTransactionsByMonth([
      at('dec', '2025-12-31T23:59:59.000Z'),
      at('jan', '2026-01-01T00:00:00.000Z'),
      at('dec-2024', '2024-12-01T00:00:00.000Z'),
    ])
    expect(groups.map(({ year, month }) => `${year}-${month}`)).toEqual([
      '2026-0',
      '2025-11',
      '2024-11',
    ])
  })

  it('behavior: the same month of different years is two sections', () => {
    const groups = groupTransactionsByMonth([
      at('2026', '2026-05-01T00:00:00.000Z'),
      at('2025', '2025-05-01T00:00:00.000Z'),
    ])
    expect(groups).toHaveLength(2)
  })

  it('behavior: out-of-order input is sorted newest first', () => {
    const groups = groupTransactionsByMonth([
      at('old', '2026-03-01T00:00:00.000Z'),
      at('new', '2026-03-20T00:00:00.000Z'),
    ])
    expect(groups[0]?.transactions.map((t) => t.id)).toEqual(['new', 'old'])
  })

  it('empty: no sections', () => {
    expect(groupTransactionsByMonth([])).toEqual([])
  })
})
