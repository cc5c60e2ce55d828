import type { AuthConnectorNotFoundErrorType } from '../errors/auth.ts'
import { setEmailFlow } from '../internal/auth/setEmailFlow.ts'
import { signInAccountType } from '../internal/auth/signInAccountType.ts'
import { signInNamespace } from '../internal/auth/signInNamespace.ts'
import { getAuthAdapter } from '../internal/connection/getAuthAdapter.ts'
import { updateNamespaceState } from '../internal/connection/updateNamespaceState.ts'
import { storageKeys } from '../storage/storageKeys.ts'
import type { PorticoConfig } from '../types/config.ts'
import type { Connection } from '../types/connector.ts'
import { type ConnectErrorType, connect } from './connect.ts'
import { loadSmartAccountNetworks } from './loadSmartAccountNetworks.ts'

/** `AuthConnectorNotFoundError` without an embedded wallet, or what `connect` rejects with. */
export type FinishEmailLoginErrorType = AuthConnectorNotFoundErrorType | ConnectErrorType

/**
 * The last step of every e-mail sign-in: connect the embedded wallet's account (user fetch,
 * spec §4), then remember the login (spec §3: the e-mail-login-used flag, the e-mail, the time).
 */
export async function finishEmailLogin(config: PorticoConfig, email: string): Promise<Connection> {
  const adapter = getAuthAdapter(config)
  const namespace = signInNamespace(config, adapter)
  const connection = await connect(config, {
    connectorId: adapter.auth.connectorId,
    namespace,
    // The visitor's account type (spec §6): the stored choice, else defaultAccountTypes.
    preferredAccountType: signInAccountType(config, namespace),
  })
  const { storage } = config
  // This sign-in is by e-mail: a social provider of an earlier one no longer applies.
  storage.remove(storageKeys.socialProvider)
  storage.remove(storageKeys.socialUsername)
  updateNamespaceState(config.stores.account, namespace, { socialProvider: undefined })
  storage.set(storageKeys.emailLoginUsed, true)
  storage.set(storageKeys.email, connection.auth?.email ?? email)
  storage.set(storageKeys.lastEmailLoginTime, Date.now())
  setEmailFlow(config, 'login', undefined)
  // The preference stays as stored (or the default, spec §6) until the visitor picks; the
  // networks that allow smart accounts are kept for that choice (spec §3).
  await loadSmartAccountNetworks(config).catch((error) =>
    console.warn('[portico] could not read the smart-account networks', error),
  )
  return connection
}
