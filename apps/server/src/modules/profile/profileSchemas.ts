import * as v from 'valibot'
import { textParam } from '../../http/fieldSchemas.ts'

/*
 * What the account-name routes accept. A malformed field is a 400 BAD_REQUEST naming it
 * (through parseInput); what is well-formed but wrong (the name, the message, the signature) is
 * checked afterwards with its own error.
 */

/**
 * `POST /v1/profile/account`: the coin type and address the name is for, the signed
 * registration text and the signature.
 *
 * @example
 * const body = parseInput(registerNameBodySchema, request.body)
 */
export const registerNameBodySchema = v.object(
  {
    coin_type: v.pipe(
      v.number('must be a number'),
      v.integer('must be an integer'),
      v.minValue(0, 'must not be negative'),
    ),
    address: v.pipe(
      v.string('must be text'),
      v.minLength(1, 'must not be empty'),
      v.maxLength(128, 'must be at most 128 characters'),
    ),
    message: v.pipe(v.string('must be text'), v.maxLength(1024, 'must be at most 1024 characters')),
    signature: v.pipe(
      v.string('must be text'),
      v.minLength(1, 'must not be empty'),
      v.maxLength(8192, 'must be at most 8192 characters'),
    ),
  },
  'body: must be a JSON object',
)

/** The body of `POST /v1/profile/account`, parsed. */
export type RegisterNameBody = v.InferOutput<typeof registerNameBodySchema>

/**
 * Path of `GET /v1/profile/account/:name` and `GET /v1/profile/suggestions/:name`.
 *
 * @example
 * const { name } = parseInput(nameParamsSchema, request.params)
 */
export const nameParamsSchema = v.object({
  name: v.pipe(textParam(256), v.minLength(1, 'must not be empty')),
})

/**
 * Path of `GET /v1/profile/reverse/:address`: any account text; only EVM ones can have names.
 *
 * @example
 * const { address } = parseInput(reverseParamsSchema, request.params)
 */
export const reverseParamsSchema = v.object({
  address: v.pipe(textParam(128), v.minLength(1, 'must not be empty')),
})

/**
 * `?zone` of the reverse and suggestions routes (and the usual `projectId`, read by the guard).
 *
 * @example
 * const { zone } = parseInput(zoneQuerySchema, request.query)
 */
export const zoneQuerySchema = v.object({
  zone: v.optional(v.pipe(textParam(190), v.minLength(1, 'must not be empty'))),
})
