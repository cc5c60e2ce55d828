import type { SwapCapability } from '@portico/core'
import { loadLazyActions as load } from '../loadLazyActions.ts'

export type EvmSwapsReturnType = SwapCapability

/**
 * The EVM swap capability (`ChainAdapter.swaps`) of every adapter that reaches an EVM wallet:
 * it decodes the swap service's trade and approval with viem (`decodeFunctionData`, the Uniswap
 * V2 router's ABI) and refuses, with `InvalidSwapTransactionError`, any that would do other
 * than the visitor confirmed: `checkEvmSwapTransaction` and `checkEvmApproveTransaction`. The
 * decoder loads on first use, in the adapter's one lazy chunk (which the swap needs anyway to
 * follow its receipts): a page that never swaps does not load it. A failed load is a
 * `TransferLoadError`: nothing was checked, so nothing is sent.
 *
 * @example
 * import { evmSwaps } from '@portico/evm'
 *
 * const swaps = evmSwaps()
 * const { router } = await swaps.checkSwapTransaction({ transaction, minimumToAmount, swap })
 */
export function evmSwaps(): EvmSwapsReturnType {
  return {
    checkSwapTransaction: async (check) => (await load()).checkEvmSwapTransaction(check),
    checkApproveTransaction: async (check) => (await load()).checkEvmApproveTransaction(check),
  }
}
