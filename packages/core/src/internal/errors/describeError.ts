import { PorticoError } from '../../errors/base.ts'

/** The text a store's `error` field carries: the typed error's message, else a generic one. */
export function describeError(error: unknown): string {
  return error instanceof PorticoError ? error.message : 'Something went wrong'
}
