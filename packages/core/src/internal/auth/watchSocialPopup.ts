import * as v from 'valibot'
import { SOCIAL_POPUP_POLL_MS } from '../../constants.ts'
import { ModalClosedError } from '../../errors/connection.ts'
import { SocialPopupClosedError } from '../../errors/social.ts'
import { socialResultMessageSchema } from '../../schemas/socialResultMessageSchema.ts'

export interface WatchSocialPopupParameters {
  /** The window the provider's page is in. */
  popup: Window
  /** The secure site's origin: the callback page that answers is served from it. */
  origin: string
  /** Aborted when the sign-in is cancelled. */
  signal: AbortSignal
}

/**
 * Waits for the secure site's callback page, in `popup`, to post where the provider sent the
 * visitor back (`{ type: 'PORTICO_SOCIAL_RESULT', resultUri }`) and resolves with that address.
 * A message from another origin or another window, or of another shape, is ignored: any page
 * can post to this window. Rejects with 'Popup closed' when the window is found closed (checked
 * every SOCIAL_POPUP_POLL_MS, spec §4), or `ModalClosedError` when `signal` aborts. Either way
 * the listener and the timer are removed.
 */
export function watchSocialPopup(parameters: WatchSocialPopupParameters): Promise<string> {
  const { popup, origin, signal } = parameters
  return new Promise<string>((resolve, reject) => {
    if (signal.aborted) {
      reject(new ModalClosedError({ details: 'The social sign-in was cancelled' }))
      return
    }
    const stop = () => {
      window.removeEventListener('message', onMessage)
      clearInterval(timer)
      signal.removeEventListener('abort', onAbort)
    }
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || event.source !== popup) return
      const parsed = v.safeParse(socialResultMessageSchema, event.data)
      if (!parsed.success) {
        console.warn('[portico] ignored a malformed message from the social sign-in window')
        return
      }
      stop()
      resolve(parsed.output.resultUri)
    }
    const onAbort = () => {
      stop()
      reject(new ModalClosedError({ details: 'The social sign-in was cancelled' }))
    }
    const timer = setInterval(() => {
      if (!popup.closed) return
      stop()
      reject(new SocialPopupClosedError())
    }, SOCIAL_POPUP_POLL_MS)
    window.addEventListener('message', onMessage)
    signal.addEventListener('abort', onAbort, { once: true })
  })
}
