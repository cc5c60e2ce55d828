import { swapBalanceOf } from '../internal/swap/swapBalanceOf.ts'
import type { Network } from '../types/chain.ts'
import type { PorticoConfig } from '../types/config.ts'
import type { AccountState } from '../types/state.ts'
import type { SwapTokensState, SwapTokenWithBalance } from '../types/swap.ts'

/** What the list is built from; each defaults to the store's current state. */
export interface GetSwapTokensParameters {
  /** `stores.swap.getState().tokens` */
  tokens?: SwapTokensState
  /** `stores.account.getState().namespaces.eip155` */
  account?: AccountState | undefined
  /** `stores.network.getState().namespaces.eip155?.caipNetwork` */
  network?: Network | undefined
}

export type GetSwapTokensReturnType = readonly SwapTokenWithBalance[]

/**
 * The tokens the Swap pickers offer: the network's swap tokens (`GET /v1/convert/tokens`, native
 * first, in the service's order) with what the connected account holds of each (the balance
 * service's list) and its USD value. Empty until the list is loaded (`loadSwapTokens`).
 *
 * A pure read of the swap, account and network stores (or of the slices passed in, which a UI
 * binding passes from its own subscriptions). It does not load bignumber.js.
 *
 * @example
 * getSwapTokens(config).map((token) => `${token.symbol} ${token.balance}`) // ['ETH 1.5', 'PUSD 0']
 */
export function getSwapTokens(
  config: PorticoConfig,
  parameters: GetSwapTokensParameters = {},
): GetSwapTokensReturnType {
  const { stores } = config
  const tokens = parameters.tokens ?? stores.swap.getState().tokens
  const account =
    'account' in parameters ? parameters.account : stores.account.getState().namespaces.eip155
  const network =
    'network' in parameters
      ? parameters.network
      : stores.network.getState().namespaces.eip155?.caipNetwork
  if (tokens.status !== 'ready') return []
  return tokens.tokens.map((token) => {
    const { balance, entry } = swapBalanceOf(account, network, token)
    const value = entry && entry.price > 0 && Number.isFinite(entry.value) ? entry.value : undefined
    return { ...token, balance, ...(value !== undefined ? { balanceValue: value } : {}) }
  })
}
