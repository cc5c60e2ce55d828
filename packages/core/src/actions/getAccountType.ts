import type { ChainNamespace } from '../types/chain.ts'
import type { PorticoConfig } from '../types/config.ts'
import { type AccountTypeInfo, readAccountType } from '../utils/readAccountType.ts'

export interface GetAccountTypeParameters {
  /** Default: the active namespace. */
  namespace?: ChainNamespace
}

export type GetAccountTypeReturnType = AccountTypeInfo

/**
 * The connected account's type (spec §3, §6): the type in use ('smartAccount' or 'eoa' for the
 * embedded wallet), the visitor's preference, whether the smart account is deployed yet, and
 * whether `setPreferredAccountType` applies (the embedded wallet is the connected one).
 *
 * @example
 * const { type, smartAccountDeployed } = getAccountType(config, { namespace: 'eip155' })
 */
export function getAccountType(
  config: PorticoConfig,
  parameters: GetAccountTypeParameters = {},
): GetAccountTypeReturnType {
  const { stores } = config
  const { activeNamespace, namespaces } = stores.connection.getState()
  const namespace = parameters.namespace ?? activeNamespace
  return readAccountType({
    connection: namespaces[namespace],
    account: stores.account.getState().namespaces[namespace],
    connectors: stores.connectors.getState().connectors,
  })
}
