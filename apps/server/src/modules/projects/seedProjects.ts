import { tablesOf } from '../../db/database.ts'
import type { Database } from '../../db/openDatabase.ts'
import type { ProjectConfig } from './config.ts'

/**
 * Upserts the config file's projects by id, in one transaction, marking them `source: 'config'`
 * (a CLI project with the same id is taken over by the file). Projects that were removed from
 * the config, and projects made with the CLI, stay in the table (nothing here deletes).
 *
 * @example
 * await seedProjects(db, config.projects)
 */
export async function seedProjects(db: Database, configured: readonly ProjectConfig[]) {
  if (configured.length === 0) return
  const { projects } = tablesOf(db)
  const updatedAt = Date.now()
  await db.transaction(async (tx) => {
    for (const project of configured) {
      const values = {
        name: project.name,
        allowedOrigins: JSON.stringify(project.allowedOrigins),
        features: JSON.stringify(project.features),
        analyticsEnabled: project.analyticsEnabled,
        includeDefaultOrigins: project.includeDefaultOrigins,
        nameZone: project.nameZone,
        namesPerAddress: project.namesPerAddress,
        smartAccountNetworks: JSON.stringify(project.smartAccountNetworks),
        gasSponsorshipLimitWei: project.gasSponsorshipLimitWei,
        source: 'config',
        updatedAt,
      }
      await tx
        .insert(projects)
        .values({ id: project.id, ...values })
        .onConflictDoUpdate({ target: projects.id, set: values })
    }
  })
}
