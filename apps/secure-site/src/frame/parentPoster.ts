import {
  type AppEventType,
  errorType,
  type FrameMessage,
  successType,
} from '@portico/embedded-wallet/protocol'

/** The part of the parent window the frame uses. */
export interface PostTarget {
  postMessage(message: unknown, targetOrigin: string): void
}

/** Everything the frame says to the app, always posted to the dApp origin only (never '*'). */
export interface ParentPoster {
  success(request: AppEventType, id: string, payload: unknown): void
  error(request: AppEventType, id: string, message: string): void
  ready(version: string): void
  /** `reason: 'expired'`: the server ended the session ('Session expired'). */
  sessionUpdate(isConnected: boolean, reason?: 'expired'): void
}

/**
 * Posts the frame's messages to the embedding page with `targetOrigin` set to its origin, so a
 * page that navigated elsewhere in the meantime receives nothing.
 *
 * @example
 * const poster = createParentPoster(window.parent, 'http://127.0.0.1:5173')
 * poster.ready('4')
 */
export function createParentPoster(target: PostTarget, parentOrigin: string): ParentPoster {
  const post = (message: Omit<FrameMessage, 'request'> | Record<string, unknown>) =>
    target.postMessage(message, parentOrigin)
  return {
    success: (request, id, payload) => post({ type: successType(request), id, payload }),
    error: (request, id, message) => post({ type: errorType(request), id, payload: { message } }),
    ready: (version) => post({ type: 'FRAME_READY', payload: { version } }),
    sessionUpdate: (isConnected, reason) =>
      post({
        type: 'FRAME_SESSION_UPDATE',
        payload: reason ? { isConnected, reason } : { isConnected },
      }),
  }
}
