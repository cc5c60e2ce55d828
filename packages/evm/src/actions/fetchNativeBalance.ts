import { RPC_RETRY_BASE_DELAY_MS, RPC_RETRY_COUNT } from '@portico/core'
import * as v from 'valibot'
import { type Address, hexToBigInt, http } from 'viem'

const quantitySchema = v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]+$/))

/**
 * `eth_getBalance` over viem's http transport. Only ever loaded with `import()` (with the
 * other RPC actions, `lazyActions.ts`) from `getNativeBalance`, so the transport stays out of the
 * kit's initial bundle (the transport
 * alone, not a public client: that would pull in every public action). The transport already
 * retries as spec §7 asks (HTTP 403/408/413/429/5xx and JSON-RPC -1, honouring Retry-After, the
 * delay doubling from 150 ms). The node's answer is parsed before use.
 *
 * @example
 * const wei = await fetchNativeBalance('http://127.0.0.1:8545', address)
 */
export async function fetchNativeBalance(rpcUrl: string, address: Address): Promise<bigint> {
  const transport = http(rpcUrl, {
    retryCount: RPC_RETRY_COUNT,
    retryDelay: RPC_RETRY_BASE_DELAY_MS,
  })({})
  const raw = await transport.request({ method: 'eth_getBalance', params: [address, 'latest'] })
  return hexToBigInt(v.parse(quantitySchema, raw) as `0x${string}`)
}
