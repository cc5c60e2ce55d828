import { type AppMessage, parseAppMessage } from '@portico/embedded-wallet/protocol'
import type { FrameLogger } from './logger.ts'

/** Request ids remembered to refuse replays; old ones go first past this many. */
const SEEN_IDS_LIMIT = 10_000

export interface StartMessageListenerParameters {
  /** Where `message` events arrive: the frame's own window. */
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>
  /** The embedding window: a message must come from this exact window. */
  parent: unknown
  /** …and from this origin. */
  parentOrigin: string
  logger: FrameLogger
  onMessage(message: AppMessage): void
}

/**
 * Listens for the app's requests (spec §5, §7). A message is accepted only when it comes from the
 * parent window AND the parent origin, parses as an APP_* request, and carries an id not seen
 * before; anything else is dropped with a console warning.
 *
 * @example
 * const stop = startMessageListener({ target: window, parent: window.parent, parentOrigin, logger, onMessage })
 */
export function startMessageListener(parameters: StartMessageListenerParameters): () => void {
  const { logger } = parameters
  const seen = new Set<string>()

  function onEvent(event: Event): void {
    const { origin, source, data } = event as MessageEvent
    if (source !== parameters.parent || origin !== parameters.parentOrigin) {
      logger.warn(
        `dropped a message from ${origin || 'an unknown origin'} (not the embedding page)`,
      )
      return
    }
    const parsed = parseAppMessage(data)
    if (!parsed.ok) {
      logger.warn(`ignored a malformed message: ${parsed.reason}`)
      return
    }
    const { message } = parsed
    if (seen.has(message.id)) {
      logger.warn(`ignored a replayed request id ${message.id} (${message.type})`)
      return
    }
    seen.add(message.id)
    if (seen.size > SEEN_IDS_LIMIT) {
      const oldest = seen.values().next().value
      if (oldest !== undefined) seen.delete(oldest)
    }
    logger.info(`received ${message.type} ${message.id}`)
    parameters.onMessage(message)
  }

  parameters.target.addEventListener('message', onEvent)
  return () => parameters.target.removeEventListener('message', onEvent)
}
