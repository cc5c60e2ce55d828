import { PorticoError, type PorticoErrorOptions } from '@portico/core'
import { EMBEDDED_MESSAGES } from '../protocol/messages.ts'

/** The frame did not answer a request within its time limit (spec §8, §9). */
export class FrameRequestTimeoutError extends PorticoError {
  override name = 'FrameRequestTimeoutError'
  constructor(options: PorticoErrorOptions = {}) {
    super(EMBEDDED_MESSAGES.requestTimedOut, options)
  }
}
export type FrameRequestTimeoutErrorType = FrameRequestTimeoutError & {
  name: 'FrameRequestTimeoutError'
}

/** The frame answered a request with `_ERROR`: its message, else 'An error occurred' (spec §8). */
export class FrameRequestError extends PorticoError {
  override name = 'FrameRequestError'
  constructor(message: string, options: PorticoErrorOptions = {}) {
    super(message || EMBEDDED_MESSAGES.frameError, options)
  }
}
export type FrameRequestErrorType = FrameRequestError & { name: 'FrameRequestError' }

/** An RPC request was aborted before the frame answered (APP_RPC_ABORT, spec §2, §8). */
export class RpcRequestAbortedError extends PorticoError {
  override name = 'RpcRequestAbortedError'
  constructor(options: PorticoErrorOptions = {}) {
    super(EMBEDDED_MESSAGES.requestAborted, options)
  }
}
export type RpcRequestAbortedErrorType = RpcRequestAbortedError & { name: 'RpcRequestAbortedError' }

/**
 * Any other request was given up before the frame answered: its signal aborted, the frame
 * reloaded under it, or the client was destroyed (spec §8: 'Something went wrong').
 */
export class FrameRequestAbortedError extends PorticoError {
  override name = 'FrameRequestAbortedError'
  constructor(options: PorticoErrorOptions = {}) {
    super(EMBEDDED_MESSAGES.somethingWentWrong, options)
  }
}
export type FrameRequestAbortedErrorType = FrameRequestAbortedError & {
  name: 'FrameRequestAbortedError'
}

/**
 * A request's payload failed its protocol schema before it was sent; the message is the
 * schema's (e.g. 'Invalid email address').
 */
export class InvalidFrameRequestError extends PorticoError {
  override name = 'InvalidFrameRequestError'
  constructor(message: string, options: PorticoErrorOptions = {}) {
    super(message || 'Invalid input', options)
  }
}
export type InvalidFrameRequestErrorType = InvalidFrameRequestError & {
  name: 'InvalidFrameRequestError'
}
