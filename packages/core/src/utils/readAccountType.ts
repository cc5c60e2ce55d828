import type { AccountType, EmbeddedAccount } from '../types/connector.ts'
import type { AccountSources } from './mergeAccount.ts'

/** An account's type as a UI shows it, and whether the visitor can change it (spec §3, §6). */
export interface AccountTypeInfo {
  /**
   * The type of the account in use: an embedded wallet's is 'smartAccount' or 'eoa' (its EOA
   * where the network has no smart accounts, whatever the preference); another wallet's is the
   * type it reported, if any. Undefined while disconnected.
   */
  type: AccountType | undefined
  /** The visitor's preference (an embedded wallet's, spec §6), else the type in use. */
  preferredAccountType: AccountType | undefined
  /**
   * Whether the smart account in use has code on chain, as the wallet last said; undefined
   * unless a smart account is in use.
   */
  smartAccountDeployed: boolean | undefined
  /** An embedded wallet's accounts on this network (spec §3 user), the one in use among them. */
  accounts: readonly EmbeddedAccount[]
  /**
   * The connected wallet is the embedded wallet, on an EVM network: `setPreferredAccountType`
   * switches between its smart account and its EOA (spec §4), which may still refuse on this
   * network. Never on Solana, whose embedded account is an EOA (spec §6).
   */
  switchable: boolean
}

const NO_ACCOUNTS: readonly EmbeddedAccount[] = []

/**
 * The account type of one chain family, from the same store slices as `mergeAccount`: the type
 * of the connection's account in use, and the embedded wallet's user payload (spec §3:
 * `preferredAccountType`, `smartAccountDeployed`, `accounts`) that the connection keeps.
 *
 * @example
 * readAccountType({ connection, account, connectors }).type // 'smartAccount'
 */
export function readAccountType({ connection, connectors }: AccountSources): AccountTypeInfo {
  const granted = connection?.status === 'connected' ? connection.connection : undefined
  const type = granted?.accounts[0]?.type
  const auth = granted?.auth
  return {
    type,
    preferredAccountType: auth?.preferredAccountType ?? type,
    smartAccountDeployed: type === 'smartAccount' ? auth?.smartAccountDeployed : undefined,
    accounts: auth?.accounts ?? NO_ACCOUNTS,
    // Smart accounts are EVM accounts: the embedded wallet's Solana account is an EOA (spec §6).
    switchable:
      granted?.accounts[0]?.namespace === 'eip155' &&
      connectors.find((each) => each.id === granted.connectorId)?.type === 'AUTH',
  }
}
