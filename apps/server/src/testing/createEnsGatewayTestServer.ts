import Fastify, { type FastifyInstance } from 'fastify'
import { registerCors } from '../http/registerCors.ts'
import { handleFrameworkError, registerErrorHandlers } from '../http/registerErrorHandlers.ts'
import {
  type EnsGatewayPluginOptions,
  ensGatewayPlugin,
} from '../modules/profile/ensGatewayPlugin.ts'

/**
 * A Fastify app serving only the ENS gateway, with the server's error handlers and CORS, as
 * `buildServer` registers them; not listening (call `app.listen` for viem, `app.inject` for the
 * route's own tests). `app.close()` ends it.
 *
 * @example
 * const app = await createEnsGatewayTestServer({ directory, settings: { signerPrivateKey, ttlSeconds: 300, zones: ['portico.id'] } })
 * await app.listen({ host: '127.0.0.1', port: 0 })
 */
export async function createEnsGatewayTestServer(
  options: EnsGatewayPluginOptions,
): Promise<FastifyInstance> {
  const app = Fastify({ logger: false, frameworkErrors: handleFrameworkError })
  app.decorateRequest('project', null)
  registerErrorHandlers(app)
  await registerCors(app)
  await app.register(ensGatewayPlugin, options)
  return app
}
