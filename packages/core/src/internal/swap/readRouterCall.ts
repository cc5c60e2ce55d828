// A reader of the few calls a swap sends, written out rather than a chain library's ABI decoder
// (core has none): Uniswap V2 router swaps and ERC-20 approve, by their 4-byte selectors.

/** `swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline)` */
const SWAP_EXACT_ETH_FOR_TOKENS = '7ff36ab5'
/** `swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)` */
const SWAP_EXACT_TOKENS_FOR_ETH = '18cbafe5'
/** `swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)` */
const SWAP_EXACT_TOKENS_FOR_TOKENS = '38ed1739'
/** `approve(address spender, uint256 amount)` */
const APPROVE = '095ea7b3'

const WORD = 64
const MAX_PATH = 8

export type RouterFunction =
  | 'swapExactETHForTokens'
  | 'swapExactTokensForETH'
  | 'swapExactTokensForTokens'

/** A router swap call's arguments; `amountIn` is absent for the ETH-paying one (it is `value`). */
export interface RouterCall {
  functionName: RouterFunction
  amountIn?: bigint
  amountOutMin: bigint
  /** Lower-cased 0x addresses. */
  path: readonly string[]
  to: string
  deadline: bigint
}

/**
 * The router call in `data`, or undefined when it is not one of the three swaps, or is not
 * encoded exactly (a path offset that does not point right after the head, trailing bytes,
 * addresses with dirty high bits, a path of more than 8 tokens).
 */
export function readRouterCall(data: string): RouterCall | undefined {
  const body = words(data)
  if (!body) return undefined
  const { selector, word } = body
  const head =
    selector === SWAP_EXACT_ETH_FOR_TOKENS
      ? 4
      : selector === SWAP_EXACT_TOKENS_FOR_ETH || selector === SWAP_EXACT_TOKENS_FOR_TOKENS
        ? 5
        : undefined
  if (head === undefined) return undefined
  const eth = head === 4
  const at = (index: number) => uint(word(index))
  const offset = at(eth ? 1 : 2)
  if (offset !== BigInt(head * 32)) return undefined
  const length = at(head)
  if (length === undefined || length < 2n || length > BigInt(MAX_PATH)) return undefined
  if (body.count !== head + 1 + Number(length)) return undefined
  const path: string[] = []
  for (let index = 0; index < Number(length); index++) {
    const hop = address(word(head + 1 + index))
    if (!hop) return undefined
    path.push(hop)
  }
  const to = address(word(eth ? 2 : 3))
  const amountOutMin = at(eth ? 0 : 1)
  const deadline = at(eth ? 3 : 4)
  const amountIn = eth ? undefined : at(0)
  if (!to || amountOutMin === undefined || deadline === undefined) return undefined
  if (!eth && amountIn === undefined) return undefined
  return {
    functionName: eth
      ? 'swapExactETHForTokens'
      : selector === SWAP_EXACT_TOKENS_FOR_ETH
        ? 'swapExactTokensForETH'
        : 'swapExactTokensForTokens',
    ...(amountIn !== undefined ? { amountIn } : {}),
    amountOutMin,
    path,
    to,
    deadline,
  }
}

/** `approve(spender, amount)` in `data`, exactly encoded, or undefined. */
export function readApproveCall(data: string): { spender: string; amount: bigint } | undefined {
  const body = words(data)
  if (!body || body.selector !== APPROVE || body.count !== 2) return undefined
  const spender = address(body.word(0))
  const amount = uint(body.word(1))
  return spender && amount !== undefined ? { spender, amount } : undefined
}

function words(data: string) {
  if (!/^0x[0-9a-fA-F]*$/.test(data)) return undefined
  const hex = data.slice(2).toLowerCase()
  if (hex.length < 8 || (hex.length - 8) % WORD !== 0) return undefined
  return {
    selector: hex.slice(0, 8),
    count: (hex.length - 8) / WORD,
    word: (index: number) => hex.slice(8 + index * WORD, 8 + (index + 1) * WORD),
  }
}

function uint(word: string): bigint | undefined {
  return word.length === WORD ? BigInt(`0x${word}`) : undefined
}

/** A 20-byte address in a word whose 12 high bytes are zero. */
function address(word: string): string | undefined {
  if (word.length !== WORD || !/^0{24}/.test(word)) return undefined
  return `0x${word.slice(24)}`
}
