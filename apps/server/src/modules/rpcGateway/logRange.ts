const HEX_QUANTITY = /^0x[0-9a-fA-F]{1,16}$/
const HEAD_TAGS = new Set(['latest', 'pending', 'safe', 'finalized'])

/** The bounds of an `eth_getLogs` filter as block numbers, or what is needed to tell. */
export type LogRange =
  | { kind: 'unbounded' }
  | { kind: 'range'; from: bigint; to: bigint }
  | { kind: 'needsHead' }

/**
 * The block range an `eth_getLogs` filter covers: `blockHash` filters cover one block
 * (`unbounded` here means "nothing to bound"); `fromBlock`/`toBlock` default to `latest`;
 * `earliest` is block 0, `latest`/`pending`/`safe`/`finalized` the head (`needsHead` until it
 * is given). A filter the node would refuse anyway (bad tags) is left to the node: `unbounded`.
 *
 * @example
 * logRangeOf([{ fromBlock: '0x0', toBlock: '0x10' }], undefined) // { kind: 'range', from: 0n, to: 16n }
 */
export function logRangeOf(params: unknown, head: bigint | undefined): LogRange {
  const filter = Array.isArray(params) ? params[0] : undefined
  if (typeof filter !== 'object' || filter === null) return { kind: 'unbounded' }
  const { blockHash, fromBlock, toBlock } = filter as Record<string, unknown>
  if (blockHash !== undefined) return { kind: 'unbounded' }
  const from = blockOf(fromBlock ?? 'latest', head)
  const to = blockOf(toBlock ?? 'latest', head)
  if (from === 'needsHead' || to === 'needsHead') return { kind: 'needsHead' }
  if (from === undefined || to === undefined) return { kind: 'unbounded' }
  return { kind: 'range', from, to }
}

function blockOf(tag: unknown, head: bigint | undefined): bigint | 'needsHead' | undefined {
  if (typeof tag !== 'string') return undefined
  if (tag === 'earliest') return 0n
  if (HEAD_TAGS.has(tag)) return head ?? 'needsHead'
  return HEX_QUANTITY.test(tag) ? BigInt(tag) : undefined
}
