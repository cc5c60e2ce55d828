import { PorticoError } from '../../errors/base.ts'
import { ProviderRequestError } from '../../errors/connection.ts'

/** Adapters reject with PorticoErrors; anything else is wrapped so callers see one kind. */
export function toPorticoError(error: unknown): PorticoError {
  if (error instanceof PorticoError) return error
  const message = error instanceof Error ? error.message : ''
  return new ProviderRequestError(message, { cause: error })
}
