import * as v from 'valibot'

/** A full account name as the server writes it: lower case, dot-separated DNS labels. */
const nameSchema = v.pipe(v.string(), v.maxLength(255))

/** `GET /v1/profile/account/{name}` and `POST /v1/profile/account` (issue #32's contract). */
export const profileNameSchema = v.object({
  name: nameSchema,
  registered: v.number(),
  updated: v.number(),
  addresses: v.record(v.string(), v.object({ address: v.pipe(v.string(), v.maxLength(128)) })),
  attributes: v.optional(v.record(v.string(), v.string()), {}),
})

/** `GET /v1/profile/reverse/{address}`: the address's names, oldest first. */
export const profileNamesSchema = v.array(profileNameSchema)

/** `GET /v1/profile/suggestions/{name}`: the name asked for first, then free alternatives. */
export const nameSuggestionsSchema = v.object({
  suggestions: v.array(v.object({ name: nameSchema, registered: v.boolean() })),
})
