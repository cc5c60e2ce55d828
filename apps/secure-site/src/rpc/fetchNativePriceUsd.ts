import { SWAP_NATIVE_TOKEN_ADDRESS } from '@portico/core'
import * as v from 'valibot'

const DEFAULT_TIMEOUT_MS = 3_000

export interface FetchNativePriceUsdParameters {
  /** The server's base URL (the same as the auth routes'). */
  baseUrl: string
  projectId: string
  chainId: number
  fetch?: typeof globalThis.fetch
  /** Gives up after this long (default 3 s): the fee is shown without USD then. */
  timeoutMs?: number
}

const answerSchema = v.object({
  fungibles: v.array(
    v.object({
      address: v.string(),
      price: v.pipe(v.number(), v.finite(), v.minValue(0)),
    }),
  ),
})

/**
 * The USD price of an EVM chain's native currency from the project's own server
 * (`POST /v1/fungible/price`, spec §7), for the approve view's fee. Never throws: undefined when
 * the server has no price, does not answer in time, or answers something else.
 *
 * @example
 * await fetchNativePriceUsd({ baseUrl: 'http://127.0.0.1:8787', projectId: 'demo', chainId: 31337 }) // 3000
 */
export async function fetchNativePriceUsd(
  parameters: FetchNativePriceUsdParameters,
): Promise<number | undefined> {
  const fetchImpl = parameters.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const id = `eip155:${parameters.chainId}:${SWAP_NATIVE_TOKEN_ADDRESS}`
  try {
    const response = await fetchImpl(
      `${parameters.baseUrl.replace(/\/+$/, '')}/v1/fungible/price?projectId=${encodeURIComponent(parameters.projectId)}`,
      {
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: JSON.stringify({ currency: 'usd', addresses: [id] }),
        credentials: 'omit',
        cache: 'no-store',
        signal: AbortSignal.timeout(parameters.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      },
    )
    if (!response.ok) return undefined
    const parsed = v.safeParse(answerSchema, await response.json())
    if (!parsed.success) return undefined
    return parsed.output.fungibles.find((entry) => entry.address.toLowerCase() === id)?.price
  } catch {
    return undefined
  }
}
