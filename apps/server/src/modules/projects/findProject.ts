import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { type Tables, tablesOf } from '../../db/database.ts'
import type { Database } from '../../db/openDatabase.ts'

/** A remote feature flag as `/appkit/v1/config` returns it. */
export interface ProjectFeature {
  id: string
  isEnabled: boolean
  config: unknown
}

/** Where a project comes from: the config file (re-seeded at every start) or the CLI. */
export type ProjectSource = 'config' | 'cli'

/** A project as the request guard, the routes and the CLI see it. */
export interface Project {
  id: string
  name: string
  /** The project's own list (see `projectAllowsOrigin`). */
  allowedOrigins: string[]
  /** Whether the spec §6 default origins are allowed on top of `allowedOrigins`. */
  includeDefaultOrigins: boolean
  features: ProjectFeature[]
  analyticsEnabled: boolean
  /** The zone account names are registered under; null: registration is off. */
  nameZone: string | null
  /** Names one address may hold in `nameZone`. */
  namesPerAddress: number
  /** EVM CAIP-2 ids where the project's users get a smart account. */
  smartAccountNetworks: string[]
  /** Gas sponsorship's total in decimal wei; null: off. */
  gasSponsorshipLimitWei: string | null
  source: ProjectSource
}

// JSON columns are written by seedProjects and the CLI; they are still checked when read back.
const storedOriginsSchema = v.array(v.string())
const storedNetworksSchema = v.array(v.string())
const storedFeaturesSchema = v.array(
  v.object({ id: v.string(), isEnabled: v.boolean(), config: v.unknown() }),
)
const storedSourceSchema = v.picklist(['config', 'cli'])

/**
 * Looks a project up by id; `undefined` when there is none.
 *
 * @example
 * const project = await findProject(db, 'portico-demo')
 */
export async function findProject(
  db: Pick<Database, 'select'>,
  id: string,
): Promise<Project | undefined> {
  const { projects } = tablesOf(db)
  const [row] = await db.select().from(projects).where(eq(projects.id, id)).limit(1)
  return row === undefined ? undefined : projectFromRow(row)
}

/**
 * A `projects` row as a `Project`, its JSON columns checked.
 *
 * @example
 * const all = (await db.select().from(projects)).map(projectFromRow)
 */
export function projectFromRow(row: Tables['projects']['$inferSelect']): Project {
  return {
    id: row.id,
    name: row.name,
    allowedOrigins: v.parse(storedOriginsSchema, JSON.parse(row.allowedOrigins)),
    features: v
      .parse(storedFeaturesSchema, JSON.parse(row.features))
      .map(({ id, isEnabled, config }) => ({ id, isEnabled, config: config ?? null })),
    analyticsEnabled: row.analyticsEnabled,
    includeDefaultOrigins: row.includeDefaultOrigins,
    nameZone: row.nameZone,
    namesPerAddress: row.namesPerAddress,
    smartAccountNetworks: v.parse(storedNetworksSchema, JSON.parse(row.smartAccountNetworks)),
    gasSponsorshipLimitWei: row.gasSponsorshipLimitWei,
    source: v.parse(storedSourceSchema, row.source),
  }
}
