import * as v from 'valibot'
import { ChainListUnavailableError } from '../errors.ts'

export interface FetchServerChainsParameters {
  /** The server's base URL (the same as the auth routes'), e.g. http://127.0.0.1:8787. */
  baseUrl: string
  projectId: string
  /** Defaults to the global fetch. */
  fetch?: typeof globalThis.fetch
  /** Gives up after this long (default 5 s). */
  timeoutMs?: number
}

const DEFAULT_TIMEOUT_MS = 5_000

const supportedChainsSchema = v.object({
  http: v.pipe(v.array(v.pipe(v.string(), v.maxLength(128))), v.maxLength(1000)),
})

/**
 * The CAIP-2 ids of the networks the project's own server reads (`GET /v1/supported-chains`):
 * for these the frame reads chain data through the server's RPC gateway, never the page's URL.
 * Throws `ChainListUnavailableError` when the server does not answer with that list.
 *
 * @example
 * await fetchServerChains({ baseUrl: 'http://127.0.0.1:8787', projectId: 'demo' })
 * // Set { 'eip155:31337', 'eip155:31338', 'solana:…' }
 */
export async function fetchServerChains(
  parameters: FetchServerChainsParameters,
): Promise<ReadonlySet<string>> {
  const fetchImpl = parameters.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const url = `${parameters.baseUrl.replace(/\/+$/, '')}/v1/supported-chains?projectId=${encodeURIComponent(parameters.projectId)}`
  try {
    const response = await fetchImpl(url, {
      headers: { Accept: 'application/json' },
      credentials: 'omit',
      cache: 'no-store',
      signal: AbortSignal.timeout(parameters.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    })
    if (!response.ok) throw new Error(`HTTP status code: ${response.status}`)
    const parsed = v.safeParse(supportedChainsSchema, await response.json())
    if (!parsed.success) throw new Error(v.summarize(parsed.issues))
    return new Set(parsed.output.http)
  } catch (cause) {
    throw new ChainListUnavailableError({
      cause,
      details: `GET /v1/supported-chains: ${String(cause)}`,
    })
  }
}
