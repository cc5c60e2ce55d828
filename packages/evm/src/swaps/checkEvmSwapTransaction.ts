import { type CheckSwapTransactionParameters, InvalidSwapTransactionError } from '@portico/core'
import { checkSwapSender } from './checkSwapSender.ts'
import { readRouterCall } from './readRouterCall.ts'

/**
 * Checks the swap service's trade before the wallet sees it (`SwapCapability.checkSwapTransaction`):
 * from the visitor's account, one of the router's three exact-input swaps for the tokens
 * confirmed (native ↔ token picks which), exactly the amount confirmed (as `value` when paying the
 * native currency, else as `amountIn` with no value), paid out to the visitor's own account, and
 * an `amountOutMin` equal to the service's `minimumToAmount` and not below `minimumReceived`. The
 * same router as the approval's spender. Anything else is an `InvalidSwapTransactionError`.
 * Returns the router, lower-cased.
 *
 * @example
 * checkEvmSwapTransaction({ transaction: built.tx, minimumToAmount: built.minimumToAmount, swap })
 * // { router: '0x9fe4…' }, or throws InvalidSwapTransactionError
 */
export function checkEvmSwapTransaction(parameters: CheckSwapTransactionParameters): {
  router: string
} {
  const { transaction: tx, minimumToAmount, swap } = parameters
  const fail = (details: string): never => {
    throw new InvalidSwapTransactionError({ details })
  }
  checkSwapSender(tx, swap.account)
  const router = tx.to.toLowerCase()
  if (swap.router !== undefined && router !== swap.router)
    fail(`The trade calls ${router}, the approval was for ${swap.router}`)
  const call = readRouterCall(tx.data) ?? fail('The data is not a router swap')
  const paysNative = swap.fromToken.address === undefined
  const getsNative = swap.toToken.address === undefined
  const expected = paysNative
    ? 'swapExactETHForTokens'
    : getsNative
      ? 'swapExactTokensForETH'
      : 'swapExactTokensForTokens'
  if (call.functionName !== expected) fail(`${call.functionName} instead of ${expected}`)
  const paid = paysNative ? BigInt(tx.value) : call.amountIn
  if (paid !== swap.amount) fail(`It pays ${paid}, not ${swap.amount}`)
  if (!paysNative && BigInt(tx.value) !== 0n) fail(`It also sends ${tx.value} wei`)
  const first = call.path[0]
  const last = call.path[call.path.length - 1]
  if (!paysNative && first !== swap.fromToken.address)
    fail(`It sells ${first}, not ${swap.fromToken.symbol}`)
  if (!getsNative && last !== swap.toToken.address)
    fail(`It buys ${last}, not ${swap.toToken.symbol}`)
  if (call.to !== swap.account.toLowerCase()) fail(`It pays out to ${call.to}`)
  if (call.amountOutMin !== BigInt(minimumToAmount))
    fail(`amountOutMin ${call.amountOutMin} is not the answer's ${minimumToAmount}`)
  if (call.amountOutMin < swap.minimumReceived)
    fail(
      `amountOutMin ${call.amountOutMin} is below ${swap.minimumReceived} (${swap.slippage}% slippage)`,
    )
  return { router }
}
