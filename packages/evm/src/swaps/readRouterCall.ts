import { decodeCanonicalCall } from './decodeCanonicalCall.ts'
import { ROUTER_ABI } from './routerAbi.ts'

/** The longest path a trade may take; the service's routes are far shorter. */
const MAX_PATH = 8
/** 0x, the selector, five head words, the path's length and its longest path, in hex digits. */
const MAX_DATA_LENGTH = 2 + 8 + 64 * (5 + 1 + MAX_PATH)

export type RouterFunction = (typeof ROUTER_ABI)[number]['name']

/** A router swap call's arguments; `amountIn` is absent for the ETH-paying one (it is `value`). */
export interface RouterCall {
  functionName: RouterFunction
  amountIn?: bigint
  amountOutMin: bigint
  /** Lower-cased 0x addresses. */
  path: readonly string[]
  /** Lower-cased. */
  to: string
  deadline: bigint
}

/**
 * The router call in `data`, or undefined when it is not one of the three swaps, or is not
 * encoded exactly as viem encodes it (a path offset that points elsewhere, trailing bytes,
 * addresses with dirty high bits), or its path is not 2 to 8 tokens.
 *
 * @example
 * readRouterCall('0x7ff36ab5…') // { functionName: 'swapExactETHForTokens', amountOutMin, path, to, deadline }
 * readRouterCall('0x095ea7b3…') // undefined (an approval)
 */
export function readRouterCall(data: string): RouterCall | undefined {
  // A bound before decoding: a length word claiming millions of tokens is not worth reading.
  if (data.length > MAX_DATA_LENGTH) return undefined
  const call = decodeCanonicalCall(ROUTER_ABI, data)
  if (!call) return undefined
  const [amountIn, amountOutMin, path, to, deadline] =
    call.functionName === 'swapExactETHForTokens' ? [undefined, ...call.args] : call.args
  if (path.length < 2 || path.length > MAX_PATH) return undefined
  return {
    functionName: call.functionName,
    ...(amountIn !== undefined ? { amountIn } : {}),
    amountOutMin,
    path: path.map((hop) => hop.toLowerCase()),
    to: to.toLowerCase(),
    deadline,
  }
}
