import { readCallWords, wordAddress, wordUint } from './callWords.ts'

/** `approve(address spender, uint256 amount)`: ERC-20's selector. */
const APPROVE = '095ea7b3'

/**
 * `approve(spender, amount)` in `data`, encoded exactly as the ABI encodes it (no trailing
 * bytes, no dirty high bits in the spender), or undefined. The spender is lower-cased.
 *
 * @example
 * readApproveCall('0x095ea7b3…') // { spender: '0x9fe4…', amount: 1500000n }
 */
export function readApproveCall(data: string): { spender: string; amount: bigint } | undefined {
  const call = readCallWords(data, 2)
  if (!call || call.selector !== APPROVE || call.count !== 2) return undefined
  const spender = wordAddress(call.word(0))
  const amount = wordUint(call.word(1))
  return spender && amount !== undefined ? { spender, amount } : undefined
}
