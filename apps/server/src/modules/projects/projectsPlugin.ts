import type { FastifyPluginAsync, onRequestAsyncHookHandler } from 'fastify'
import { projectOf } from './createProjectGuard.ts'

export interface ProjectsPluginOptions {
  /** The project guard from `createProjectGuard(db)`. */
  requireProject: onRequestAsyncHookHandler
}

/**
 * The project's remote configuration (spec §7):
 * - `GET /appkit/v1/config` → `{ features: [{ id, isEnabled, config }], nameZone }`: `nameZone`
 *   is the zone account names are registered under (`/v1/profile`), null when registration is off
 * - `GET /projects/v1/origins` → `{ allowedOrigins: string[], includeDefaultOrigins: boolean }`:
 *   the project's own entries and the server's secure-site origins (without the spec §6
 *   defaults), and whether the project allows those defaults too; for any origin
 *
 * @example
 * app.register(projectsPlugin, { requireProject: createProjectGuard(db) })
 */
export const projectsPlugin: FastifyPluginAsync<ProjectsPluginOptions> = async (app, options) => {
  app.addHook('onRequest', options.requireProject)

  app.get('/appkit/v1/config', async (request) => {
    const { features, nameZone } = projectOf(request)
    return { features, nameZone }
  })

  // Readable from any origin: the kit needs the list to tell a page it is not on it. Only the
  // project's own entries: the kit adds the spec §6 defaults itself (matchOrigin) when
  // `includeDefaultOrigins` says so, as the server does, so they are not frozen into the answer.
  app.get('/projects/v1/origins', { config: { originPolicy: 'any' } }, async (request) => {
    const { allowedOrigins, includeDefaultOrigins } = projectOf(request)
    return { allowedOrigins, includeDefaultOrigins }
  })
}
