import type { FastifyInstance } from 'fastify'

/**
 * Makes a JSON content type with an empty body mean `{}` inside a plugin (sign-out, key unlock,
 * a nonce or a DELETE carry no body, but clients still send the header). Other bodies are parsed
 * by Fastify's own JSON parser, with its prototype-poisoning protection.
 *
 * @example
 * const plugin: FastifyPluginAsync = async (app) => {
 *   acceptEmptyJsonBody(app)
 *   app.post('/sign-out', async (request) => request.body) // {}
 * }
 */
export function acceptEmptyJsonBody(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8')
    if (text === '') return done(null, {})
    parseJson(request, text, done)
  })
}
