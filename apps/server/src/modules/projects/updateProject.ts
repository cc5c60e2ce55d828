import { eq } from 'drizzle-orm'
import { tablesOf } from '../../db/database.ts'
import type { Database } from '../../db/openDatabase.ts'
import { ProjectInputError, ProjectNotFoundError } from '../../errors/projectErrors.ts'
import { findProject, type Project } from './findProject.ts'
import { parseProjectFields } from './parseProjectFields.ts'

export interface UpdateProjectParameters {
  name?: unknown
  /** Origin entries to add (already listed ones are kept once). */
  addOrigins?: readonly unknown[]
  /** Origin entries to remove, written as listed; one that is not listed is an error. */
  removeOrigins?: readonly unknown[]
  /** Replaces the whole feature list. */
  features?: unknown
  analyticsEnabled?: unknown
  /** The spec §6 default origins on top of the list: on or off. */
  includeDefaultOrigins?: unknown
  /** The name zone, or null to turn registration off. */
  nameZone?: unknown
  namesPerAddress?: unknown
  /** The networks with smart accounts (replaced). */
  smartAccountNetworks?: unknown
  /** Gas sponsorship's total (decimal wei), or null to turn it off. */
  gasSponsorshipLimitWei?: unknown
}

/**
 * Changes a project in the database: name, origins (add/remove), the default origins (on/off),
 * features (replaced), analytics, the name zone and names per address, the smart-account
 * networks (replaced) and the gas sponsorship limit.
 * Unknown id → `ProjectNotFoundError`; a bad field, or removing an origin that is not listed →
 * `ProjectInputError`. A config-file project can be changed too, but the next server start
 * re-seeds it from the file (`project.source === 'config'`; the CLI warns).
 *
 * @example
 * await updateProject(db, 'my-app', { addOrigins: ['https://*.my.app'], analyticsEnabled: false })
 */
export async function updateProject(
  db: Database,
  id: string,
  parameters: UpdateProjectParameters,
): Promise<Project> {
  const { projects } = tablesOf(db)
  return db.transaction(async (tx) => {
    const current = await findProject(tx, id)
    if (current === undefined) throw new ProjectNotFoundError(id)
    const origins = [...current.allowedOrigins, ...(parameters.addOrigins ?? [])]
    for (const removed of parameters.removeOrigins ?? []) {
      const index = origins.indexOf(removed as string)
      if (typeof removed !== 'string' || index === -1)
        throw new ProjectInputError(
          `origin: '${String(removed)}' is not in the list of '${id}' (${current.allowedOrigins.join(', ') || 'empty'})`,
        )
      origins.splice(index, 1)
    }
    const fields = parseProjectFields({
      id,
      name: parameters.name ?? current.name,
      allowedOrigins: origins,
      features: parameters.features ?? current.features,
      analyticsEnabled: parameters.analyticsEnabled ?? current.analyticsEnabled,
      includeDefaultOrigins: parameters.includeDefaultOrigins ?? current.includeDefaultOrigins,
      nameZone: parameters.nameZone === undefined ? current.nameZone : parameters.nameZone,
      namesPerAddress: parameters.namesPerAddress ?? current.namesPerAddress,
      smartAccountNetworks: parameters.smartAccountNetworks ?? current.smartAccountNetworks,
      gasSponsorshipLimitWei:
        parameters.gasSponsorshipLimitWei === undefined
          ? current.gasSponsorshipLimitWei
          : parameters.gasSponsorshipLimitWei,
    })
    await tx
      .update(projects)
      .set({
        name: fields.name,
        allowedOrigins: JSON.stringify(fields.allowedOrigins),
        features: JSON.stringify(fields.features),
        analyticsEnabled: fields.analyticsEnabled,
        includeDefaultOrigins: fields.includeDefaultOrigins,
        nameZone: fields.nameZone,
        namesPerAddress: fields.namesPerAddress,
        smartAccountNetworks: JSON.stringify(fields.smartAccountNetworks),
        gasSponsorshipLimitWei: fields.gasSponsorshipLimitWei,
        updatedAt: Date.now(),
      })
      .where(eq(projects.id, id))
    return { ...current, ...fields }
  })
}
