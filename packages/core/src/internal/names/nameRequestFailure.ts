import { HttpRequestError } from '../../errors/http.ts'

/**
 * What a failed profile request said: the server's own reason when it gave one (spec §8: it is
 * shown instead of the fallback), and whether it answered 404.
 */
export function nameRequestFailure(error: unknown): {
  serverMessage?: string
  notFound: boolean
  cause: unknown
} {
  if (error instanceof HttpRequestError)
    return {
      ...(error.serverMessage ? { serverMessage: error.serverMessage } : {}),
      notFound: error.status === 404,
      cause: error,
    }
  return { notFound: false, cause: error }
}
