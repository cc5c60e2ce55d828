import { and, eq } from 'drizzle-orm'
import { createSecretToken, hashToken } from '../../crypto/secretTokens.ts'
import { tablesOf } from '../../db/database.ts'
import type { Database } from '../../db/openDatabase.ts'
import { ProjectNotFoundError } from '../../errors/projectErrors.ts'
import { findProject } from './findProject.ts'

/** What every admin token starts with, so a leaked one is recognisable in logs and scanners. */
export const ADMIN_TOKEN_PREFIX = 'ptk_'
const ADMIN_TOKEN_PATTERN = /^ptk_[A-Za-z0-9_-]{43}$/

/**
 * Makes a new admin token for a project and stores only its sha256. The token is returned once;
 * it reads the project's private data (`GET /projects/v1/events`) as `Authorization: Bearer …`.
 * Unknown project → `ProjectNotFoundError`.
 *
 * @example
 * const token = await createAdminToken(db, 'my-app') // 'ptk_…' (47 characters)
 */
export async function createAdminToken(db: Database, projectId: string): Promise<string> {
  if ((await findProject(db, projectId)) === undefined) throw new ProjectNotFoundError(projectId)
  const { projectAdminTokens } = tablesOf(db)
  const token = `${ADMIN_TOKEN_PREFIX}${createSecretToken()}`
  await db
    .insert(projectAdminTokens)
    .values({ tokenHash: hashToken(token), projectId, createdAt: Date.now() })
  return token
}

/**
 * Deletes every admin token of a project; returns how many there were. Unknown project →
 * `ProjectNotFoundError`.
 *
 * @example
 * const revoked = await revokeAdminTokens(db, 'my-app')
 */
export async function revokeAdminTokens(db: Database, projectId: string): Promise<number> {
  if ((await findProject(db, projectId)) === undefined) throw new ProjectNotFoundError(projectId)
  const { projectAdminTokens } = tablesOf(db)
  const deleted = await db
    .delete(projectAdminTokens)
    .where(eq(projectAdminTokens.projectId, projectId))
    .returning({ tokenHash: projectAdminTokens.tokenHash })
  return deleted.length
}

/**
 * Whether `token` is an admin token of `projectId` (a token of another project is not).
 *
 * @example
 * if (!(await isAdminToken(db, project.id, bearer))) throw new AdminTokenError()
 */
export async function isAdminToken(
  db: Database,
  projectId: string,
  token: string,
): Promise<boolean> {
  if (!ADMIN_TOKEN_PATTERN.test(token)) return false
  const { projectAdminTokens } = tablesOf(db)
  const [row] = await db
    .select({ projectId: projectAdminTokens.projectId })
    .from(projectAdminTokens)
    .where(
      and(
        eq(projectAdminTokens.tokenHash, hashToken(token)),
        eq(projectAdminTokens.projectId, projectId),
      ),
    )
    .limit(1)
  return row !== undefined
}
