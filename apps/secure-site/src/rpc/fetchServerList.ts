import * as v from 'valibot'
import { ChainListUnavailableError } from '../errors.ts'

const DEFAULT_TIMEOUT_MS = 5_000

export interface FetchServerListParameters {
  /** The server's base URL (the same as the auth routes'), e.g. http://127.0.0.1:8787. */
  baseUrl: string
  projectId: string
  /** Defaults to the global fetch. */
  fetch?: typeof globalThis.fetch
  /** Gives up after this long (default 5 s). */
  timeoutMs?: number
}

/**
 * One of the project server's chain lists (`GET <path>?projectId=`), checked with `schema`:
 * never cached, no cookies. Throws `ChainListUnavailableError` naming the route when the
 * server does not answer with the list.
 *
 * @example
 * await fetchServerList({ baseUrl, projectId }, '/v1/supported-chains', supportedChainsSchema)
 */
export async function fetchServerList<TSchema extends v.GenericSchema>(
  parameters: FetchServerListParameters,
  path: string,
  schema: TSchema,
): Promise<v.InferOutput<TSchema>> {
  const fetchImpl = parameters.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const url = `${parameters.baseUrl.replace(/\/+$/, '')}${path}?projectId=${encodeURIComponent(parameters.projectId)}`
  try {
    const response = await fetchImpl(url, {
      headers: { Accept: 'application/json' },
      credentials: 'omit',
      cache: 'no-store',
      signal: AbortSignal.timeout(parameters.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    })
    if (!response.ok) throw new Error(`HTTP status code: ${response.status}`)
    const parsed = v.safeParse(schema, await response.json())
    if (!parsed.success) throw new Error(v.summarize(parsed.issues))
    return parsed.output
  } catch (cause) {
    throw new ChainListUnavailableError({ cause, details: `GET ${path}: ${String(cause)}` })
  }
}
