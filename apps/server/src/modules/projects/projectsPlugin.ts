import type { FastifyPluginAsync, onRequestAsyncHookHandler } from 'fastify'
import { projectOf } from './createProjectGuard.ts'

export interface ProjectsPluginOptions {
  /** The project guard from `createProjectGuard(db)`. */
  requireProject: onRequestAsyncHookHandler
}

/**
 * The project's remote configuration (spec §7):
 * - `GET /appkit/v1/config` → `{ features: [{ id, isEnabled, config }] }`
 * - `GET /projects/v1/origins` → `{ allowedOrigins: string[] }`
 *
 * @example
 * app.register(projectsPlugin, { requireProject: createProjectGuard(db) })
 */
export const projectsPlugin: FastifyPluginAsync<ProjectsPluginOptions> = async (app, options) => {
  app.addHook('onRequest', options.requireProject)

  app.get('/appkit/v1/config', async (request) => ({ features: projectOf(request).features }))

  app.get('/projects/v1/origins', async (request) => ({
    allowedOrigins: projectOf(request).allowedOrigins,
  }))
}
