import type { UnsupportedNamespaceErrorType } from '../errors/connection.ts'
import { disconnectNamespace } from '../internal/connection/disconnectNamespace.ts'
import type { ChainNamespace } from '../types/chain.ts'
import type { PorticoConfig } from '../types/config.ts'
import { closeModal as close } from './closeModal.ts'

export interface DisconnectParameters {
  /** Default: the active namespace. */
  namespace?: ChainNamespace
  /** Set false to keep the modal open (e.g. the wallet itself disconnected). */
  closeModal?: boolean
}

/** Only a namespace no adapter serves: a wallet that fails or hangs does not fail a disconnect. */
export type DisconnectErrorType = UnsupportedNamespaceErrorType

/**
 * Spec §4 disconnect: asks the adapter to disconnect (waiting at most 3000 ms; a wallet that
 * fails or hangs does not keep the visitor connected), then resets the namespace's account and
 * network, removes its stored connector, sets it disconnected and closes the modal unless
 * `closeModal` is false. Signing out of the embedded wallet forgets its cached e-mail. With the
 * `siwx` option the account's sign-in is revoked too, unless `signOutOnDisconnect` is false
 * (best effort, within the same 3000 ms). With multi-wallet on, every wallet listed in the namespace is
 * disconnected (use `disconnectWallet` for one, `disconnectAll` for every namespace).
 *
 * @example
 * await disconnect(config)
 * await disconnect(config, { namespace: 'eip155', closeModal: false })
 */
export async function disconnect(
  config: PorticoConfig,
  parameters: DisconnectParameters = {},
): Promise<void> {
  const namespace = parameters.namespace ?? config.stores.connection.getState().activeNamespace
  // A wallet that failed to let go was warned about; the visitor is disconnected all the same.
  await disconnectNamespace(config, namespace)
  if (parameters.closeModal !== false) close(config)
}
