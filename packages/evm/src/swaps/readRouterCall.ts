import { readCallWords, wordAddress, wordUint } from './callWords.ts'

export type RouterFunction =
  | 'swapExactETHForTokens'
  | 'swapExactTokensForETH'
  | 'swapExactTokensForTokens'

/** The Uniswap V2 router's three exact-input swaps by their 4-byte selectors. */
const ROUTER_FUNCTIONS = new Map<string, RouterFunction>([
  // swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline)
  ['7ff36ab5', 'swapExactETHForTokens'],
  // swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)
  ['18cbafe5', 'swapExactTokensForETH'],
  // swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)
  ['38ed1739', 'swapExactTokensForTokens'],
])

/** The longest path a trade may take; the service's routes are far shorter. */
const MAX_PATH = 8

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
 * The router call in `data`, or undefined when it is not one of the three swaps or not encoded
 * exactly as the ABI encodes it: a path offset that does not point right after the head, a word
 * short, trailing bytes, an address word with dirty high bits, or a path not of 2 to 8 tokens.
 *
 * @example
 * readRouterCall('0x7ff36ab5…') // { functionName: 'swapExactETHForTokens', amountOutMin, path, to, deadline }
 * readRouterCall('0x095ea7b3…') // undefined (an approval)
 */
export function readRouterCall(data: string): RouterCall | undefined {
  const call = readCallWords(data, 5 + 1 + MAX_PATH)
  const functionName = call && ROUTER_FUNCTIONS.get(call.selector)
  if (!call || !functionName) return undefined
  // The ETH-paying swap has no amountIn: its other arguments sit one word earlier.
  const paysNative = functionName === 'swapExactETHForTokens'
  const first = paysNative ? 0 : 1
  const head = first + 4
  if (wordUint(call.word(first + 1)) !== BigInt(head * 32)) return undefined
  const length = wordUint(call.word(head))
  if (length === undefined || length < 2n || length > BigInt(MAX_PATH)) return undefined
  if (call.count !== head + 1 + Number(length)) return undefined
  const path: string[] = []
  for (let index = 0; index < Number(length); index++) {
    const hop = wordAddress(call.word(head + 1 + index))
    if (!hop) return undefined
    path.push(hop)
  }
  const amountIn = paysNative ? undefined : wordUint(call.word(0))
  const amountOutMin = wordUint(call.word(first))
  const to = wordAddress(call.word(first + 2))
  const deadline = wordUint(call.word(first + 3))
  if (amountOutMin === undefined || !to || deadline === undefined) return undefined
  return {
    functionName,
    ...(amountIn !== undefined ? { amountIn } : {}),
    amountOutMin,
    path,
    to,
    deadline,
  }
}
