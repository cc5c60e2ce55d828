// Public API of @portico/core. Every export is one concern from src/.
export * from '../constants.ts'
export { PorticoError, type PorticoErrorOptions } from '../errors/base.ts'
export {
  ChainNotSupportedError,
  ConnectionRejectedError,
  ConnectorNotFoundError,
  InvalidChainIdError,
  InvalidWalletResponseError,
  ModalClosedError,
  NotConnectedError,
  ProviderRequestError,
  UnsupportedNamespaceError,
  UserRejectedRequestError,
} from '../errors/connection.ts'
export { HttpRequestError, InvalidResponseError } from '../errors/http.ts'
export type * from '../types/adapter.ts'
export type * from '../types/chain.ts'
export type * from '../types/config.ts'
export type * from '../types/connector.ts'
export type * from '../types/options.ts'
export type * from '../types/state.ts'
export type * from '../types/views.ts'
export type * from '../types/wallet.ts'
export { parseChainId } from '../utils/parseChainId.ts'
