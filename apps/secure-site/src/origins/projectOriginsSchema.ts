import * as v from 'valibot'

/**
 * `GET /projects/v1/origins?projectId=…` (spec §7): the project's own entries (the server adds
 * its secure-site origins) and whether the spec §6 defaults apply too. An older server sends no
 * `includeDefaultOrigins`: the defaults then apply, as they always did.
 */
export const projectOriginsSchema = v.object({
  allowedOrigins: v.array(v.pipe(v.string(), v.maxLength(300))),
  includeDefaultOrigins: v.optional(v.boolean(), true),
})

/** A project's allowed embedding origins, as the server answered them. */
export type ProjectOrigins = v.InferOutput<typeof projectOriginsSchema>

/**
 * What asking for a project's origins gave: the answer, an unknown project (401), or no usable
 * answer (unreachable, another status, a malformed body). Everyone who asks fails closed on
 * anything but `found`.
 */
export type ProjectOriginsLookup =
  | { kind: 'found'; origins: ProjectOrigins }
  | { kind: 'unknown-project' }
  | { kind: 'unavailable'; reason: string }
