import { tablesOf } from '../../db/database.ts'
import type { Database } from '../../db/openDatabase.ts'
import { ProjectExistsError } from '../../errors/projectErrors.ts'
import { findProject, type Project } from './findProject.ts'
import { parseProjectFields } from './parseProjectFields.ts'

export interface CreateProjectParameters {
  id: unknown
  name: unknown
  /** Origin entries (see `matchOrigin`); duplicates are dropped. Default: none. */
  allowedOrigins?: unknown
  /** `{ id, isEnabled, config }[]` as in the config file. Default: none. */
  features?: unknown
  /** Default: on. */
  analyticsEnabled?: unknown
  /** The spec §6 default origins on top of `allowedOrigins`. Default: on. */
  includeDefaultOrigins?: unknown
  /** The zone account names are registered under. Default: null (registration off). */
  nameZone?: unknown
  /** Names one address may hold in the zone. Default: 1. */
  namesPerAddress?: unknown
  /** CAIP-2 ids with smart accounts. Default: none. */
  smartAccountNetworks?: unknown
  /** Gas sponsorship's total (decimal wei). Default: null (off). */
  gasSponsorshipLimitWei?: unknown
}

/**
 * Adds a project made with the CLI (`source: 'cli'`). Every field is checked first
 * (`ProjectInputError` naming the field); a taken id is a `ProjectExistsError`.
 *
 * @example
 * await createProject(db, { id: 'my-app', name: 'My app', allowedOrigins: ['https://my.app'], includeDefaultOrigins: false })
 */
export async function createProject(
  db: Database,
  parameters: CreateProjectParameters,
): Promise<Project> {
  const { projects } = tablesOf(db)
  const fields = parseProjectFields({
    id: parameters.id,
    name: parameters.name,
    allowedOrigins: parameters.allowedOrigins ?? [],
    features: parameters.features ?? [],
    analyticsEnabled: parameters.analyticsEnabled ?? true,
    includeDefaultOrigins: parameters.includeDefaultOrigins ?? true,
    nameZone: parameters.nameZone ?? null,
    namesPerAddress: parameters.namesPerAddress ?? 1,
    smartAccountNetworks: parameters.smartAccountNetworks ?? [],
    gasSponsorshipLimitWei: parameters.gasSponsorshipLimitWei ?? null,
  })
  const inserted = await db
    .insert(projects)
    .values({
      id: fields.id,
      name: fields.name,
      allowedOrigins: JSON.stringify(fields.allowedOrigins),
      features: JSON.stringify(fields.features),
      analyticsEnabled: fields.analyticsEnabled,
      includeDefaultOrigins: fields.includeDefaultOrigins,
      nameZone: fields.nameZone,
      namesPerAddress: fields.namesPerAddress,
      smartAccountNetworks: JSON.stringify(fields.smartAccountNetworks),
      gasSponsorshipLimitWei: fields.gasSponsorshipLimitWei,
      source: 'cli',
      updatedAt: Date.now(),
    })
    .onConflictDoNothing({ target: projects.id })
    .returning({ id: projects.id })
  if (inserted.length === 0) throw new ProjectExistsError(fields.id)
  const project = await findProject(db, fields.id)
  if (project === undefined) throw new Error(`project ${fields.id} vanished after insert`)
  return project
}
