import type { CheckSwapTransactionParameters, SwapRefusal } from '@portico/core'
import { checkSwapSender } from './checkSwapSender.ts'
import { readRouterCall } from './readRouterCall.ts'

/**
 * Checks the swap service's trade before the wallet sees it (`SwapCapability.checkSwapTransaction`):
 * from the visitor's account, one of the router's three exact-input swaps for the tokens
 * confirmed (native ↔ token picks which), exactly the amount confirmed (as `value` when paying the
 * native currency, else as `amountIn` with no value), paid out to the visitor's own account, and
 * an `amountOutMin` equal to the service's `minimumToAmount` and not below `minimumReceived`. The
 * same router as the approval's spender. Returns the router, lower-cased, or the first thing that
 * differs as a refusal (core's `InvalidSwapTransactionError` quotes it).
 *
 * @example
 * checkEvmSwapTransaction({ transaction: built.tx, minimumToAmount: built.minimumToAmount, swap })
 * // { router: '0x9fe4…' }, or { refused: 'It pays out to 0x7099…' }
 */
export function checkEvmSwapTransaction(
  parameters: CheckSwapTransactionParameters,
): { router: string } | SwapRefusal {
  const { transaction: tx, minimumToAmount, swap } = parameters
  const refuse = (refused: string): SwapRefusal => ({ refused })
  const sender = checkSwapSender(tx, swap.account)
  if (sender) return sender
  const router = tx.to.toLowerCase()
  if (swap.router !== undefined && router !== swap.router)
    return refuse(`The trade calls ${router}, the approval was for ${swap.router}`)
  const call = readRouterCall(tx.data)
  if (!call) return refuse('The data is not a router swap')
  const paysNative = swap.fromToken.address === undefined
  const getsNative = swap.toToken.address === undefined
  const expected = paysNative
    ? 'swapExactETHForTokens'
    : getsNative
      ? 'swapExactTokensForETH'
      : 'swapExactTokensForTokens'
  if (call.functionName !== expected) return refuse(`${call.functionName} instead of ${expected}`)
  const paid = paysNative ? BigInt(tx.value) : call.amountIn
  if (paid !== swap.amount) return refuse(`It pays ${paid}, not ${swap.amount}`)
  if (!paysNative && BigInt(tx.value) !== 0n) return refuse(`It also sends ${tx.value} wei`)
  const first = call.path[0]
  const last = call.path[call.path.length - 1]
  if (!paysNative && first !== swap.fromToken.address)
    return refuse(`It sells ${first}, not ${swap.fromToken.symbol}`)
  if (!getsNative && last !== swap.toToken.address)
    return refuse(`It buys ${last}, not ${swap.toToken.symbol}`)
  if (call.to !== swap.account.toLowerCase()) return refuse(`It pays out to ${call.to}`)
  if (call.amountOutMin !== BigInt(minimumToAmount))
    return refuse(`amountOutMin ${call.amountOutMin} is not the answer's ${minimumToAmount}`)
  if (call.amountOutMin < swap.minimumReceived)
    return refuse(
      `amountOutMin ${call.amountOutMin} is below ${swap.minimumReceived} (${swap.slippage}% slippage)`,
    )
  return { router }
}
