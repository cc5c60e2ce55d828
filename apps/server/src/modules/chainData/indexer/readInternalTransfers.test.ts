import { describe, expect, test } from 'vitest'
import type { EvmChainReader } from '../evm/createEvmChainReader.ts'
import { readInternalTransfers } from './readInternalTransfers.ts'

// Node answers are stubbed here: anvil always has traces and cannot be made to answer without
// them, to answer malformed ones, or (without a contract written for it) to revert a nested
// call in a transaction that succeeds. The real-chain path is in internalTransfers.test.ts.
const TX = `0x${'ab'.repeat(32)}`
const OTHER_TX = `0x${'cd'.repeat(32)}`
const ROUTER = `0x${'11'.repeat(20)}`
const VISITOR = `0x${'22'.repeat(20)}`

function nodeAnswering(answer: () => unknown): { reader: EvmChainReader; calls: () => number } {
  let calls = 0
  const request = async () => {
    calls += 1
    return answer()
  }
  return { reader: { client: { request } } as unknown as EvmChainReader, calls: () => calls }
}

const call = (traceAddress: number[], extra: Record<string, unknown> = {}, tx = TX) => ({
  type: 'call',
  action: { callType: 'call', from: ROUTER, to: VISITOR, value: '0xde0b6b3a7640000' },
  traceAddress,
  transactionHash: tx,
  transactionPosition: 3,
  ...extra,
})

describe('readInternalTransfers', () => {
  test('default: value paid by an internal call → a transfer, numbered in trace order', async () => {
    const { reader } = nodeAnswering(() => [
      call([], { action: { callType: 'call', from: VISITOR, to: ROUTER, value: '0x0' } }),
      call([0]),
      call([1]),
    ])
    expect(await readInternalTransfers(reader, 7)).toEqual([
      { txHash: TX, txIndex: 3, from: ROUTER, to: VISITOR, value: 10n ** 18n, position: 0 },
      { txHash: TX, txIndex: 3, from: ROUTER, to: VISITOR, value: 10n ** 18n, position: 1 },
    ])
  })

  test('behavior: a reverted frame undoes its own and its children’s value, not its siblings’', async () => {
    const { reader } = nodeAnswering(() => [
      call([]),
      call([0], { error: 'Reverted' }),
      call([0, 0]),
      call([1]),
      call([10]),
    ])
    const transfers = await readInternalTransfers(reader, 7)
    expect(transfers.map((transfer) => transfer.position)).toEqual([0, 1])
    expect(transfers).toHaveLength(2)
  })

  test('behavior: a failed transaction moves nothing; other transactions in the block still count', async () => {
    const { reader } = nodeAnswering(() => [
      call([], { error: 'Reverted' }),
      call([0]),
      call([], {}, OTHER_TX),
      call([0], {}, OTHER_TX),
    ])
    expect((await readInternalTransfers(reader, 7)).map((transfer) => transfer.txHash)).toEqual([
      OTHER_TX,
    ])
  })

  test('behavior: delegate and static calls, creations and zero value are not transfers', async () => {
    const { reader } = nodeAnswering(() => [
      call([0], { action: { callType: 'delegatecall', from: ROUTER, to: VISITOR, value: '0x1' } }),
      call([1], { action: { callType: 'staticcall', from: ROUTER, to: VISITOR } }),
      call([2], { type: 'create' }),
      call([3], { action: { callType: 'call', from: ROUTER, to: VISITOR, value: '0x0' } }),
    ])
    expect(await readInternalTransfers(reader, 7)).toEqual([])
  })

  test('hostile: malformed traces are skipped, never thrown', async () => {
    const { reader } = nodeAnswering(() => [
      null,
      'trace',
      call([0], { traceAddress: 'x' }),
      call([0], { action: { callType: 'call', from: 'nope', to: VISITOR, value: '0x1' } }),
      call([0], { action: { callType: 'call', from: ROUTER, to: VISITOR, value: '12' } }),
      call([1]),
    ])
    expect(await readInternalTransfers(reader, 7)).toHaveLength(1)
    expect(await readInternalTransfers(nodeAnswering(() => ({ not: 'a list' })).reader, 7)).toEqual(
      [],
    )
  })

  test('behavior: a node without traces gives none, and is not asked again', async () => {
    const node = nodeAnswering(() => {
      throw Object.assign(new Error('the method trace_block does not exist/is not available'), {
        code: -32601,
      })
    })
    expect(await readInternalTransfers(node.reader, 7)).toEqual([])
    expect(await readInternalTransfers(node.reader, 8)).toEqual([])
    expect(node.calls()).toBe(1)
  })

  test('behavior: any other failure throws, so the indexer reads the range again', async () => {
    const { reader } = nodeAnswering(() => {
      throw new Error('connect ECONNREFUSED 127.0.0.1:8545')
    })
    await expect(readInternalTransfers(reader, 7)).rejects.toThrow('ECONNREFUSED')
  })
})
