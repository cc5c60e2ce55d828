// Public API of @portico/embedded-wallet. The window-message protocol itself is the
// `@portico/embedded-wallet/protocol` entry.
// Core's class of a refused method (one for every adapter): the adapter refuses with it.
export { MethodNotAllowedError, type MethodNotAllowedErrorType } from '@portico/core'
export {
  EMBEDDED_WALLET_CONNECTOR_ID,
  type EmbeddedWalletAdapter,
  type EmbeddedWalletParameters,
  type EmbeddedWalletReturnType,
  embeddedWallet,
} from '../embeddedWalletAdapter.ts'
export {
  FrameLoadError,
  type FrameLoadErrorType,
  FrameLoadTimeoutError,
  type FrameLoadTimeoutErrorType,
} from '../errors/frameLoad.ts'
export {
  FrameRequestAbortedError,
  type FrameRequestAbortedErrorType,
  FrameRequestError,
  type FrameRequestErrorType,
  FrameRequestTimeoutError,
  type FrameRequestTimeoutErrorType,
  InvalidFrameRequestError,
  type InvalidFrameRequestErrorType,
  RpcRequestAbortedError,
  type RpcRequestAbortedErrorType,
} from '../errors/frameRequest.ts'
export { RpcCallNotAllowedError } from '../errors/rpcCallNotAllowed.ts'
export type {
  CreateFrameClientParameters,
  FrameClient,
  FrameClientEvent,
  FrameRequestOptions,
} from '../frame/createFrameClient.ts'
export { FRAME_REQUEST_TIMEOUT_MS } from '../frame/requestTimeoutMs.ts'
export type { EmbeddedUser } from '../protocol/fields.ts'
export { EMBEDDED_MESSAGES } from '../protocol/messages.ts'
export { type RpcMethodClass, rpcMethodClass } from '../protocol/rpcMethods.ts'
