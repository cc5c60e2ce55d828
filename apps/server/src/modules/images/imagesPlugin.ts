import type { FastifyPluginAsync, onRequestAsyncHookHandler } from 'fastify'
import { NotFoundError } from '../../errors/apiErrors.ts'
import { parseInput } from '../../http/parseInput.ts'
import { imageIdSchemas } from './imageIdSchemas.ts'
import { BUNDLED_IMAGES_DIR, type ImageKind, loadImageLibrary } from './loadImageLibrary.ts'
import { matchesIfNoneMatch } from './matchesIfNoneMatch.ts'

export interface ImagesPluginOptions {
  /** The project guard from `createProjectGuard(db)`. */
  requireProject: onRequestAsyncHookHandler
  /** Folder holding `images.json` and the files it names; default the bundled images. */
  imagesDir?: string
}

// A symbol can get a better icon in a later release: a day's cache, then a 304 by ETag.
const IMAGE_CACHE_CONTROL = 'public, max-age=86400'
// An SVG opened directly must not run scripts on this server's origin (as for wallet images).
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox"

const ROUTES: readonly { path: string; kind: ImageKind; notFound: string }[] = [
  { path: '/public/getAssetImage/*', kind: 'assets', notFound: 'Asset image not found' },
  { path: '/public/getTokenImage/*', kind: 'tokens', notFound: 'Token image not found' },
  { path: '/public/getCurrencyImage/*', kind: 'currencies', notFound: 'Currency image not found' },
]

/**
 * The image routes of spec §7, answered from memory (`loadImageLibrary`, read at registration):
 * - `GET /public/getAssetImage/{id}`: a network's image by Reown image id or CAIP-2 id
 * - `GET /public/getTokenImage/{symbol}`: a token's image by symbol
 * - `GET /public/getCurrencyImage/{code}`: a fiat currency's image by ISO 4217 code
 *
 * Behind the project guard like every directory route, open to any page's origin. The id is a
 * wildcard so that any id, however long or with slashes, gets the schema's 400 with a message
 * rather than the router's 404; an unknown id is a 404. An answer carries its type, `nosniff`,
 * a day's cache and an ETag (304 when `If-None-Match` names it); an SVG also a CSP without
 * scripts.
 *
 * @example
 * app.register(imagesPlugin, { requireProject })
 */
export const imagesPlugin: FastifyPluginAsync<ImagesPluginOptions> = async (app, options) => {
  const library = await loadImageLibrary(options.imagesDir ?? BUNDLED_IMAGES_DIR)
  app.addHook('onRequest', options.requireProject)

  for (const { path, kind, notFound } of ROUTES)
    app.get(path, { config: { originPolicy: 'any' } }, async (request, reply) => {
      const { '*': raw } = request.params as { '*': string }
      const { id } = parseInput(imageIdSchemas[kind], { id: raw })
      const image = library[kind].get(id)
      if (image === undefined) throw new NotFoundError(notFound)
      reply
        .header('cache-control', IMAGE_CACHE_CONTROL)
        .header('etag', image.etag)
        .header('x-content-type-options', 'nosniff')
      if (matchesIfNoneMatch(request.headers['if-none-match'], image.etag))
        return reply.code(304).send()
      reply.header('content-type', image.contentType)
      if (image.contentType === 'image/svg+xml') reply.header('content-security-policy', SVG_CSP)
      return reply.send(image.bytes)
    })
}
