import * as v from 'valibot'
import { formatIssue } from '../../schema/formatIssue.ts'
import { ProviderUnavailableError } from './providerErrors.ts'

/**
 * Checks a provider's answer against what the server relies on; an answer of another shape is
 * the provider failing (a 502), never a 500 or a half-filled reply to the kit.
 *
 * @example
 * const quote = readProviderAnswer(sandboxQuoteSchema, body, 'Portico Sandbox')
 */
export function readProviderAnswer<const TSchema extends v.GenericSchema>(
  schema: TSchema,
  body: unknown,
  providerName: string,
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, body, { abortEarly: true })
  if (result.success) return result.output
  const [issue] = result.issues
  throw new ProviderUnavailableError(providerName, {
    details: `unexpected answer: ${issue === undefined ? 'invalid' : formatIssue(issue)}`,
  })
}
