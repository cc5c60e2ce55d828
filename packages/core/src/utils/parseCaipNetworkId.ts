import { InvalidCaipNetworkIdError } from '../errors/format.ts'
import type { CaipNetworkId, ChainNamespace } from '../types/chain.ts'
import { isChainNamespace } from './chainNamespaces.ts'

export interface ParsedCaipNetworkId {
  namespace: ChainNamespace
  reference: string
  caipNetworkId: CaipNetworkId
}

export type ParseCaipNetworkIdErrorType = InvalidCaipNetworkIdError

/**
 * Splits a CAIP-2 id into namespace and reference; anything but two non-empty parts with a
 * known namespace is an `InvalidCaipNetworkIdError` (spec §5).
 *
 * @example
 * parseCaipNetworkId('eip155:31337') // { namespace: 'eip155', reference: '31337', … }
 */
export function parseCaipNetworkId(value: string): ParsedCaipNetworkId {
  const parts = value.split(':')
  const [namespace, reference] = parts
  if (parts.length !== 2 || !isChainNamespace(namespace) || !reference)
    throw new InvalidCaipNetworkIdError({ details: `Received '${value}'` })
  return { namespace, reference, caipNetworkId: `${namespace}:${reference}` }
}
