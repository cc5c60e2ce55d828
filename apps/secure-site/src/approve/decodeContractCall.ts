import {
  type Address,
  decodeFunctionData,
  encodeFunctionData,
  parseAbi,
  toFunctionSelector,
} from 'viem'
import type { CallDetails, DecodedContractCall, TradeAsset } from './approvalDetails.ts'

/**
 * The contract calls the approve view can say in words besides transfers: an ERC-20 allowance,
 * and the three exact-input trades of a Uniswap V2 router (what the kit's Swap view sends).
 */
const CONTRACT_CALLS_ABI = parseAbi([
  'function approve(address spender, uint256 amount) returns (bool)',
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[])',
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[])',
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[])',
])

const KNOWN_SELECTORS = new Set(
  CONTRACT_CALLS_ABI.map((item) => toFunctionSelector(item).toLowerCase()),
)

/**
 * Recognises an ERC-20 `approve(spender, amount)` (no value sent along) and a Uniswap V2
 * router's `swapExactETHForTokens`, `swapExactTokensForETH` and `swapExactTokensForTokens`.
 * Only canonical calldata counts: it must re-encode to exactly the bytes given, so trailing bytes
 * or dirty padding are shown raw, as is anything else. The decoding says what the call asks the
 * contract to do; whether the contract is a real token or router is not something calldata can
 * tell, so the view shows the contract beside the words.
 *
 * @example
 * decodeContractCall({ to: router, value: 10n ** 18n, data: '0x7ff36ab5…' })
 * // { kind: 'swap', sell: { kind: 'native' }, sellAmount: 10n ** 18n, buy: { kind: 'token', token }, … }
 */
export function decodeContractCall(call: CallDetails): DecodedContractCall | undefined {
  const { to, value, data } = call
  if (to === undefined || data === undefined || data.length < 10) return undefined
  if (!KNOWN_SELECTORS.has(data.slice(0, 10).toLowerCase())) return undefined
  let decoded: ReturnType<typeof decodeFunctionData<typeof CONTRACT_CALLS_ABI>>
  try {
    decoded = decodeFunctionData({ abi: CONTRACT_CALLS_ABI, data })
  } catch {
    return undefined
  }
  const canonical = encodeFunctionData({
    abi: CONTRACT_CALLS_ABI,
    functionName: decoded.functionName,
    args: decoded.args,
  } as Parameters<typeof encodeFunctionData<typeof CONTRACT_CALLS_ABI>>[0])
  if (canonical.toLowerCase() !== data.toLowerCase()) return undefined

  switch (decoded.functionName) {
    case 'approve': {
      if (value !== 0n) return undefined
      const [spender, amount] = decoded.args
      return { kind: 'approve', token: to, spender, amount }
    }
    case 'swapExactETHForTokens': {
      const [amountOutMin, path, recipient, deadline] = decoded.args
      const bought = path.at(-1)
      if (path.length < 2 || bought === undefined) return undefined
      return swap(to, { kind: 'native' }, value, { kind: 'token', token: bought }, amountOutMin, {
        path,
        recipient,
        deadline,
      })
    }
    case 'swapExactTokensForETH':
    case 'swapExactTokensForTokens': {
      if (value !== 0n) return undefined
      const [amountIn, amountOutMin, path, recipient, deadline] = decoded.args
      const [sold] = path
      const bought = path.at(-1)
      if (path.length < 2 || sold === undefined || bought === undefined) return undefined
      const buy: TradeAsset =
        decoded.functionName === 'swapExactTokensForETH'
          ? { kind: 'native' }
          : { kind: 'token', token: bought }
      return swap(to, { kind: 'token', token: sold }, amountIn, buy, amountOutMin, {
        path,
        recipient,
        deadline,
      })
    }
  }
}

function swap(
  router: Address,
  sell: TradeAsset,
  sellAmount: bigint,
  buy: TradeAsset,
  buyAtLeast: bigint,
  rest: { path: readonly Address[]; recipient: Address; deadline: bigint },
): DecodedContractCall {
  return { kind: 'swap', router, sell, sellAmount, buy, buyAtLeast, ...rest }
}
