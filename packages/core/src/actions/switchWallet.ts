import {
  InvalidConnectionStatusError,
  type InvalidConnectionStatusErrorType,
  type UserRejectedRequestErrorType,
} from '../errors/connection.ts'
import { activateWallet } from '../internal/connection/activateWallet.ts'
import { requireMultiWallet } from '../internal/connection/requireMultiWallet.ts'
import { setActiveNamespace } from '../internal/connection/setActiveNamespace.ts'
import { walletConnectionClass } from '../internal/connection/walletConnectionClass.ts'
import { walletNamespace } from '../internal/connection/walletNamespace.ts'
import type { ChainNamespace } from '../types/chain.ts'
import type { PorticoConfig } from '../types/config.ts'
import type { Connection } from '../types/connector.ts'
import { type ConnectErrorType, connect } from './connect.ts'

export interface SwitchWalletParameters {
  connectorId: string
  /** Default: the namespace that lists the wallet, else its connector's, else the active one. */
  namespace?: ChainNamespace
}

/** The now connected wallet's connection; undefined when multi-wallet is off. */
export type SwitchWalletReturnType = Connection | undefined

/**
 * `connect`'s errors (`ConnectionRejectedError`, …), or those of the adapter's silent
 * reconnect, which a wallet may refuse (`UserRejectedRequestError`);
 * `InvalidConnectionStatusError` while the namespace is still connecting.
 */
export type SwitchWalletErrorType =
  | ConnectErrorType
  | UserRejectedRequestErrorType
  | InvalidConnectionStatusErrorType

/**
 * Makes a wallet the connected one of its namespace (multi-wallet, spec §4), by its class:
 * - 'connected': nothing to do, its connection is returned;
 * - 'active' (listed): reconnected through its adapter without a prompt where the wallet
 *   allows; a wallet that no longer grants access leaves the list and gets a full `connect`;
 * - 'disconnected': a full `connect` (which prompts, and closes the modal like any connect).
 * The namespace becomes the active one. While the namespace is still connecting (another switch
 * or connect under way) it rejects with `InvalidConnectionStatusError` and changes nothing.
 * With `features.multiWallet` off it shows the 'Multi-wallet not enabled' info alert and
 * resolves undefined without doing anything else.
 *
 * @example
 * await switchWallet(config, { connectorId: 'io.rabby' })
 * getWalletConnections(config).find((wallet) => wallet.class === 'connected')?.connectorId // 'io.rabby'
 */
export async function switchWallet(
  config: PorticoConfig,
  parameters: SwitchWalletParameters,
): Promise<SwitchWalletReturnType> {
  if (!requireMultiWallet(config)) return undefined
  const { connectorId } = parameters
  const namespace = walletNamespace(config, connectorId, parameters.namespace)
  // Two switches at once would race for the namespace and leave it to whichever ends last.
  if (config.stores.connection.getState().namespaces[namespace]?.status === 'connecting')
    throw new InvalidConnectionStatusError({
      details: `${namespace} is still connecting a wallet; switch once it has settled`,
    })
  const walletClass = walletConnectionClass(config, namespace, connectorId)

  if (walletClass === 'connected')
    return config.stores.connection.getState().namespaces[namespace]?.connection
  if (walletClass === 'active') {
    const connection = await activateWallet(config, namespace, connectorId)
    if (connection) {
      setActiveNamespace(config, namespace)
      return connection
    }
  }
  return connect(config, { connectorId, namespace })
}
