import * as v from 'valibot'

/** `GET /v1/supported-chains` (spec §7). */
export const supportedChainsSchema = v.object({
  http: v.array(v.string()),
  ws: v.array(v.string()),
})

/** `GET /appkit/v1/config` (spec §7): the project's remote feature switches. */
export const remoteConfigSchema = v.object({
  features: v.array(
    v.object({ id: v.string(), isEnabled: v.boolean(), config: v.optional(v.unknown()) }),
  ),
})

/** `GET /projects/v1/origins` (spec §7). */
export const allowedOriginsSchema = v.object({ allowedOrigins: v.array(v.string()) })

/** The error body every Portico service sends with a non-2xx status. */
export const errorBodySchema = v.object({
  code: v.optional(v.union([v.string(), v.number()])),
  message: v.string(),
})
