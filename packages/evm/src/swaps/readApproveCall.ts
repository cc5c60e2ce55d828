import { decodeFunctionData, encodeFunctionData } from 'viem'
import { APPROVE_ABI } from './routerAbi.ts'

/** 0x, the selector and two words, in hex digits. */
const APPROVE_DATA_LENGTH = 2 + 8 + 64 * 2

/**
 * `approve(spender, amount)` in `data`, encoded exactly as viem encodes it (no trailing bytes, no
 * dirty high bits in the spender), or undefined. The spender is lower-cased.
 *
 * @example
 * readApproveCall('0x095ea7b3…') // { spender: '0x9fe4…', amount: 1500000n }
 */
export function readApproveCall(data: string): { spender: string; amount: bigint } | undefined {
  if (!/^0x[0-9a-fA-F]*$/.test(data) || data.length !== APPROVE_DATA_LENGTH) return undefined
  try {
    const call = decodeFunctionData({ abi: APPROVE_ABI, data: data as `0x${string}` })
    if (encodeFunctionData({ abi: APPROVE_ABI, ...call }).toLowerCase() !== data.toLowerCase())
      return undefined
    const [spender, amount] = call.args
    return { spender: spender.toLowerCase(), amount }
  } catch {
    return undefined
  }
}
