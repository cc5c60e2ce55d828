import type { CheckApproveTransactionParameters, SwapRefusal } from '@portico/core'
import { checkSwapSender } from './checkSwapSender.ts'
import { readApproveCall } from './readApproveCall.ts'

/**
 * Checks the swap service's approval before the wallet sees it
 * (`SwapCapability.checkApproveTransaction`): from the visitor's account, to the token paid with,
 * no value, `approve(router, amount)` for exactly the amount confirmed (no unlimited approval)
 * and the router the trade calls. Returns undefined, or the first thing that differs as a refusal.
 *
 * @example
 * checkEvmApproveTransaction({ transaction: approval, swap: { ...swap, router } })
 * // undefined, or { refused: 'It approves 1157…, not 100000000' }
 */
export function checkEvmApproveTransaction(
  parameters: CheckApproveTransactionParameters,
): SwapRefusal | undefined {
  const { transaction: tx, swap } = parameters
  const refuse = (refused: string): SwapRefusal => ({ refused })
  const sender = checkSwapSender(tx, swap.account)
  if (sender) return sender
  if (tx.to.toLowerCase() !== swap.fromToken.address)
    return refuse(`The approval is sent to ${tx.to}, not ${swap.fromToken.symbol}`)
  if (BigInt(tx.value) !== 0n) return refuse(`The approval sends ${tx.value} wei`)
  const call = readApproveCall(tx.data)
  if (!call) return refuse('The data is not approve(spender, amount)')
  if (call.spender !== swap.router) return refuse(`It approves ${call.spender}, not ${swap.router}`)
  if (call.amount !== swap.amount) return refuse(`It approves ${call.amount}, not ${swap.amount}`)
  return undefined
}
