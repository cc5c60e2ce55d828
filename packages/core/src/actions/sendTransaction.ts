import type { AdapterErrorType } from '../errors/base.ts'
import { InvalidOptionError, type InvalidOptionErrorType } from '../errors/config.ts'
import {
  type ConnectorNotFoundErrorType,
  InvalidWalletResponseError,
  type InvalidWalletResponseErrorType,
  NotConnectedError,
  type NotConnectedErrorType,
  ProviderRequestError,
  type ProviderRequestErrorType,
  type UnsupportedNamespaceErrorType,
  type UserRejectedRequestErrorType,
} from '../errors/connection.ts'
import type { WalletCodeErrorType } from '../errors/wallet.ts'
import { getAdapter } from '../internal/connection/getAdapter.ts'
import { getAddressChecks } from '../internal/connection/getAddressChecks.ts'
import { toPorticoError } from '../internal/errors/toPorticoError.ts'
import { emitEvent } from '../internal/project/emitEvent.ts'
import type { PorticoConfig } from '../types/config.ts'

export interface SendTransactionParameters {
  /** The recipient (or contract). */
  to: `0x${string}`
  /** In wei. */
  value?: bigint
  /** Calldata. */
  data?: `0x${string}`
}

/** The transaction hash the wallet returned. */
export type SendTransactionReturnType = `0x${string}`

/**
 * `NotConnectedError` without an EVM account, `InvalidOptionError` for a `to` that is not an EVM
 * address by the eip155 adapter's checks (none: no `to` is one) or `data` that is not hex, `UnsupportedNamespaceError`, `ProviderRequestError` when the connection takes no
 * requests; from the wallet a `UserRejectedRequestError` or its code's class (see
 * `mapWalletError`), `InvalidWalletResponseError` (no hash), `ConnectorNotFoundError`; or an
 * adapter's own.
 */
export type SendTransactionErrorType =
  | NotConnectedErrorType
  | InvalidOptionErrorType
  | UnsupportedNamespaceErrorType
  | ProviderRequestErrorType
  | UserRejectedRequestErrorType
  | WalletCodeErrorType
  | InvalidWalletResponseErrorType
  | ConnectorNotFoundErrorType
  | AdapterErrorType

/**
 * Asks the connected EVM wallet to send a transaction from its account (`eth_sendTransaction`),
 * whichever way it is connected (injected, WalletConnect). Resolves with the hash; rejects with
 * `NotConnectedError`, `UserRejectedRequestError`, or the wallet's typed error.
 *
 * @example
 * const hash = await sendTransaction(config, { to: '0x7099…79C8', value: 10n ** 15n })
 */
export async function sendTransaction(
  config: PorticoConfig,
  parameters: SendTransactionParameters,
): Promise<SendTransactionReturnType> {
  const { stores } = config
  const state = stores.connection.getState().namespaces.eip155
  const from = stores.account.getState().namespaces.eip155?.address
  if (state?.status !== 'connected' || !state.connectorId || !from)
    throw new NotConnectedError({ details: 'No EVM wallet is connected' })
  const checks = getAddressChecks(config, 'eip155')
  const network = stores.network.getState().namespaces.eip155?.caipNetwork
  const to =
    typeof parameters.to === 'string' ? checks?.parseAddress(parameters.to, network) : undefined
  if (!to) throw new InvalidOptionError('to', { details: `${parameters.to} is not an EVM address` })
  if (parameters.data !== undefined && !/^0x([0-9a-fA-F]{2})*$/.test(parameters.data))
    throw new InvalidOptionError('data', { details: 'Calldata must be 0x-prefixed hex bytes' })

  const adapter = getAdapter(config, 'eip155', state.connectorId)
  if (!adapter.request)
    throw new ProviderRequestError('This wallet connection cannot send transactions')
  const transaction = {
    from,
    to,
    ...(parameters.value !== undefined ? { value: `0x${parameters.value.toString(16)}` } : {}),
    ...(parameters.data !== undefined ? { data: parameters.data } : {}),
  }
  const eventData = {
    network: network?.caipNetworkId,
    to,
    value: parameters.value?.toString(),
  }
  emitEvent(config, 'SEND_INITIATED', eventData)
  let hash: unknown
  try {
    hash = await adapter.request({
      connectorId: state.connectorId,
      method: 'eth_sendTransaction',
      params: [transaction],
      namespace: 'eip155',
    })
  } catch (error) {
    const typed = toPorticoError(error)
    emitEvent(config, 'SEND_ERROR', { ...eventData, message: typed.message })
    throw typed
  }
  if (typeof hash !== 'string' || !checks?.isTransactionHash(hash)) {
    emitEvent(config, 'SEND_ERROR', { ...eventData, message: 'No transaction hash' })
    throw new InvalidWalletResponseError({ details: 'eth_sendTransaction returned no hash' })
  }
  emitEvent(config, 'SEND_SUCCESS', { ...eventData, hash })
  return hash as SendTransactionReturnType
}
