import { describe, expect, it } from 'vitest'
import { logRangeOf } from './logRange.ts'

describe('logRangeOf', () => {
  it('reads numbers, earliest and the head tags', () => {
    expect(logRangeOf([{ fromBlock: '0x0', toBlock: '0x10' }], undefined)).toEqual({
      kind: 'range',
      from: 0n,
      to: 16n,
    })
    expect(logRangeOf([{ fromBlock: 'earliest' }], 500n)).toEqual({
      kind: 'range',
      from: 0n,
      to: 500n,
    })
    expect(logRangeOf([{ fromBlock: '0x1', toBlock: 'finalized' }], undefined)).toEqual({
      kind: 'needsHead',
    })
  })

  it('leaves block-hash filters and malformed ones to the node', () => {
    expect(logRangeOf([{ blockHash: `0x${'ab'.repeat(32)}` }], undefined)).toEqual({
      kind: 'unbounded',
    })
    expect(logRangeOf([{ fromBlock: 'yesterday' }], 5n)).toEqual({ kind: 'unbounded' })
    expect(logRangeOf('nonsense', 5n)).toEqual({ kind: 'unbounded' })
  })
})
