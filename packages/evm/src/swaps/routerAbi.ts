import { parseAbi } from 'viem'

/**
 * The three exact-input trades of a Uniswap V2 router: the swap service's trades are one of them
 * (docs/convert-api.md), chosen by whether the native currency is paid or bought.
 */
export const ROUTER_ABI = parseAbi([
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[])',
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[])',
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[])',
])

/** ERC-20's `approve`: the swap service's approval of the router. */
export const APPROVE_ABI = parseAbi([
  'function approve(address spender, uint256 amount) returns (bool)',
])
