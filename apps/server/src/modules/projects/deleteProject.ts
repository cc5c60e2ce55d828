import { eq } from 'drizzle-orm'
import type { Database } from '../../db/openDatabase.ts'
import { analyticsEvents, projectAdminTokens, projects } from '../../db/schema.ts'
import { ProjectNotFoundError } from '../../errors/projectErrors.ts'

/**
 * Deletes a project with its admin tokens and analytics events, in one transaction (SQLite
 * leaves foreign keys unchecked unless asked, so the cascade is written out). Unknown id →
 * `ProjectNotFoundError`. A config-file project comes back at the next server start.
 *
 * @example
 * await deleteProject(db, 'my-app')
 */
export async function deleteProject(db: Database, id: string): Promise<void> {
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
