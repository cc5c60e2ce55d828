import type { AdapterErrorType } from '../errors/base.ts'
import {
  type ConnectorNotFoundErrorType,
  type InvalidWalletResponseErrorType,
  NotConnectedError,
  type NotConnectedErrorType,
  ProviderRequestError,
  type UnsupportedNamespaceErrorType,
  type UserRejectedRequestErrorType,
} from '../errors/connection.ts'
import type {
  InvalidAddressErrorType,
  InvalidRequestParamsErrorType,
  MethodNotAllowedErrorType,
} from '../errors/request.ts'
import type { WalletCodeErrorType } from '../errors/wallet.ts'
import { getAdapter } from '../internal/connection/getAdapter.ts'
import { toPorticoError } from '../internal/errors/toPorticoError.ts'
import type { ChainNamespace } from '../types/chain.ts'
import type { PorticoConfig } from '../types/config.ts'

export interface SendWalletRequestParameters {
  /**
   * The wallet method, by its WalletConnect name: `eth_signTypedData_v4`,
   * `solana_signTransaction`, `solana_signAndSendTransaction`, `signPsbt`, …
   */
  method: string
  /** The method's parameters, in that method's WalletConnect shape. */
  params?: readonly unknown[] | object
  /** Default: the active namespace. */
  namespace?: ChainNamespace
}

/** The wallet's answer, unparsed: the caller knows the method and parses it. */
export type SendWalletRequestReturnType = unknown

/**
 * `NotConnectedError` when the namespace has no wallet, `UnsupportedNamespaceError`,
 * `ProviderRequestError` when its connection takes no requests; from the wallet a
 * `UserRejectedRequestError` or its code's class (see `mapWalletError`),
 * `InvalidWalletResponseError`, `ConnectorNotFoundError`; a request the adapter refuses before
 * asking the wallet (`MethodNotAllowedError`, `InvalidRequestParamsError`,
 * `InvalidAddressError`); or an adapter's own error.
 */
export type SendWalletRequestErrorType =
  | NotConnectedErrorType
  | UnsupportedNamespaceErrorType
  | UserRejectedRequestErrorType
  | WalletCodeErrorType
  | InvalidWalletResponseErrorType
  | ConnectorNotFoundErrorType
  | MethodNotAllowedErrorType
  | InvalidRequestParamsErrorType
  | InvalidAddressErrorType
  | AdapterErrorType

/**
 * Sends a method to the wallet connected in a namespace, whichever way it is connected
 * (extension, Wallet Standard, WalletConnect, embedded). The method names and parameter
 * shapes are WalletConnect's, so one call works with every kind of wallet of that family;
 * each adapter validates them (spec §5) and parses the wallet's answer.
 *
 * @example
 * const { signature } = (await sendWalletRequest(config, {
 *   namespace: 'solana',
 *   method: 'solana_signAndSendTransaction',
 *   params: { transaction: base64Transaction, sendOptions: { preflightCommitment: 'confirmed' } },
 * })) as { signature: string }
 */
export async function sendWalletRequest(
  config: PorticoConfig,
  parameters: SendWalletRequestParameters,
): Promise<SendWalletRequestReturnType> {
  const { stores } = config
  const namespace = parameters.namespace ?? stores.connection.getState().activeNamespace
  const state = stores.connection.getState().namespaces[namespace]
  if (state?.status !== 'connected' || !state.connectorId)
    throw new NotConnectedError({ details: `No wallet is connected in ${namespace}` })
  const adapter = getAdapter(config, namespace, state.connectorId)
  if (!adapter.request)
    throw new ProviderRequestError('This wallet connection takes no requests', {
      details: parameters.method,
    })
  try {
    return await adapter.request({
      connectorId: state.connectorId,
      method: parameters.method,
      ...(parameters.params === undefined ? {} : { params: parameters.params }),
      namespace,
    })
  } catch (error) {
    throw toPorticoError(error)
  }
}
