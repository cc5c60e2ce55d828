import { getAuthAdapter } from '../internal/connection/getAuthAdapter.ts'
import { storageKeys } from '../storage/storageKeys.ts'
import type { PorticoConfig } from '../types/config.ts'

/**
 * Asks the embedded wallet which networks allow smart accounts and keeps the list (spec §3
 * storage, comma-joined). `AuthConnectorNotFoundError` without an embedded wallet.
 *
 * @example
 * await loadSmartAccountNetworks(config) // [31337]
 */
export async function loadSmartAccountNetworks(config: PorticoConfig): Promise<readonly number[]> {
  const enabled = await getAuthAdapter(config).auth.getSmartAccountEnabledNetworks()
  config.storage.set(storageKeys.smartAccountEnabledNetworks, enabled.join(','))
  return enabled
}
