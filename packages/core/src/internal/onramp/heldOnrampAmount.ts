import type { ChainNamespace } from '../../types/chain.ts'
import type { PorticoConfig } from '../../types/config.ts'
import type { OnrampCurrencyNetwork } from '../../types/onramp.ts'

/**
 * What the account holds of a purchase currency on its network, as the account store says
 * (whole units, an exact decimal string): the native balance for a network's native currency,
 * else the token balance whose contract (an EVM address, a Solana mint) matches. Undefined when
 * the store does not know.
 */
export function heldOnrampAmount(
  config: PorticoConfig,
  namespace: ChainNamespace,
  target: OnrampCurrencyNetwork,
): string | undefined {
  const account = config.stores.account.getState().namespaces[namespace]
  if (!account) return undefined
  if (!target.contract_address) return account.balance
  const contract = comparable(target.contract_address)
  const token = account.tokenBalance?.find(
    (balance) => comparable(balance.address?.split(':').pop() ?? '') === contract,
  )
  // Listed balances without the token: none is held.
  return token ? token.quantity.numeric : account.tokenBalance ? '0' : undefined
}

/** Hex (EVM) addresses compare in any case; others (base58 mints) exactly as written. */
function comparable(address: string): string {
  return address.startsWith('0x') ? address.toLowerCase() : address
}
