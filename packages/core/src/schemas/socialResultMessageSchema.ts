import * as v from 'valibot'

/** The one message the secure site's social callback page posts to the dApp's window. */
export const SOCIAL_RESULT_MESSAGE_TYPE = 'PORTICO_SOCIAL_RESULT'

/**
 * What the secure site's `/social-callback.html` posts to `window.opener` when the provider sent
 * the visitor back: the address it was opened at, which the frame turns into a session
 * (APP_CONNECT_SOCIAL, at most 4096 characters like its `uri`).
 *
 * @example
 * v.is(socialResultMessageSchema, {
 *   type: 'PORTICO_SOCIAL_RESULT',
 *   resultUri: 'https://secure.example/social-callback.html?code=…&state=…',
 * }) // true
 */
export const socialResultMessageSchema = v.object({
  type: v.literal(SOCIAL_RESULT_MESSAGE_TYPE),
  resultUri: v.pipe(v.string(), v.maxLength(4096), v.url()),
})

/** The callback page's message, as both sides type it. */
export type SocialResultMessage = v.InferOutput<typeof socialResultMessageSchema>
