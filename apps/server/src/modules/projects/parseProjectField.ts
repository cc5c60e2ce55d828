import * as v from 'valibot'
import { ProjectInputError } from '../../errors/projectErrors.ts'
import { formatIssuePath } from '../../schema/formatIssue.ts'

/**
 * Parses one project field from the project commands; a bad value is a `ProjectInputError`
 * naming the field (`origin`, `features[1].id`) and why.
 *
 * @example
 * const name = parseProjectField(projectFieldSchemas.name, input.name, 'name')
 */
export function parseProjectField<const TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
  field: string,
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, input, { abortEarly: true })
  if (result.success) return result.output
  const [issue] = result.issues
  const path = issue === undefined ? '' : formatIssuePath(issue)
  const where = path === '' ? field : path.startsWith('[') ? `${field}${path}` : `${field}.${path}`
  throw new ProjectInputError(`${where}: ${issue?.message ?? 'invalid value'}`)
}
