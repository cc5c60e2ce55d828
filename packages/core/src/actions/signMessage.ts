import type { AdapterErrorType } from '../errors/base.ts'
import {
  type ConnectorNotFoundErrorType,
  type InvalidWalletResponseErrorType,
  NotConnectedError,
  type NotConnectedErrorType,
  type UnsupportedNamespaceErrorType,
  type UserRejectedRequestErrorType,
} from '../errors/connection.ts'
import type { WalletCodeErrorType } from '../errors/wallet.ts'
import { getAdapter } from '../internal/connection/getAdapter.ts'
import { toPorticoError } from '../internal/errors/toPorticoError.ts'
import type { ChainNamespace } from '../types/chain.ts'
import type { PorticoConfig } from '../types/config.ts'

export interface SignMessageParameters {
  message: string
  /** Default: the active namespace. */
  namespace?: ChainNamespace
}

/** The signature, as the wallet returned it (EVM: 0x-hex). */
export type SignMessageReturnType = string

/**
 * `NotConnectedError` when the namespace has no account, `UnsupportedNamespaceError`; from the
 * wallet a `UserRejectedRequestError` (4001) or its code's class (see `mapWalletError`),
 * `InvalidWalletResponseError` (no signature), `ConnectorNotFoundError`; or an adapter's own.
 */
export type SignMessageErrorType =
  | NotConnectedErrorType
  | UnsupportedNamespaceErrorType
  | UserRejectedRequestErrorType
  | WalletCodeErrorType
  | InvalidWalletResponseErrorType
  | ConnectorNotFoundErrorType
  | AdapterErrorType

/**
 * Asks the connected wallet of a namespace to sign a message with its account.
 *
 * @example
 * const signature = await signMessage(config, { message: 'Hello from Portico' })
 */
export async function signMessage(
  config: PorticoConfig,
  parameters: SignMessageParameters,
): Promise<SignMessageReturnType> {
  const { stores } = config
  const namespace = parameters.namespace ?? stores.connection.getState().activeNamespace
  const state = stores.connection.getState().namespaces[namespace]
  const address = stores.account.getState().namespaces[namespace]?.address
  if (state?.status !== 'connected' || !state.connectorId || !address)
    throw new NotConnectedError({ details: `No wallet is connected in ${namespace}` })
  try {
    return await getAdapter(config, namespace, state.connectorId).signMessage({
      connectorId: state.connectorId,
      address,
      message: parameters.message,
      namespace,
    })
  } catch (error) {
    throw toPorticoError(error)
  }
}
