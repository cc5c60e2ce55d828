// The ABI items of the swap service's calls, written out as objects rather than parsed from
// signatures: viem's `parseAbi` would bring abitype's signature parser into the swap checks'
// chunk for four fixed items.

const uint256 = (name: string) => ({ name, type: 'uint256' }) as const
const address = (name: string) => ({ name, type: 'address' }) as const
const path = { name: 'path', type: 'address[]' } as const
const amounts = [{ name: 'amounts', type: 'uint256[]' }] as const
/** The two swaps that pay with a token: the amount first, then what the ETH-paying one takes. */
const tokenInputs = [
  uint256('amountIn'),
  uint256('amountOutMin'),
  path,
  address('to'),
  uint256('deadline'),
] as const

/**
 * The three exact-input trades of a Uniswap V2 router: the swap service's trades are one of them
 * (docs/convert-api.md), chosen by whether the native currency is paid or bought.
 */
export const ROUTER_ABI = [
  {
    type: 'function',
    name: 'swapExactETHForTokens',
    stateMutability: 'payable',
    inputs: [uint256('amountOutMin'), path, address('to'), uint256('deadline')],
    outputs: amounts,
  },
  {
    type: 'function',
    name: 'swapExactTokensForETH',
    stateMutability: 'nonpayable',
    inputs: tokenInputs,
    outputs: amounts,
  },
  {
    type: 'function',
    name: 'swapExactTokensForTokens',
    stateMutability: 'nonpayable',
    inputs: tokenInputs,
    outputs: amounts,
  },
] as const

/** ERC-20's `approve`: the swap service's approval of the router. */
export const APPROVE_ABI = [
  {
    type: 'function',
    name: 'approve',
    stateMutability: 'nonpayable',
    inputs: [address('spender'), uint256('amount')],
    outputs: [{ name: '', type: 'bool' }],
  },
] as const
