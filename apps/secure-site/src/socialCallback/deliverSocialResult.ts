import { SOCIAL_RESULT_MESSAGE_TYPE, type SocialResultMessage } from '@portico/core'
import { AuthApiError } from '../errors.ts'

export interface DeliverSocialResultParameters {
  /** The page's own URL (`location.href`). */
  href: string
  /** `window.opener`: the dApp page that opened the popup; null when the page was opened otherwise. */
  opener: Pick<Window, 'postMessage'> | null
  /** The dApp origin of the pending request (`GET /auth/v1/social/requests/:state`). */
  lookupOrigin(state: string): Promise<{ origin: string }>
}

export type DeliverSocialResultReturnType =
  /** Posted to `origin`; `refused` when the provider's answer is an error (cancelled, denied). */
  | { kind: 'posted'; origin: string; refused: boolean }
  | { kind: 'no-opener' }
  /** No `state` in the URL, or the server knows no pending request for it (expired, used). */
  | { kind: 'unknown-request' }
  /** The server could not be asked. */
  | { kind: 'failed'; reason: string }

/**
 * The callback page's work: reads its own URL's `state`, asks the server which dApp origin
 * started that sign-in, and posts `{ type: 'PORTICO_SOCIAL_RESULT', resultUri: href }` to the
 * opener at exactly that origin (never `*`: the URL carries the provider's code). The kit checks
 * that the message comes from the secure site's origin and from the popup it opened.
 *
 * @example
 * const outcome = await deliverSocialResult({ href: location.href, opener: window.opener, lookupOrigin: (state) => api.socialRequestOrigin(state) })
 */
export async function deliverSocialResult(
  parameters: DeliverSocialResultParameters,
): Promise<DeliverSocialResultReturnType> {
  const url = URL.canParse(parameters.href) ? new URL(parameters.href) : undefined
  const state = url?.searchParams.get('state')
  if (!url || !state) return { kind: 'unknown-request' }
  if (parameters.opener === null) return { kind: 'no-opener' }

  let origin: string
  try {
    origin = (await parameters.lookupOrigin(state)).origin
  } catch (error) {
    if (error instanceof AuthApiError && error.status === 404) return { kind: 'unknown-request' }
    return { kind: 'failed', reason: error instanceof Error ? error.message : String(error) }
  }
  const message: SocialResultMessage = {
    type: SOCIAL_RESULT_MESSAGE_TYPE,
    resultUri: parameters.href,
  }
  parameters.opener.postMessage(message, origin)
  return { kind: 'posted', origin, refused: url.searchParams.has('error') }
}
