import type { AccountType } from '../types/connector.ts'
import type { AccountSources } from './mergeAccount.ts'

/** An account's type as a UI shows it, and whether the visitor can change it. */
export interface AccountTypeInfo {
  /**
   * The type of the account in use: an embedded wallet's is 'smartAccount' or 'eoa' (an EOA
   * where the network has no smart accounts, whatever the preference); another wallet's is the
   * type it reported, if any. Undefined while disconnected.
   */
  type: AccountType | undefined
  /** The visitor's preference (an embedded wallet's, spec §6), else the account's type. */
  preferredAccountType: AccountType | undefined
  /** Whether the smart account has code on chain; undefined unless a smart account is in use. */
  smartAccountDeployed: boolean | undefined
  /**
   * The connected wallet is the embedded wallet: `setPreferredAccountType` switches between its
   * smart account and its EOA (spec §4), which may still refuse on this network.
   */
  switchable: boolean
}

/**
 * The account type of one chain family, from the same store slices as `mergeAccount`. The type
 * in use is the one of the user's accounts (spec §3) at the connected address.
 *
 * @example
 * readAccountType({ connection, account, connectors }).type // 'smartAccount'
 */
export function readAccountType({
  connection,
  account,
  connectors,
}: AccountSources): AccountTypeInfo {
  if (connection?.status !== 'connected' || !account?.address)
    return {
      type: undefined,
      preferredAccountType: undefined,
      smartAccountDeployed: undefined,
      switchable: false,
    }
  const address = account.address.toLowerCase()
  const listed = account.user?.accounts.find((each) => each.address.toLowerCase() === address)
  const type = listed?.type ?? connection.connection?.accounts[0]?.type
  const connector = connectors.find((each) => each.id === connection.connectorId)
  return {
    type,
    preferredAccountType: account.preferredAccountType ?? type,
    smartAccountDeployed: type === 'smartAccount' ? account.smartAccountDeployed : undefined,
    switchable: connector?.type === 'AUTH',
  }
}
