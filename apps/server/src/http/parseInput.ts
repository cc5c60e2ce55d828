import * as v from 'valibot'
import { BadRequestError } from '../errors/apiErrors.ts'
import { formatIssue } from '../schema/formatIssue.ts'

/**
 * Parses a request value (query, params, headers) with its schema. A bad value becomes a 400
 * `BAD_REQUEST` naming the field and why, never a 500.
 *
 * @example
 * const { page } = parseInput(getWalletsQuerySchema, request.query)
 */
export function parseInput<const TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, input, { abortEarly: true })
  if (result.success) return result.output
  const [issue] = result.issues
  throw new BadRequestError(issue === undefined ? 'Invalid request' : formatIssue(issue))
}
