import { PorticoError, type PorticoErrorOptions } from '@portico/core'
import { EMBEDDED_MESSAGES } from '../protocol/messages.ts'

/**
 * The frame did not say FRAME_READY within IFRAME_LOAD_TIMEOUT_MS (spec §8, §9). Retryable: the
 * next request loads the frame again.
 */
export class FrameLoadTimeoutError extends PorticoError {
  override name = 'FrameLoadTimeoutError'
  constructor(options: PorticoErrorOptions = {}) {
    super(EMBEDDED_MESSAGES.frameLoadTimeout, options)
  }
}
export type FrameLoadTimeoutErrorType = FrameLoadTimeoutError & { name: 'FrameLoadTimeoutError' }

/**
 * The frame could not be loaded at all: the iframe's `error` event, or the frame client's own
 * code failed to load (spec §8). Retryable: the next request loads the frame again.
 */
export class FrameLoadError extends PorticoError {
  override name = 'FrameLoadError'
  constructor(options: PorticoErrorOptions = {}) {
    super(EMBEDDED_MESSAGES.frameLoadError, options)
  }
}
export type FrameLoadErrorType = FrameLoadError & { name: 'FrameLoadError' }
