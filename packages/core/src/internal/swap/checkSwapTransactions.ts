import { InvalidSwapTransactionError } from '../../errors/swap.ts'
import type { ConvertBuiltSwap, ConvertTransaction } from '../../types/convert.ts'
import type { SwapToken } from '../../types/swap.ts'
import { readApproveCall, readRouterCall } from './readRouterCall.ts'
import { isNativeSwapToken, plainAddress } from './swapTokenIds.ts'
import { minimumReceived } from './toSwapQuote.ts'

/** What the visitor confirmed, which the service's transactions must do and nothing else. */
export interface ConfirmedSwap {
  /** The paying and receiving account, 0x. */
  account: string
  fromToken: SwapToken
  toToken: SwapToken
  /** Smallest units of `fromToken`. */
  amount: bigint
  /** The quote's amount the visitor accepted, smallest units of `toToken`. */
  acceptedToAmount: bigint
  /** Percent. */
  slippage: string
  /** The router an earlier transaction of this swap named (the approval's spender). */
  router?: string | undefined
}

/**
 * Checks the service's swap transaction before the wallet sees it: from the visitor's account,
 * one of the router's three exact-input swaps for the tokens confirmed (native ↔ token picks
 * which), exactly the amount confirmed (as `value` when paying the native currency, else as
 * `amountIn` with no value), to the visitor's own account, and an `amountOutMin` equal to the
 * answer's `minimumToAmount` and not below what the confirmed quote and slippage allow. The
 * same router as the approval's spender. Anything else is an `InvalidSwapTransactionError`:
 * nothing is sent. Returns the router.
 */
export function checkSwapTransaction(built: ConvertBuiltSwap, swap: ConfirmedSwap): string {
  const { tx } = built
  const fail = (details: string): never => {
    throw new InvalidSwapTransactionError({ details })
  }
  checkSender(tx, swap.account)
  const router = tx.to.toLowerCase()
  if (swap.router !== undefined && router !== swap.router)
    fail(`The trade calls ${router}, the approval was for ${swap.router}`)
  const call = readRouterCall(tx.data) ?? fail('The data is not a router swap')
  const paysNative = isNativeSwapToken(swap.fromToken.address)
  const getsNative = isNativeSwapToken(swap.toToken.address)
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
  if (!paysNative && first !== plainAddress(swap.fromToken.address))
    fail(`It sells ${first}, not ${swap.fromToken.symbol}`)
  if (!getsNative && last !== plainAddress(swap.toToken.address))
    fail(`It buys ${last}, not ${swap.toToken.symbol}`)
  if (call.to !== swap.account.toLowerCase()) fail(`It pays out to ${call.to}`)
  if (call.amountOutMin !== BigInt(built.minimumToAmount))
    fail(`amountOutMin ${call.amountOutMin} is not the answer's ${built.minimumToAmount}`)
  const floor = minimumReceived(swap.acceptedToAmount.toString(), swap.slippage)
  if (call.amountOutMin < floor)
    fail(`amountOutMin ${call.amountOutMin} is below ${floor} (${swap.slippage}% slippage)`)
  return router
}

/**
 * Checks the service's approval before the wallet sees it: from the visitor's account, to the
 * token paid with, no value, `approve(router, amount)` for exactly the amount confirmed (no
 * unlimited approval) and the router the trade calls. Else `InvalidSwapTransactionError`.
 */
export function checkApproveTransaction(
  tx: ConvertTransaction,
  swap: ConfirmedSwap & { router: string },
): void {
  const fail = (details: string): never => {
    throw new InvalidSwapTransactionError({ details })
  }
  checkSender(tx, swap.account)
  if (tx.to.toLowerCase() !== plainAddress(swap.fromToken.address))
    fail(`The approval is sent to ${tx.to}, not ${swap.fromToken.symbol}`)
  if (BigInt(tx.value) !== 0n) fail(`The approval sends ${tx.value} wei`)
  const call = readApproveCall(tx.data) ?? fail('The data is not approve(spender, amount)')
  if (call.spender !== swap.router) fail(`It approves ${call.spender}, not ${swap.router}`)
  if (call.amount !== swap.amount) fail(`It approves ${call.amount}, not ${swap.amount}`)
}

function checkSender(tx: ConvertTransaction, account: string): void {
  if (tx.from.toLowerCase() !== account.toLowerCase())
    throw new InvalidSwapTransactionError({ details: `It is sent from ${tx.from}` })
}
