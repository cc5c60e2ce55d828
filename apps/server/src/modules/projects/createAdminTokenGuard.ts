import type { onRequestAsyncHookHandler } from 'fastify'
import * as v from 'valibot'
import type { Database } from '../../db/openDatabase.ts'
import { AdminTokenError } from '../../errors/apiErrors.ts'
import { parseInput } from '../../http/parseInput.ts'
import { isAdminToken } from './adminTokens.ts'
import { projectOf } from './createProjectGuard.ts'

const authorizationSchema = v.object({
  authorization: v.optional(v.pipe(v.string('must be given once'), v.maxLength(512))),
})

/**
 * The hook of routes with a project's private data: after the project guard, it requires
 * `Authorization: Bearer <token>` with an admin token of that project (`portico project token
 * create`). Missing, malformed, revoked or another project's token → 401 UNAUTHORIZED.
 *
 * @example
 * app.get('/projects/v1/events', { onRequest: [requireProject, createAdminTokenGuard(db)] }, …)
 */
export function createAdminTokenGuard(db: Database): onRequestAsyncHookHandler {
  return async (request) => {
    const { authorization } = parseInput(authorizationSchema, request.headers)
    const token = /^Bearer +(\S+)$/i.exec(authorization ?? '')?.[1]
    if (token === undefined) throw new AdminTokenError({ details: 'no bearer token' })
    const project = projectOf(request)
    if (!(await isAdminToken(db, project.id, token)))
      throw new AdminTokenError({ details: `not a token of ${project.id}` })
  }
}
