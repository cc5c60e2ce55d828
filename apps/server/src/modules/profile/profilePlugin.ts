import type { FastifyPluginAsync, onRequestAsyncHookHandler } from 'fastify'
import type { Database } from '../../db/openDatabase.ts'
import { BadRequestError, NotFoundError } from '../../errors/apiErrors.ts'
import { parseInput } from '../../http/parseInput.ts'
import type { ChainReader } from '../chainData/createChainReader.ts'
import { projectOf } from '../projects/createProjectGuard.ts'
import { checkNameLabel } from './checkNameLabel.ts'
import { createNameDirectory } from './createNameDirectory.ts'
import { PROFILE_BODY_LIMIT } from './profileConstants.ts'
import {
  nameParamsSchema,
  registerNameBodySchema,
  reverseParamsSchema,
  zoneQuerySchema,
} from './profileSchemas.ts'
import { registerName } from './registerName.ts'
import { suggestNames } from './suggestNames.ts'
import { type ProfileName, toProfileName } from './toProfileName.ts'

export interface ProfilePluginOptions {
  db: Database
  /** The configured chains' readers: contract accounts verify on the coin type's chain. */
  readers: ReadonlyMap<string, ChainReader>
  /** The project guard from `createProjectGuard(db)`. */
  requireProject: onRequestAsyncHookHandler
  /** The clock (Unix milliseconds); the system clock by default. */
  now?: () => number
}

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/

/**
 * Account names (spec §7 profile; the names contract of issue #32), EVM only:
 * - `GET /v1/profile/account/:name` → `ProfileName`, or 404 `Name not found`
 * - `GET /v1/profile/reverse/:address?zone` → `ProfileName[]`, oldest first (empty for an
 *   address without names, or one that is not EVM)
 * - `GET /v1/profile/suggestions/:name?zone` → `{ suggestions: [{ name, registered }] }`: the
 *   asked name, then up to 5 free alternatives when it is taken; `:name` is a label (the zone:
 *   `zone`, else the project's) or a full name
 * - `POST /v1/profile/account` `{ coin_type, address, message, signature }` → `ProfileName`
 *   (see `registerName` for what is refused and why)
 *
 * Project routes like every `/v1` one: `projectId` in the query and the page's Origin on the
 * project's allow-list.
 *
 * @example
 * await app.register(profilePlugin, { db, readers, requireProject })
 */
export const profilePlugin: FastifyPluginAsync<ProfilePluginOptions> = async (app, options) => {
  const { db, readers, now = () => Date.now() } = options
  const names = createNameDirectory(db)
  app.addHook('onRequest', options.requireProject)

  app.get('/v1/profile/account/:name', async (request): Promise<ProfileName> => {
    const { name } = parseInput(nameParamsSchema, request.params)
    const record = await names.findByName(name)
    if (record === undefined) throw new NotFoundError('Name not found')
    return toProfileName(record)
  })

  app.get('/v1/profile/reverse/:address', async (request): Promise<ProfileName[]> => {
    const { address } = parseInput(reverseParamsSchema, request.params)
    const { zone } = parseInput(zoneQuerySchema, request.query)
    if (!EVM_ADDRESS.test(address)) return []
    return (await names.findByAddress(address, zone?.toLowerCase())).map(toProfileName)
  })

  app.get('/v1/profile/suggestions/:name', async (request) => {
    const params = parseInput(nameParamsSchema, request.params)
    const query = parseInput(zoneQuerySchema, request.query)
    const asked = params.name.toLowerCase()
    const queryZone = query.zone?.toLowerCase()
    // 'alice' (zone from the query or the project), 'alice.portico.id' (its own zone).
    const dot = asked.indexOf('.')
    const zone =
      queryZone ?? (dot === -1 ? projectOf(request).nameZone : asked.slice(dot + 1)) ?? undefined
    if (zone === undefined || zone === '')
      throw new BadRequestError('zone: required (the project has no name zone)')
    const label = asked.endsWith(`.${zone}`) ? asked.slice(0, -zone.length - 1) : asked
    checkNameLabel(label)
    return suggestNames(db, { label, zone })
  })

  app.post(
    '/v1/profile/account',
    { bodyLimit: PROFILE_BODY_LIMIT },
    async (request): Promise<ProfileName> =>
      toProfileName(
        await registerName(
          { db, readers, now },
          {
            project: projectOf(request),
            body: parseInput(registerNameBodySchema, request.body),
          },
        ),
      ),
  )
}
