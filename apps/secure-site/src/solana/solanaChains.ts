import type { RpcRequest } from '../rpc/rpcRequest.ts'

/** The namespaces a frame request may name (spec §5): the frame has accounts for two. */
export type FrameNamespace = 'eip155' | 'solana' | 'polkadot' | 'bip122' | 'cosmos'

const NAMESPACES: readonly FrameNamespace[] = ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos']

/**
 * The namespace of a chain id as the protocol writes it: a number (or '0x…' / decimal text) is
 * EVM, a CAIP-2 id names its own; undefined for anything else.
 *
 * @example
 * namespaceOfChainId('solana:3Zv2cEVkH5G2opikCN2Z2Ygbp4wJqSyo') // 'solana'
 * namespaceOfChainId(31337) // 'eip155'
 */
export function namespaceOfChainId(chainId: number | string): FrameNamespace | undefined {
  if (typeof chainId === 'number') return 'eip155'
  const [prefix, reference] = chainId.split(':', 2)
  if (reference === undefined) return /^(0x[0-9a-f]+|\d+)$/i.test(chainId) ? 'eip155' : undefined
  return NAMESPACES.find((namespace) => namespace === prefix)
}

/**
 * A chain id as a CAIP-2 id (`eip155:31337`, `solana:…`), for the network list; undefined when
 * it is neither.
 *
 * @example
 * caipNetworkIdOf('0x7a69') // 'eip155:31337'
 */
export function caipNetworkIdOf(chainId: number | string): string | undefined {
  if (typeof chainId === 'number') return `eip155:${chainId}`
  if (chainId.includes(':')) return chainId
  if (/^(0x[0-9a-f]{1,13}|[1-9]\d{0,15})$/i.test(chainId)) return `eip155:${Number(chainId)}`
  return undefined
}

/**
 * The namespace a request is for: its `chainNamespace`, else its chain id's, else the current
 * chain's.
 *
 * @example
 * requestNamespace({ method: 'solana_signMessage', chainNamespace: 'solana' }, 31337) // 'solana'
 */
export function requestNamespace(
  request: Pick<RpcRequest, 'chainNamespace' | 'chainId'>,
  currentChainId: number | string,
): FrameNamespace | undefined {
  if (request.chainNamespace) return request.chainNamespace
  return namespaceOfChainId(request.chainId ?? currentChainId)
}
