import { transactionFixture } from '@portico/test-utils/startHistoryFixtureServer'
import { describe, expect, it } from 'vitest'
import { heldNfts } from './heldNfts.ts'

const pass = (tokenId: string, spam = false) => ({
  name: 'Portico Pass',
  contract: '0xAbC0000000000000000000000000000000000001',
  tokenId,
  spam,
})

describe('heldNfts', () => {
  it('default: received tokens, most recent first, with name and token id', () => {
    const held = heldNfts([
      transactionFixture({
        id: '2',
        minedAt: '2026-03-02T00:00:00.000Z',
        operationType: 'mint',
        nft: pass('2'),
      }),
      transactionFixture({
        id: '1',
        minedAt: '2026-03-01T00:00:00.000Z',
        operationType: 'mint',
        nft: pass('1'),
      }),
    ])
    expect(held.map((nft) => [nft.name, nft.tokenId])).toEqual([
      ['Portico Pass', '2'],
      ['Portico Pass', '1'],
    ])
    expect(held[0]).toMatchObject({
      id: '0xabc0000000000000000000000000000000000001:2',
      imageUrl: null,
    })
  })

  it('behavior: a token sent away later is not held; received back, it is', () => {
    const history = [
      transactionFixture({
        id: 'out',
        minedAt: '2026-03-02T00:00:00.000Z',
        operationType: 'send',
        nft: pass('1'),
      }),
      transactionFixture({
        id: 'in',
        minedAt: '2026-03-01T00:00:00.000Z',
        operationType: 'receive',
        nft: pass('1'),
      }),
    ]
    expect(heldNfts(history)).toEqual([])
    const back = transactionFixture({
      id: 'back',
      minedAt: '2026-03-03T00:00:00.000Z',
      operationType: 'receive',
      nft: pass('1'),
    })
    expect(heldNfts([back, ...history]).map((nft) => nft.tokenId)).toEqual(['1'])
  })

  it('behavior: spam NFTs and fungible transfers are left out', () => {
    const held = heldNfts([
      transactionFixture({ id: 's', minedAt: '2026-03-02T00:00:00.000Z', nft: pass('9', true) }),
      transactionFixture({ id: 'eth', minedAt: '2026-03-01T00:00:00.000Z' }),
    ])
    expect(held).toEqual([])
  })
})
