import { PorticoError } from '../../errors/base.ts'
import { HttpRequestError } from '../../errors/http.ts'

/** The code of the Portico server's refusal of a sign-in made for another domain (apps/server). */
const DOMAIN_MISMATCH = 'DOMAIN_MISMATCH'

/**
 * Whether a failed sign-in was the server refusing a message whose domain or URI is not the page
 * that sent it (403 DOMAIN_MISMATCH 'Unverified Domain'), anywhere down the error's causes.
 */
export function isUnverifiedDomainError(error: unknown): boolean {
  const matches = (cause: unknown) =>
    cause instanceof HttpRequestError && cause.serverCode === DOMAIN_MISMATCH
  if (error instanceof PorticoError) return error.walk(matches) !== null
  return matches(error)
}
