import type { AdapterErrorType } from '../errors/base.ts'
import type { ModalClosedErrorType } from '../errors/connection.ts'
import { walletRoute } from '../internal/connection/walletRoute.ts'
import { openModalFlow } from '../internal/modal/openModalFlow.ts'
import type { PorticoConfig } from '../types/config.ts'
import type { Connection } from '../types/connector.ts'
import { type ConnectErrorType, connect } from './connect.ts'
import type { WalletListEntry } from './getWalletList.ts'

export type ConnectWalletListEntryReturnType = Connection

/**
 * An installed wallet: `connect`'s errors (`ConnectionRejectedError`, …). A directory wallet:
 * `ModalClosedError` when the visitor closes the modal without connecting.
 */
export type ConnectWalletListEntryErrorType =
  | ConnectErrorType
  | ModalClosedErrorType
  | AdapterErrorType

/**
 * Connects one wallet of `getWalletList` (or of the Connect list) without the list: an
 * installed wallet (or an SDK one) is asked at once, no modal; a directory wallet opens the modal
 * straight on its connecting view (`selectWallet`'s: WalletConnect's QR code on desktop, its app
 * through its deep or universal link on mobile; without WalletConnect, a page that says how to
 * get it) and resolves with the connection the visitor makes there, or rejects with
 * `ModalClosedError` once the modal closes first.
 *
 * @example
 * const [first] = getWalletList(config)
 * if (first) await connectWalletListEntry(config, first)
 */
export function connectWalletListEntry(
  config: PorticoConfig,
  entry: WalletListEntry,
): Promise<ConnectWalletListEntryReturnType> {
  if (entry.kind === 'connector')
    return connect(config, { connectorId: entry.connector.id, namespace: entry.connector.chain })
  return openModalFlow(config, walletRoute(config, entry.wallet))
}
