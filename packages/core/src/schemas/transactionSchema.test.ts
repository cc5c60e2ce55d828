import { transactionFixture } from '@portico/test-utils/startHistoryFixtureServer'
import * as v from 'valibot'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { transactionPageSchema } from './transactionSchema.ts'

const receive = transactionFixture({ id: 'a', minedAt: '2026-03-01T00:00:00.000Z' })

afterEach(() => {
  vi.restoreAllMocks()
})

describe('transactionPageSchema (GET /v1/account/{account}/history answers)', () => {
  it('default: a page and its cursor', () => {
    expect(v.parse(transactionPageSchema, { data: [receive], next: 'c2' })).toEqual({
      data: [receive],
      next: 'c2',
    })
  })

  it('next: missing or null is the last page', () => {
    expect(v.parse(transactionPageSchema, { data: [] }).next).toBeNull()
    expect(v.parse(transactionPageSchema, { data: [], next: null }).next).toBeNull()
  })

  it('behavior: an unknown operation type is dropped with a warning, the rest kept', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const future = transactionFixture({
      id: 'f',
      minedAt: '2026-03-01T00:00:00.000Z',
      operationType: 'teleport',
    })
    const page = v.parse(transactionPageSchema, { data: [future, receive], next: null })
    expect(page.data.map((t) => t.id)).toEqual(['a'])
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("unknown type 'teleport'"))
  })

  it('behavior: an image URL that is not http(s) is dropped', () => {
    const transfer = receive.transfers[0]
    const page = v.parse(transactionPageSchema, {
      data: [
        {
          ...receive,
          transfers: [
            {
              ...transfer,
              fungible_info: { name: 'X', symbol: 'X', icon: { url: 'javascript:alert(1)' } },
            },
          ],
        },
      ],
    })
    expect(page.data[0]?.transfers[0]?.fungible_info?.icon).toBeNull()
  })

  it.each([
    ['data not a list', { data: 'x' }],
    [
      'minedAt not a time',
      { data: [{ ...receive, metadata: { ...receive.metadata, minedAt: 'yesterday' } }] },
    ],
    [
      'unknown status',
      { data: [{ ...receive, metadata: { ...receive.metadata, status: 'lost' } }] },
    ],
    [
      'quantity not a decimal',
      {
        data: [
          {
            ...receive,
            transfers: [
              {
                direction: 'in',
                quantity: { numeric: '1e9x' },
                fungible_info: { name: 'E', symbol: 'E' },
              },
            ],
          },
        ],
      },
    ],
    [
      'transfer with neither info',
      { data: [{ ...receive, transfers: [{ direction: 'in', quantity: { numeric: '1' } }] }] },
    ],
    [
      'NFT without token id',
      {
        data: [
          {
            ...receive,
            transfers: [
              {
                direction: 'in',
                quantity: { numeric: '1' },
                nft_info: { name: 'N', contract_address: '0x1', flags: { is_spam: false } },
              },
            ],
          },
        ],
      },
    ],
  ])('malformed: %s is refused', (_, body) => {
    expect(v.safeParse(transactionPageSchema, body).success).toBe(false)
  })
})
