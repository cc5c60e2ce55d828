import * as v from 'valibot'

/** `GET /v1/supported-chains` (spec §7). */
export const supportedChainsSchema = v.object({
  http: v.array(v.string()),
  ws: v.array(v.string()),
})

/**
 * `GET /appkit/v1/config` (spec §7): the project's remote feature switches, and the zone its
 * account names are registered under (issue #32; null or absent: names are off). Any value that
 * is not a string counts as none, rather than throwing the whole config away; the zone's shape is
 * checked where it is read (`fetchRemoteFeatures`, loaded lazily).
 */
export const remoteConfigSchema = v.object({
  features: v.array(
    v.object({ id: v.string(), isEnabled: v.boolean(), config: v.optional(v.unknown()) }),
  ),
  nameZone: v.optional(v.fallback(v.nullable(v.string()), null), null),
})

/**
 * `GET /projects/v1/origins` (spec §7): the project's entries (the server adds its secure-site
 * origins), and whether the spec §6 defaults apply too. An older server sends no
 * `includeDefaultOrigins`: the defaults then apply, as they always did. The kit and the secure
 * site both read the answer with this schema.
 */
export const allowedOriginsSchema = v.object({
  allowedOrigins: v.array(v.pipe(v.string(), v.maxLength(300))),
  includeDefaultOrigins: v.optional(v.boolean(), true),
})

/** The error body every Portico service sends with a non-2xx status. */
export const errorBodySchema = v.object({
  code: v.optional(v.union([v.string(), v.number()])),
  message: v.string(),
})

/** An avatar worth showing: an http(s) URL; anything else is dropped (never rendered). */
const avatarSchema = v.fallback(
  v.nullable(v.pipe(v.string(), v.regex(/^https?:\/\//i), v.url(), v.maxLength(2048))),
  null,
)

/** `GET /v1/identity/{address}` (spec §7): name and avatar, each possibly null. */
export const identitySchema = v.object({
  name: v.nullable(v.pipe(v.string(), v.maxLength(256))),
  avatar: v.optional(avatarSchema, null),
})

/** `GET /getAnalyticsConfig` (spec §7): whether the project collects analytics. */
export const analyticsConfigSchema = v.object({ isAnalyticsEnabled: v.boolean() })
