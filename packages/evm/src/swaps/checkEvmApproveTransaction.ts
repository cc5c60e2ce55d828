import { type CheckApproveTransactionParameters, InvalidSwapTransactionError } from '@portico/core'
import { checkSwapSender } from './checkSwapSender.ts'
import { readApproveCall } from './readApproveCall.ts'

/**
 * Checks the swap service's approval before the wallet sees it
 * (`SwapCapability.checkApproveTransaction`): from the visitor's account, to the token paid with,
 * no value, `approve(router, amount)` for exactly the amount confirmed (no unlimited approval)
 * and the router the trade calls. Else `InvalidSwapTransactionError`.
 *
 * @example
 * checkEvmApproveTransaction({ transaction: approval, swap: { ...swap, router } }) // or throws
 */
export function checkEvmApproveTransaction(parameters: CheckApproveTransactionParameters): void {
  const { transaction: tx, swap } = parameters
  const fail = (details: string): never => {
    throw new InvalidSwapTransactionError({ details })
  }
  checkSwapSender(tx, swap.account)
  if (tx.to.toLowerCase() !== swap.fromToken.address)
    fail(`The approval is sent to ${tx.to}, not ${swap.fromToken.symbol}`)
  if (BigInt(tx.value) !== 0n) fail(`The approval sends ${tx.value} wei`)
  const call = readApproveCall(tx.data) ?? fail('The data is not approve(spender, amount)')
  if (call.spender !== swap.router) fail(`It approves ${call.spender}, not ${swap.router}`)
  if (call.amount !== swap.amount) fail(`It approves ${call.amount}, not ${swap.amount}`)
}
