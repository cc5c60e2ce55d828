import type { ConnectionAccount, ConnectionAuth } from '../../types/connector.ts'
import type { AccountState } from '../../types/state.ts'

/**
 * The account state an embedded wallet's user payload sets (spec §3): the preferred type (else
 * the type of the account in use), whether the smart account is deployed, and the user's
 * accounts. A wallet without `auth` sets only the type of its account.
 */
export function authAccountFields(
  account: ConnectionAccount,
  auth: ConnectionAuth | undefined,
): Pick<AccountState, 'preferredAccountType' | 'smartAccountDeployed' | 'user'> {
  return {
    preferredAccountType: auth?.preferredAccountType ?? account.type,
    smartAccountDeployed: auth?.smartAccountDeployed,
    user: auth?.accounts ? { accounts: auth.accounts } : undefined,
  }
}
