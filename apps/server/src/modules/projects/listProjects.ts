import { asc } from 'drizzle-orm'
import { tablesOf } from '../../db/database.ts'
import type { Database } from '../../db/openDatabase.ts'
import { type Project, projectFromRow } from './findProject.ts'

/**
 * Every project in the database (config-file and CLI ones), ordered by id.
 *
 * @example
 * for (const project of await listProjects(db)) console.log(project.id)
 */
export async function listProjects(db: Database): Promise<Project[]> {
  const { projects } = tablesOf(db)
  const rows = await db.select().from(projects).orderBy(asc(projects.id))
  return rows.map(projectFromRow)
}
