import * as v from 'valibot'
import { textParam } from '../../http/fieldSchemas.ts'

/**
 * Query of `GET /v1/identity/:address` (spec §7): `sender`, the asking account, is accepted
 * and not needed by a configured names table.
 *
 * @example
 * parseInput(identityQuerySchema, { sender: '0x…' })
 */
export const identityQuerySchema = v.object({ sender: v.optional(textParam(100)) })
