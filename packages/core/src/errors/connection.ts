import type { ChainNamespace } from '../types/chain.ts'
import { PorticoError, type PorticoErrorOptions } from './base.ts'
import { USER_REJECTED_REQUEST_CODE } from './userRejectedRequestCode.ts'

/** The visitor declined the connection in their wallet (EIP-1193 4001; spec §8). */
export class ConnectionRejectedError extends PorticoError {
  override name = 'ConnectionRejectedError'
  constructor(options: PorticoErrorOptions = {}) {
    super('Connection rejected', { code: USER_REJECTED_REQUEST_CODE, ...options })
  }
}
export type ConnectionRejectedErrorType = ConnectionRejectedError & {
  name: 'ConnectionRejectedError'
}

/** The visitor declined a request (signature, switch) in their wallet (EIP-1193 4001). */
export class UserRejectedRequestError extends PorticoError {
  override name = 'UserRejectedRequestError'
  constructor(options: PorticoErrorOptions = {}) {
    super('User rejected the request', { code: USER_REJECTED_REQUEST_CODE, ...options })
  }
}
export type UserRejectedRequestErrorType = UserRejectedRequestError & {
  name: 'UserRejectedRequestError'
}

/** The modal was closed while a connection was pending (spec §8). */
export class ModalClosedError extends PorticoError {
  override name = 'ModalClosedError'
  constructor(options: PorticoErrorOptions = {}) {
    super('Modal closed', options)
  }
}
export type ModalClosedErrorType = ModalClosedError & { name: 'ModalClosedError' }

/** The wallet could neither switch to nor add the network (spec §4, §8). */
export class ChainNotSupportedError extends PorticoError {
  override name = 'ChainNotSupportedError'
  constructor(options: PorticoErrorOptions = {}) {
    super('Chain is not supported', options)
  }
}
export type ChainNotSupportedErrorType = ChainNotSupportedError & { name: 'ChainNotSupportedError' }

export class ConnectorNotFoundError extends PorticoError {
  override name = 'ConnectorNotFoundError'
  constructor(options: PorticoErrorOptions = {}) {
    super('No connector found for connection', options)
  }
}
export type ConnectorNotFoundErrorType = ConnectorNotFoundError & { name: 'ConnectorNotFoundError' }

export class UnsupportedNamespaceError extends PorticoError {
  override name = 'UnsupportedNamespaceError'
  constructor(options: PorticoErrorOptions = {}) {
    super('Unsupported chain namespace', options)
  }
}
export type UnsupportedNamespaceErrorType = UnsupportedNamespaceError & {
  name: 'UnsupportedNamespaceError'
}

export class NotConnectedError extends PorticoError {
  override name = 'NotConnectedError'
  constructor(options: PorticoErrorOptions = {}) {
    super('Not connected', options)
  }
}
export type NotConnectedErrorType = NotConnectedError & { name: 'NotConnectedError' }

/** A chain id that is neither a decimal number nor a 0x-hex quantity. */
export class InvalidChainIdError extends PorticoError {
  override name = 'InvalidChainIdError'
  constructor(options: PorticoErrorOptions = {}) {
    super('Invalid chain id', options)
  }
}
export type InvalidChainIdErrorType = InvalidChainIdError & { name: 'InvalidChainIdError' }

/** A wallet answered with a value of the wrong shape (e.g. garbage for `eth_accounts`). */
export class InvalidWalletResponseError extends PorticoError {
  override name = 'InvalidWalletResponseError'
  constructor(options: PorticoErrorOptions = {}) {
    super('The wallet answered with an invalid response', options)
  }
}
export type InvalidWalletResponseErrorType = InvalidWalletResponseError & {
  name: 'InvalidWalletResponseError'
}

/** Any other error a wallet returned for a request, with its EIP-1193 code. */
export class ProviderRequestError extends PorticoError {
  override name = 'ProviderRequestError'
  constructor(message: string, options: PorticoErrorOptions = {}) {
    super(message || 'The wallet returned an error', options)
  }
}
export type ProviderRequestErrorType = ProviderRequestError & { name: 'ProviderRequestError' }

/** The network is not one of the dApp's configured networks (spec §8: 'Network not found'). */
export class NetworkNotFoundError extends PorticoError {
  override name = 'NetworkNotFoundError'
  constructor(options: PorticoErrorOptions = {}) {
    super('Network not found', options)
  }
}
export type NetworkNotFoundErrorType = NetworkNotFoundError & { name: 'NetworkNotFoundError' }

/** WalletConnect was asked for, but no WalletConnect adapter is configured (spec §8). */
export class WalletConnectNotFoundError extends PorticoError {
  override name = 'WalletConnectNotFoundError'
  constructor(options: PorticoErrorOptions = {}) {
    super('WalletConnectConnector not found', options)
  }
}
export type WalletConnectNotFoundErrorType = WalletConnectNotFoundError & {
  name: 'WalletConnectNotFoundError'
}

/** The wallet approved none of the namespaces the dApp asked for (spec §8). */
export class RequestedChainsNotSupportedError extends PorticoError {
  override name = 'RequestedChainsNotSupportedError'
  constructor(options: PorticoErrorOptions = {}) {
    super('The connector does not support any of the requested chains', options)
  }
}
export type RequestedChainsNotSupportedErrorType = RequestedChainsNotSupportedError & {
  name: 'RequestedChainsNotSupportedError'
}

/**
 * The namespace's connection is not in a state the asked change can start from (spec §8), e.g.
 * a wallet switch while another connect of that namespace is still under way.
 */
export class InvalidConnectionStatusError extends PorticoError {
  override name = 'InvalidConnectionStatusError'
  constructor(options: PorticoErrorOptions = {}) {
    super('Invalid connection status', options)
  }
}
export type InvalidConnectionStatusErrorType = InvalidConnectionStatusError & {
  name: 'InvalidConnectionStatusError'
}

/** One namespace's wallet that did not let go: it threw, or did not answer in time. */
export interface ChainDisconnectFailure {
  namespace: ChainNamespace
  connectorId: string
  /** What went wrong, e.g. the wallet's error or 'no answer within 3000 ms'. */
  reason: string
}

/**
 * Disconnecting several namespaces, some wallets did not let go (spec §8: 'Failed to disconnect
 * chains: …', their reasons joined). Every namespace is disconnected in the kit all the same;
 * `failures` says which wallets may still hold a session.
 */
export class DisconnectChainsError extends PorticoError {
  override name = 'DisconnectChainsError'
  readonly failures: readonly ChainDisconnectFailure[]
  constructor(failures: readonly ChainDisconnectFailure[] = [], options: PorticoErrorOptions = {}) {
    const reasons = failures.map(
      ({ namespace, connectorId, reason }) => `${namespace} (${connectorId}: ${reason})`,
    )
    super(`Failed to disconnect chains: ${reasons.join(', ')}`, options)
    this.failures = failures
  }
}
export type DisconnectChainsErrorType = DisconnectChainsError & { name: 'DisconnectChainsError' }
