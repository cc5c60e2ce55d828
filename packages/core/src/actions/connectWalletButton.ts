import type { AdapterErrorType } from '../errors/base.ts'
import type { ModalClosedErrorType } from '../errors/connection.ts'
import { openModalFlow } from '../internal/modal/openModalFlow.ts'
import type { PorticoConfig } from '../types/config.ts'
import type { Connection } from '../types/connector.ts'
import type { ConnectErrorType } from './connect.ts'
import { connectSocial } from './connectSocial.ts'
import { connectWalletListEntry } from './connectWalletListEntry.ts'
import type { WalletButtonTarget } from './getWalletButtonTarget.ts'

export interface ConnectWalletButtonParameters {
  /** From `getWalletButtonTarget`. */
  target: WalletButtonTarget
  /**
   * `'email'` only: the address to sign in with. EmailLogin's field asks for its code as it
   * opens (its failure, an invalid address say, shows there), then the view shows the code step.
   */
  email?: string
}

export type ConnectWalletButtonReturnType = Connection

/**
 * An installed wallet: `connect`'s errors (`ConnectionRejectedError`, …). A flow in the modal:
 * `ModalClosedError` when the visitor closes it without connecting.
 */
export type ConnectWalletButtonErrorType =
  | ConnectErrorType
  | ModalClosedErrorType
  | AdapterErrorType

/**
 * Starts the exact flow of a wallet button, without the Connect list:
 * - an installed wallet (`kind: 'connector'`) is asked at once, no modal; resolves or rejects
 *   with `connect`;
 * - a directory wallet that is not installed opens the modal on its connecting view (WalletConnect:
 *   the QR code on desktop, its app through its deep or universal link on mobile; without
 *   WalletConnect, a page that says how to get it);
 * - `walletConnect` opens the modal on the QR code;
 * - `email` opens the modal on the e-mail sign-in; with `email` given, the view asks for that
 *   address's code as it opens (route data `email`) and shows the code step;
 * - a social provider opens its sign-in window in this call (call it from the click, awaiting
 *   nothing before) with ConnectingSocial in the modal.
 * A flow in the modal resolves with the connection the visitor makes there (retries included)
 * and rejects with `ModalClosedError` when the modal closes first.
 *
 * @example
 * const target = getWalletButtonTarget(config, { wallet: 'walletConnect' })
 * if (target) button.onclick = () => connectWalletButton(config, { target }).then(console.log)
 */
export function connectWalletButton(
  config: PorticoConfig,
  parameters: ConnectWalletButtonParameters,
): Promise<ConnectWalletButtonReturnType> {
  const { target, email } = parameters
  switch (target.kind) {
    case 'connector':
    case 'wallet':
      return connectWalletListEntry(config, target)
    case 'walletConnect':
      return openModalFlow(config, { view: 'ConnectingWalletConnect' })
    case 'email': {
      const address = email?.trim()
      return openModalFlow(config, {
        view: 'EmailLogin',
        ...(address ? { data: { email: address } } : {}),
      })
    }
    case 'social': {
      const waiting = openModalFlow(config, { view: 'ConnectingSocial' })
      // ConnectingSocial shows a failure and offers Try again; the flow ends with the modal.
      connectSocial(config, { provider: target.provider }).catch(() => undefined)
      return waiting
    }
  }
}
