import { ORIGIN_ENTRY_PATTERN, REMOTE_FEATURE_IDS, SOCIAL_PROVIDERS } from '@portico/core'
import * as v from 'valibot'
import {
  durationMs,
  eip155NetworkId,
  nonEmptyText,
  positiveInteger,
} from '../../schema/configFields.ts'

/*
 * The projects module's part of the config file: `projects` and `projectCacheMs`. Composed
 * with the other modules' parts in src/config.ts.
 */

/** Remote feature flags a project can set (spec §1), other than `socials`: the kit's list. */
export const SWITCH_FEATURE_IDS = REMOTE_FEATURE_IDS.filter(
  (id): id is Exclude<(typeof REMOTE_FEATURE_IDS)[number], 'socials'> => id !== 'socials',
)

/** Project ids: what the kit sends as `projectId`. */
export const PROJECT_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/

/** A name zone: lower-case DNS labels joined by dots ('portico.id'). */
export const NAME_ZONE_PATTERN =
  /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/

/** Why a name zone was refused. */
export const NAME_ZONE_MESSAGE =
  "must be lower-case DNS labels joined by dots, like 'portico.id', or null"

/** A wei amount: a non-negative integer in decimal, without leading zeros (at most 78 digits). */
export const WEI_PATTERN = /^(?:0|[1-9]\d{0,77})$/

/** Why a gas sponsorship limit was refused. */
export const WEI_MESSAGE =
  "must be a whole number of wei in decimal, like '1000000000000000000', or null"

/** Why an allowed-origin entry was refused. */
export const ORIGIN_ENTRY_MESSAGE =
  "must be an origin like 'https://a.b', '*.a.b' or 'http://a.b:*'"

const featureSchema = v.variant('id', [
  v.strictObject({
    id: v.literal('socials'),
    isEnabled: v.boolean(),
    config: v.optional(v.nullable(v.array(v.picklist(SOCIAL_PROVIDERS))), null),
  }),
  v.strictObject({
    id: v.picklist(SWITCH_FEATURE_IDS),
    isEnabled: v.boolean(),
    config: v.optional(v.null(), null),
  }),
])

/**
 * Project fields, shared by the config file and the `portico project` CLI.
 *
 * @example
 * v.parse(projectFieldSchemas.allowedOrigins, ['https://my.app', '*.my.app'])
 */
export const projectFieldSchemas = {
  id: v.pipe(
    v.string(),
    v.regex(PROJECT_ID_PATTERN, 'must be 1 to 64 letters, digits, hyphens or underscores'),
  ),
  name: nonEmptyText(100),
  /** `https://my.app`, `*.my.app`, `https://*.my.app`, `http://localhost:*` (see matchOrigin). */
  allowedOrigins: v.pipe(
    v.array(v.pipe(v.string(), v.regex(ORIGIN_ENTRY_PATTERN, ORIGIN_ENTRY_MESSAGE))),
    v.maxLength(200, 'must list at most 200 origins'),
  ),
  features: v.array(featureSchema),
  /** The zone account names are registered under ('portico.id'); null: registration is off. */
  nameZone: v.nullable(
    v.pipe(
      v.string(),
      v.maxLength(190, 'must be at most 190 characters'),
      v.regex(NAME_ZONE_PATTERN, NAME_ZONE_MESSAGE),
    ),
  ),
  /** How many names one address may hold in the project's zone. */
  namesPerAddress: positiveInteger(1000),
  /** EVM CAIP-2 ids where the project's users get a smart account (module `smartAccounts`). */
  smartAccountNetworks: v.pipe(
    v.array(eip155NetworkId),
    v.maxLength(100, 'must list at most 100 networks'),
    v.transform((networks) => [...new Set(networks)]),
  ),
  /**
   * The total wei the verifying paymaster may sign for (reserved per user operation at its
   * worst-case cost), decimal; null: gas sponsorship is off.
   */
  gasSponsorshipLimitWei: v.nullable(v.pipe(v.string(), v.regex(WEI_PATTERN, WEI_MESSAGE))),
} as const

const projectSchema = v.strictObject({
  id: projectFieldSchemas.id,
  name: projectFieldSchemas.name,
  allowedOrigins: v.optional(projectFieldSchemas.allowedOrigins, []),
  features: v.optional(projectFieldSchemas.features, []),
  /** Analytics (`/getAnalyticsConfig`, `POST /e`) on for this project. */
  analyticsEnabled: v.optional(v.boolean(), true),
  /**
   * The spec §6 default origins (localhost, IPs, preview hosts) allowed on top of
   * `allowedOrigins`. Turn off in production: any page on them could use the project id.
   */
  includeDefaultOrigins: v.optional(v.boolean(), true),
  /** Account names (`/v1/profile`) are registered under this zone; null: registration is off. */
  nameZone: v.optional(projectFieldSchemas.nameZone, null),
  /** Names one address may hold in the zone. */
  namesPerAddress: v.optional(projectFieldSchemas.namesPerAddress, 1),
  /** Networks with smart accounts (`GET /v1/smart-accounts`); default none. */
  smartAccountNetworks: v.optional(projectFieldSchemas.smartAccountNetworks, []),
  /** Gas sponsorship's total in wei (decimal); null (the default): off. */
  gasSponsorshipLimitWei: v.optional(projectFieldSchemas.gasSponsorshipLimitWei, null),
})

/**
 * The config file's keys that this module reads, each with its default.
 *
 * @example
 * v.parse(v.strictObject(projectsConfigEntries), { projects: [{ id: 'a', name: 'A' }] })
 */
export const projectsConfigEntries = {
  /**
   * How long the request guard reuses a project it read (0: never). Projects changed by the CLI
   * or another process apply within this time.
   */
  projectCacheMs: v.optional(durationMs(0, 60_000), 1000),
  /** Seeded at every start (upserted by id); at least one. */
  projects: v.pipe(v.array(projectSchema), v.minLength(1, 'must list at least one project')),
}

export type ProjectConfig = v.InferOutput<typeof projectSchema>
export type FeatureConfig = ProjectConfig['features'][number]

/**
 * What the schema cannot see one project at a time: a duplicate id, a feature listed twice.
 * Returns the first problem as `projects[i].…: …`; undefined if none.
 *
 * @example
 * findProjectsProblem(config.projects) // "projects[1].id: duplicate id 'portico-demo'"
 */
export function findProjectsProblem(projects: readonly ProjectConfig[]): string | undefined {
  const projectIds = new Set<string>()
  for (const [index, project] of projects.entries()) {
    if (projectIds.has(project.id)) return `projects[${index}].id: duplicate id '${project.id}'`
    projectIds.add(project.id)
    const duplicate = findDuplicateFeature(project.features)
    if (duplicate !== undefined) return `projects[${index}].${duplicate}`
  }
  return undefined
}

/**
 * The first feature listed twice, as `features[i].id: duplicate feature 'x'`; undefined if none.
 *
 * @example
 * findDuplicateFeature(project.features) // "features[2].id: duplicate feature 'email'"
 */
export function findDuplicateFeature(features: readonly { id: string }[]): string | undefined {
  const seen = new Set<string>()
  for (const [index, feature] of features.entries()) {
    if (seen.has(feature.id)) return `features[${index}].id: duplicate feature '${feature.id}'`
    seen.add(feature.id)
  }
  return undefined
}
