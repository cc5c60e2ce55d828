import type { AuthConnectorNotFoundErrorType } from '../errors/auth.ts'
import type { AdapterErrorType } from '../errors/base.ts'
import type { ProviderRequestErrorType } from '../errors/connection.ts'
import {
  SmartAccountNotAvailableError,
  type SmartAccountNotAvailableErrorType,
} from '../errors/smartAccount.ts'
import { getAuthAdapter } from '../internal/connection/getAuthAdapter.ts'
import { toPorticoError } from '../internal/errors/toPorticoError.ts'
import { storageKeys } from '../storage/storageKeys.ts'
import type { EmbeddedAccountType } from '../types/auth.ts'
import type { PorticoConfig } from '../types/config.ts'
import { getAccountType } from './getAccountType.ts'
import { loadAccountType } from './loadAccountType.ts'
import { loadSmartAccountNetworks } from './loadSmartAccountNetworks.ts'

/**
 * `AuthConnectorNotFoundError` without an embedded wallet, `SmartAccountNotAvailableError`, the
 * embedded wallet's own (its frame errors), or a `ProviderRequestError` for anything else the
 * switch threw.
 */
export type SetPreferredAccountTypeErrorType =
  | AuthConnectorNotFoundErrorType
  | SmartAccountNotAvailableErrorType
  | ProviderRequestErrorType
  | AdapterErrorType

/**
 * Sets the embedded wallet's account type (spec §3, §6) and stores it as the visitor's
 * preference for the next sign-in. Switching to smartAccount is allowed only on a network the
 * wallet enables for smart accounts and from the EOA (spec §4); otherwise
 * `SmartAccountNotAvailableError` ('Smart accounts are not available on this network') and
 * nothing changes. Switching to eoa is always allowed. The account in use changes with it: the
 * wallet reports the new address (`accountsChanged`), so balance, history and SIWX follow; then
 * the user is read again (`loadAccountType`) for the preference and the deployment.
 *
 * @example
 * await setPreferredAccountType(config, { type: 'eoa' })
 */
export async function setPreferredAccountType(
  config: PorticoConfig,
  parameters: { type: EmbeddedAccountType },
): Promise<void> {
  const adapter = getAuthAdapter(config)
  const namespace = adapter.namespace
  const { storage, stores } = config
  if (parameters.type === 'smartAccount') {
    const { type } = getAccountType(config, { namespace })
    const chainId = stores.connection.getState().namespaces[namespace]?.connection?.chainId
    const enabled = await loadSmartAccountNetworks(config)
    if (type !== 'eoa' || !enabled.includes(Number(chainId)))
      throw new SmartAccountNotAvailableError()
  }
  try {
    await adapter.auth.setPreferredAccount(parameters.type)
  } catch (error) {
    throw toPorticoError(error)
  }
  storage.set(storageKeys.preferredAccountTypes, {
    ...storage.get(storageKeys.preferredAccountTypes),
    [namespace]: parameters.type,
  })
  // The new preference, and the deployment of the account now in use.
  await loadAccountType(config)
}
