const DECIMAL_CHAIN_ID = /^[1-9]\d{0,15}$/
const EIP155_CHAIN_ID = /^eip155:[1-9]\d{0,15}$/

/**
 * The CAIP-2 id of the gateway's `chainId` query parameter, which may be the EVM chain id
 * (`1`, as viem and wallets write it) or the CAIP-2 id (`eip155:1`, as the kit's networks and
 * the other routes do); undefined for anything else.
 *
 * @example
 * parseGatewayChainId('31337') // 'eip155:31337'
 * parseGatewayChainId('eip155:31337') // 'eip155:31337'
 * parseGatewayChainId('0x7a69') // undefined
 */
export function parseGatewayChainId(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  if (DECIMAL_CHAIN_ID.test(value)) return `eip155:${value}`
  return EIP155_CHAIN_ID.test(value) ? value : undefined
}
