import * as v from 'valibot'
import { type Address, hexToBigInt } from 'viem'
import {
  type CreateEvmChainTransportParameters,
  createEvmChainTransport,
} from '../rpc/createEvmChainTransport.ts'

const quantitySchema = v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]+$/))

/**
 * `eth_getBalance` over the network's chain transport (`createEvmChainTransport`: the Portico
 * gateway when given, then the network's own RPC, ranked and retried as spec §7 asks). Only ever
 * loaded with `import()` (with the other RPC actions, `lazyActions.ts`) from `getNativeBalance`,
 * so the transport stays out of the kit's initial bundle (the transport alone, not a public
 * client: that would pull in every public action). The node's answer is parsed before use.
 *
 * @example
 * const wei = await fetchNativeBalance({ network, gateway: { apiUrl, projectId } }, address)
 */
export async function fetchNativeBalance(
  chain: CreateEvmChainTransportParameters,
  address: Address,
): Promise<bigint> {
  const transport = createEvmChainTransport(chain)({})
  const raw = await transport.request({ method: 'eth_getBalance', params: [address, 'latest'] })
  return hexToBigInt(v.parse(quantitySchema, raw) as `0x${string}`)
}
