import { parseAbi } from 'viem'

// The swap service's calls as the Uniswap V2 router's and ERC-20's signatures declare them, for
// tests to encode calldata with viem. Parsed from the signatures, apart from the readers' own
// ABI objects (swaps/routerAbi.ts), so that a mistake there shows as a test failing here.

/** The router's three exact-input swaps. */
export const ROUTER_ABI = parseAbi([
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)',
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
])

/** ERC-20's `approve`. */
export const APPROVE_ABI = parseAbi([
  'function approve(address spender, uint256 amount) returns (bool)',
])
