import type { ChainNamespace } from '../types/chain.ts'
import type { PorticoConfig } from '../types/config.ts'
import { type MergedAccount, mergeAccount } from '../utils/mergeAccount.ts'

export interface GetAccountParameters {
  /** Default: the active namespace. */
  namespace?: ChainNamespace
}

export type GetAccountReturnType = MergedAccount

/**
 * The visitor's account in one chain family now: address, every granted account, status,
 * balance, name and the connector it came through, merged from the connection, account and
 * connectors stores (`mergeAccount`). `watchAccount` follows it.
 *
 * @example
 * const { isConnected, address } = getAccount(config)
 */
export function getAccount(
  config: PorticoConfig,
  parameters: GetAccountParameters = {},
): GetAccountReturnType {
  const { stores } = config
  const { activeNamespace, namespaces } = stores.connection.getState()
  const namespace = parameters.namespace ?? activeNamespace
  return mergeAccount({
    connection: namespaces[namespace],
    account: stores.account.getState().namespaces[namespace],
    connectors: stores.connectors.getState().connectors,
  })
}
