import type { SwapCapability } from '@portico/core'
import { TransferLoadError } from '@portico/core'

export type EvmSwapsReturnType = SwapCapability

/**
 * The swap checks, loaded on first use in a chunk of their own. A failed load is a
 * `TransferLoadError` (the swap's approval and trade are transfers the kit sends): nothing was
 * checked, so nothing is sent.
 */
const load = () =>
  import('./swapChecks.ts').catch((cause: unknown) => {
    throw new TransferLoadError({ cause })
  })

/**
 * The EVM swap capability (`ChainAdapter.swaps`) of every adapter that reaches an EVM wallet
 * (announced and injected wallets, WalletConnect's eip155 namespace, the embedded wallet): it
 * reads the swap service's trade and approval (the Uniswap V2 router's three exact-input swaps
 * and ERC-20's `approve`, canonical calldata only, decoded with viem)
 * and answers a refusal for any that would do other than the visitor confirmed:
 * `checkEvmSwapTransaction` and `checkEvmApproveTransaction`. The checks load with `import()`
 * when a confirmed swap's first transaction is checked: a page that never swaps does not load them.
 *
 * @example
 * import { evmSwaps } from '@portico/evm'
 *
 * const swaps = evmSwaps()
 * const checked = await swaps.checkSwapTransaction({ transaction, minimumToAmount, swap })
 * // { router: '0x9fe4…' }, or { refused: 'It pays out to 0x7099…' }
 */
export function evmSwaps(): EvmSwapsReturnType {
  return {
    checkSwapTransaction: async (check) => (await load()).checkEvmSwapTransaction(check),
    checkApproveTransaction: async (check) => (await load()).checkEvmApproveTransaction(check),
  }
}
