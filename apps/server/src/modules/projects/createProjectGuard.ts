import { projectAllowsOrigin } from '@portico/core'
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify'
import * as v from 'valibot'
import {
  InvalidProjectIdError,
  OriginNotAllowedError,
  ProjectIdMissingError,
} from '../../errors/apiErrors.ts'
import { originPolicyOf } from '../../http/originPolicy.ts'
import { parseInput } from '../../http/parseInput.ts'
import { PROJECT_ID_PATTERN } from './config.ts'
import type { ProjectCache } from './createProjectCache.ts'
import type { Project } from './findProject.ts'

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the project guard on every guarded route; null elsewhere. */
    project: Project | null
  }
}

const SDK_TEXT_MESSAGE = 'must be 1 to 32 printable characters'
const sdkText = v.pipe(
  v.string('must be given once'),
  v.regex(/^[\x21-\x7e]{1,32}$/, SDK_TEXT_MESSAGE),
)

const queryIdentitySchema = v.object({
  projectId: v.optional(v.string('must be given once')),
  st: v.optional(sdkText),
  sv: v.optional(sdkText),
})
const headerIdentitySchema = v.object({
  'x-project-id': v.optional(v.string('must be given once')),
  'x-sdk-type': v.optional(sdkText),
  'x-sdk-version': v.optional(sdkText),
})

export interface ProjectGuardOptions {
  /**
   * Origins every project allows besides its own list and the spec §6 defaults: this server's
   * secure-site origins (spec §6's "mobile secure hosts": mobile apps open the secure site in a
   * web view, and that page calls the service as the dApp). Default none.
   */
  secureHosts?: readonly string[]
}

/**
 * The `onRequest` hook that every service route except `/health` runs (spec §7): it reads the
 * project id, sdk type and sdk version from the query (`projectId`, `st`, `sv`) or the headers
 * (`x-project-id`, `x-sdk-type`, `x-sdk-version`), the query winning, and sets
 * `request.project`. No id → 400 PROJECT_ID_MISSING; an unknown id → 401 INVALID_PROJECT_ID;
 * a malformed sdk type or version → 400 BAD_REQUEST; an Origin header the project does not
 * allow (`projectAllowsOrigin`: its list, the spec §6 defaults unless the project turned them
 * off, and `secureHosts`) → 403 ORIGIN_NOT_ALLOWED, except on routes whose
 * `originPolicy` is `'any'`. The project's `allowedOrigins` then include `secureHosts`, so the
 * origins answer tells the kit about them too.
 *
 * @example
 * const projects = createProjectCache(db, { maxAgeMs: 1000 })
 * app.addHook('onRequest', createProjectGuard(projects, { secureHosts: ['https://secure.example.org'] }))
 */
export function createProjectGuard(
  projects: ProjectCache,
  options: ProjectGuardOptions = {},
): onRequestAsyncHookHandler {
  const secureHosts = options.secureHosts ?? []
  return async (request) => {
    const query = parseInput(queryIdentitySchema, request.query ?? {})
    const headers = parseInput(headerIdentitySchema, request.headers)
    const projectId = nonEmpty(query.projectId) ?? nonEmpty(headers['x-project-id'])
    if (projectId === undefined) throw new ProjectIdMissingError()
    if (!PROJECT_ID_PATTERN.test(projectId))
      throw new InvalidProjectIdError({ details: 'malformed project id' })
    const stored = await projects.find(projectId)
    if (stored === undefined) throw new InvalidProjectIdError({ details: `unknown ${projectId}` })
    const extra = secureHosts.filter((host) => !stored.allowedOrigins.includes(host))
    const project = { ...stored, allowedOrigins: [...stored.allowedOrigins, ...extra] }
    request.project = project
    // No Origin header: not a browser page (server to server, curl), nothing to check.
    const origin = request.headers.origin
    if (
      origin !== undefined &&
      originPolicyOf(request) !== 'any' &&
      !projectAllowsOrigin(project, origin)
    )
      throw new OriginNotAllowedError({ details: `${origin} for ${project.id}` })
  }
}

/**
 * The project the guard resolved for this request. Only for handlers behind the guard.
 *
 * @example
 * const { allowedOrigins } = projectOf(request)
 */
export function projectOf(request: FastifyRequest): Project {
  if (request.project === null) throw new Error('projectOf() used on a route without the guard')
  return request.project
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value === '' ? undefined : value
}
