import { PorticoError } from '@portico/core'
import {
  APP_EVENTS,
  type AppEventType,
  type AppMessage,
  type AppRequestPayload,
  type AppResponsePayload,
} from '@portico/embedded-wallet/protocol'
import * as v from 'valibot'
import { errorMessageOf } from './errorMessage.ts'
import type { FrameLogger } from './logger.ts'
import type { ParentPoster } from './parentPoster.ts'

/** One handler per APP_* request: its payload in, its success payload out (or a throw). */
export type AppHandlers = {
  [K in AppEventType]: (
    payload: AppRequestPayload<K>,
  ) => Promise<AppResponsePayload<K>> | AppResponsePayload<K>
}

/**
 * Runs the handler of a request and answers it: `FRAME_X_SUCCESS` with the handler's result
 * (checked against the protocol's response schema first, so the app never gets a shape it would
 * refuse), or `FRAME_X_ERROR` with `errorMessageOf` the failure.
 *
 * @example
 * startMessageListener({ …, onMessage: (message) => dispatchAppMessage(message, handlers, poster, logger) })
 */
export async function dispatchAppMessage(
  message: AppMessage,
  handlers: AppHandlers,
  poster: ParentPoster,
  logger: FrameLogger,
): Promise<void> {
  const handler = handlers[message.type] as (payload: unknown) => unknown
  try {
    const result = await handler(message.payload)
    const checked = v.safeParse(APP_EVENTS[message.type].response, result)
    if (!checked.success) {
      logger.error(
        `${message.type} made an answer the protocol refuses`,
        v.summarize(checked.issues),
      )
      poster.error(message.type, message.id, errorMessageOf(undefined))
      return
    }
    logger.info(`answered ${message.type} ${message.id}`)
    poster.success(message.type, message.id, checked.output)
  } catch (error) {
    const text = errorMessageOf(error)
    // The frame's own errors are expected answers; anything else is worth a warning.
    if (error instanceof PorticoError) logger.info(`${message.type} ${message.id}: ${text}`, error)
    else logger.warn(`${message.type} ${message.id} failed`, error)
    poster.error(message.type, message.id, text)
  }
}
