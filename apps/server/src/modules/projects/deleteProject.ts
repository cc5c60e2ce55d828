import { eq } from 'drizzle-orm'
import { tablesOf } from '../../db/database.ts'
import type { Database } from '../../db/openDatabase.ts'
import { ProjectNotFoundError } from '../../errors/projectErrors.ts'

/**
 * Deletes a project with its admin tokens and analytics events, in one transaction (SQLite
 * leaves foreign keys unchecked unless asked, so the cascade is written out; Postgres's foreign
 * keys would cascade by themselves). Unknown id →
 * `ProjectNotFoundError`. A config-file project comes back at the next server start.
 *
 * @example
 * await deleteProject(db, 'my-app')
 */
export async function deleteProject(db: Database, id: string): Promise<void> {
  const { analyticsEvents, projectAdminTokens, projects } = tablesOf(db)
  await db.transaction(async (tx) => {
    await tx.delete(analyticsEvents).where(eq(analyticsEvents.projectId, id))
    await tx.delete(projectAdminTokens).where(eq(projectAdminTokens.projectId, id))
    const deleted = await tx
      .delete(projects)
      .where(eq(projects.id, id))
      .returning({ id: projects.id })
    if (deleted.length === 0) throw new ProjectNotFoundError(id)
  })
}
