import type { TokenBalance } from '../types/api.ts'
import type { Network } from '../types/chain.ts'
import type { PorticoConfig } from '../types/config.ts'
import type { AccountState } from '../types/state.ts'
import { sortTokensByValue } from '../utils/sortTokensByValue.ts'

/** What the list is built from; each defaults to the store's current state. */
export interface GetSendTokensParameters {
  /** The active namespace's `stores.account.getState().namespaces[namespace]`. */
  account?: AccountState | undefined
  /** The active namespace's `stores.network.getState().namespaces[namespace]?.caipNetwork`. */
  network?: Network | undefined
}

export type GetSendTokensReturnType = readonly TokenBalance[]

/**
 * The tokens the Send form offers: those the connected account holds on the active network
 * (the balance service's `tokenBalance`; tokens with decimals '0' are already dropped, spec
 * §5), the native currency first, then by USD value. When the service listed no native entry
 * (it failed, or it does not serve the network), the native currency comes from the account
 * state's `balance` / `balanceSymbol` and the network's `nativeCurrency`, with no price. A
 * zero balance is not held (a testnet's '0.00', which is not read, spec §9, included).
 *
 * A pure read of the account and network stores (or of the slices passed in, which a UI
 * binding passes from its own subscriptions). It does not load bignumber.js.
 *
 * @example
 * getSendTokens(config).map((token) => token.symbol) // ['ETH', 'PUSD', 'PTK']
 */
export function getSendTokens(
  config: PorticoConfig,
  parameters: GetSendTokensParameters = {},
): GetSendTokensReturnType {
  const { stores } = config
  const namespace = stores.connection.getState().activeNamespace
  const account =
    'account' in parameters ? parameters.account : stores.account.getState().namespaces[namespace]
  const network =
    'network' in parameters
      ? parameters.network
      : stores.network.getState().namespaces[namespace]?.caipNetwork
  if (!account || !network) return []

  const onNetwork = (token: TokenBalance) =>
    token.chainId === network.caipNetworkId || token.chainId === String(network.id)
  const held = sortTokensByValue((account.tokenBalance ?? []).filter(onNetwork).filter(isHeld))
  const native = held.filter((token) => token.address === undefined)
  const others = held.filter((token) => token.address !== undefined)
  if (native.length === 0 && account.balance !== undefined && isHeldAmount(account.balance)) {
    const { nativeCurrency } = network
    native.push({
      name: nativeCurrency.name,
      symbol: account.balanceSymbol ?? nativeCurrency.symbol,
      chainId: network.caipNetworkId,
      value: 0,
      price: 0,
      quantity: { decimals: String(nativeCurrency.decimals), numeric: account.balance },
    })
  }
  return [...native, ...others]
}

function isHeld(token: TokenBalance): boolean {
  return isHeldAmount(token.quantity.numeric)
}

/** A positive decimal, read on the digits (the service's numerics may use exponents). */
function isHeldAmount(numeric: string): boolean {
  const match = /^(\d+(?:\.\d+)?)(?:e[-+]?\d+)?$/i.exec(numeric)
  return match !== null && /[1-9]/.test(match[1] ?? '')
}
