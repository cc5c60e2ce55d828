import { transactionFixture } from '@portico/test-utils/startHistoryFixtureServer'
import { describe, expect, it } from 'vitest'
import type { Transaction } from '../types/api.ts'
import { filterTransactions } from './filterTransactions.ts'
import { isSpamTransaction } from './isSpamTransaction.ts'

const minedAt = '2026-03-01T00:00:00.000Z'
const nft = { name: 'Pass', contract: '0xabc', tokenId: '1' }

describe('filterTransactions (spec §5)', () => {
  it('keeps only the active chain, in order', () => {
    const kept = filterTransactions(
      [
        transactionFixture({ id: 'a', minedAt }),
        transactionFixture({ id: 'mainnet', minedAt, chain: 'eip155:1' }),
        transactionFixture({ id: 'b', minedAt }),
      ],
      'eip155:31337',
    )
    expect(kept.map((t) => t.id)).toEqual(['a', 'b'])
  })

  it('hides a transaction whose transfers are all spam (fungible or NFT)', () => {
    const kept = filterTransactions(
      [
        transactionFixture({ id: 'token-spam', minedAt, spam: true }),
        transactionFixture({ id: 'nft-spam', minedAt, nft: { ...nft, spam: true } }),
        transactionFixture({ id: 'nft', minedAt, nft }),
      ],
      'eip155:31337',
    )
    expect(kept.map((t) => t.id)).toEqual(['nft'])
  })
})

describe('isSpamTransaction', () => {
  const spam = transactionFixture({ id: 's', minedAt, spam: true })
  const clean = transactionFixture({ id: 'c', minedAt })

  it('mixed: one clean transfer keeps it', () => {
    const mixed: Transaction = { ...spam, transfers: [...spam.transfers, ...clean.transfers] }
    expect(isSpamTransaction(mixed)).toBe(false)
  })

  it('all spam: spam', () => {
    expect(isSpamTransaction({ ...spam, transfers: [...spam.transfers, ...spam.transfers] })).toBe(
      true,
    )
  })

  it('no transfers (an approval): not spam', () => {
    expect(isSpamTransaction({ ...clean, transfers: [] })).toBe(false)
  })
})
