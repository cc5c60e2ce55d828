import * as v from 'valibot'
import { type FetchServerListParameters, fetchServerList } from './fetchServerList.ts'

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
  parameters: FetchServerListParameters,
): Promise<ReadonlySet<string>> {
  const { http } = await fetchServerList(parameters, '/v1/supported-chains', supportedChainsSchema)
  return new Set(http)
}
