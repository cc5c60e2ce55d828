import { decodeCanonicalCall } from './decodeCanonicalCall.ts'
import { APPROVE_ABI } from './routerAbi.ts'

/**
 * `approve(spender, amount)` in `data`, encoded exactly as viem encodes it (no trailing bytes, no
 * dirty high bits in the spender), or undefined. The spender is lower-cased.
 *
 * @example
 * readApproveCall('0x095ea7b3…') // { spender: '0x9fe4…', amount: 1500000n }
 */
export function readApproveCall(data: string): { spender: string; amount: bigint } | undefined {
  const call = decodeCanonicalCall(APPROVE_ABI, data)
  if (!call) return undefined
  const [spender, amount] = call.args
  return { spender: spender.toLowerCase(), amount }
}
