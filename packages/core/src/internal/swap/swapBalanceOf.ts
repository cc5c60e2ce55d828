import type { TokenBalance } from '../../types/api.ts'
import type { Network } from '../../types/chain.ts'
import type { AccountState } from '../../types/state.ts'
import type { SwapToken } from '../../types/swap.ts'
import { isNativeSwapToken, swapIdOfBalance, swapTokenKey } from './swapTokenIds.ts'

/**
 * What the account holds of a swap token, from the balance service's list (`tokenBalance`); the
 * native currency falls back to the account's `balance` when the list has no entry for it.
 * '0' when nothing is known to be held. `entry` is the service's line, with its USD `value`.
 */
export function swapBalanceOf(
  account: AccountState | undefined,
  network: Network | undefined,
  token: SwapToken,
): { balance: string; entry?: TokenBalance } {
  if (!account || !network) return { balance: '0' }
  const key = swapTokenKey(token.address)
  const entry = (account.tokenBalance ?? []).find(
    (held) =>
      (held.chainId === network.caipNetworkId || held.chainId === String(network.id)) &&
      swapIdOfBalance(held, network) === key,
  )
  if (entry) return { balance: entry.quantity.numeric, entry }
  if (isNativeSwapToken(token.address) && account.balance !== undefined)
    return { balance: plainBalance(account.balance) }
  return { balance: '0' }
}

/** A balance as the views and rules read it: a plain decimal, else '0' (exponents are rare). */
function plainBalance(value: string): string {
  return /^\d+(\.\d+)?$/.test(value) ? value : '0'
}
