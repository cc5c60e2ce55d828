import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import type { Database } from '../../db/openDatabase.ts'
import { projects } from '../../db/schema.ts'

/** A remote feature flag as `/appkit/v1/config` returns it. */
export interface ProjectFeature {
  id: string
  isEnabled: boolean
  config: unknown
}

/** A project as the request guard and the projects routes see it. */
export interface Project {
  id: string
  name: string
  allowedOrigins: string[]
  features: ProjectFeature[]
}

// JSON columns are written by seedProjects; they are still checked when read back.
const storedOriginsSchema = v.array(v.string())
const storedFeaturesSchema = v.array(
  v.object({ id: v.string(), isEnabled: v.boolean(), config: v.unknown() }),
)

/**
 * Looks a project up by id; `undefined` when there is none.
 *
 * @example
 * const project = await findProject(db, 'portico-demo')
 */
export async function findProject(db: Database, id: string): Promise<Project | undefined> {
  const [row] = await db.select().from(projects).where(eq(projects.id, id)).limit(1)
  if (row === undefined) return undefined
  return {
    id: row.id,
    name: row.name,
    allowedOrigins: v.parse(storedOriginsSchema, JSON.parse(row.allowedOrigins)),
    features: v
      .parse(storedFeaturesSchema, JSON.parse(row.features))
      .map(({ id, isEnabled, config }) => ({ id, isEnabled, config: config ?? null })),
  }
}
