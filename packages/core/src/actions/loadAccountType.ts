import { findAuthAdapter } from '../internal/connection/getAuthAdapter.ts'
import { updateNamespaceState } from '../internal/connection/updateNamespaceState.ts'
import type { PorticoConfig } from '../types/config.ts'

/**
 * Asks the embedded wallet for its user again (its `reconnect`: no prompt) and keeps what it
 * says of the account type (spec §3: `preferredAccountType`, `smartAccountDeployed`, the
 * `accounts`) in the connection, for `getAccountType`. The Account views call it when they show
 * an embedded wallet's account, so a smart account deployed since (its first transaction) loses
 * its 'Not deployed yet'. Does nothing unless the embedded wallet is the connected one and still
 * grants the same account; never throws (a failure leaves what was known).
 *
 * @example
 * await loadAccountType(config)
 * getAccountType(config).smartAccountDeployed // true
 */
export async function loadAccountType(config: PorticoConfig): Promise<void> {
  const adapter = findAuthAdapter(config)
  if (!adapter) return
  const { namespace } = adapter
  const { stores } = config
  const current = () => stores.connection.getState().namespaces[namespace]
  const before = current()
  if (before?.status !== 'connected' || before.connectorId !== adapter.auth.connectorId) return
  const granted = await adapter
    .reconnect({ connectorId: adapter.auth.connectorId, namespace })
    .catch(() => undefined)
  const now = current()
  const address = now?.connection?.accounts[0]?.address
  // Only news about the account still in use (a switch meanwhile reports itself).
  if (!granted?.auth || !now?.connection || now.connectorId !== adapter.auth.connectorId) return
  if (granted.accounts[0]?.address.toLowerCase() !== address?.toLowerCase()) return
  updateNamespaceState(stores.connection, namespace, {
    connection: { ...now.connection, auth: granted.auth },
  })
}
