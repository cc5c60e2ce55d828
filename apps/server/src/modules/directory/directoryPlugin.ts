import { readFile } from 'node:fs/promises'
import { extname, join, resolve, sep } from 'node:path'
import type { FastifyPluginAsync, onRequestAsyncHookHandler } from 'fastify'
import * as v from 'valibot'
import type { Database } from '../../db/openDatabase.ts'
import { NotFoundError } from '../../errors/apiErrors.ts'
import { WALLET_ID_PATTERN } from '../../http/fieldSchemas.ts'
import { parseInput } from '../../http/parseInput.ts'
import { createDirectoryPages } from './createDirectoryPages.ts'
import { findWalletImageFile } from './findWalletImageFile.ts'
import { getWalletsQuerySchema } from './getWalletsQuery.ts'

export interface DirectoryPluginOptions {
  db: Database
  /** The project guard from `createProjectGuard(db)`. */
  requireProject: onRequestAsyncHookHandler
  /** Folder holding `wallet-images/`. */
  dataDir: string
}

const IMAGE_CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
}
// Icons never change under an id (a new icon is a new data release and a new id).
const IMAGE_CACHE_CONTROL = 'public, max-age=86400, immutable'
// An SVG opened directly must not run scripts on this origin.
const IMAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox"

const imageParamsSchema = v.object({
  id: v.pipe(
    v.string(),
    v.regex(WALLET_ID_PATTERN, 'must be 64 hexadecimal characters'),
    v.toLowerCase(),
  ),
})

/**
 * The wallet directory (spec §7):
 * - `GET /getWallets?page&entries&include&exclude&search&badge_type&chains` → `{ data, count }`
 * - `GET /getWalletImage/:id` → the icon (webp or svg), cached for a day
 *
 * @example
 * app.register(directoryPlugin, { db, requireProject, dataDir: 'apps/server/data' })
 */
export const directoryPlugin: FastifyPluginAsync<DirectoryPluginOptions> = async (app, options) => {
  const imagesDir = resolve(options.dataDir, 'wallet-images')
  app.addHook('onRequest', options.requireProject)

  const pages = createDirectoryPages(options.db)
  app.get('/getWallets', async (request, reply) =>
    reply
      .type('application/json; charset=utf-8')
      .send(await pages.page(parseInput(getWalletsQuerySchema, request.query))),
  )

  // Plain images: any page may show them (the kit may also fetch them to preload).
  app.get('/getWalletImage/:id', { config: { originPolicy: 'any' } }, async (request, reply) => {
    const { id } = parseInput(imageParamsSchema, request.params)
    const fileName = await findWalletImageFile(options.db, id)
    const contentType = fileName === undefined ? undefined : IMAGE_CONTENT_TYPES[extname(fileName)]
    if (fileName === undefined || contentType === undefined)
      throw new NotFoundError('Wallet image not found')
    // The id is 64 hex and the file name came from the seeded data; still refuse to leave the folder.
    const path = join(imagesDir, fileName)
    if (!path.startsWith(imagesDir + sep)) throw new NotFoundError('Wallet image not found')
    let bytes: Buffer
    try {
      bytes = await readFile(path)
    } catch (cause) {
      request.log.warn({ path, err: cause }, 'wallet image listed in the data but not readable')
      throw new NotFoundError('Wallet image not found', { cause })
    }
    return reply
      .header('content-type', contentType)
      .header('cache-control', IMAGE_CACHE_CONTROL)
      .header('content-security-policy', IMAGE_CSP)
      .header('x-content-type-options', 'nosniff')
      .send(bytes)
  })
}
