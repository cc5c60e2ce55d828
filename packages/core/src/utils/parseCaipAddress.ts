import { InvalidCaipAddressError } from '../errors/format.ts'
import type { CaipAddress, CaipNetworkId, ChainNamespace } from '../types/chain.ts'
import { isChainNamespace } from './chainNamespaces.ts'

export interface ParsedCaipAddress {
  namespace: ChainNamespace
  reference: string
  address: string
  caipNetworkId: CaipNetworkId
  caipAddress: CaipAddress
}

export type ParseCaipAddressErrorType = InvalidCaipAddressError

/**
 * Splits a CAIP-10 account id into its three parts; anything else is an
 * `InvalidCaipAddressError` (spec §5).
 *
 * @example
 * parseCaipAddress('eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266').address
 * // '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
 */
export function parseCaipAddress(value: string): ParsedCaipAddress {
  const parts = value.split(':')
  const [namespace, reference, address] = parts
  if (parts.length !== 3 || !isChainNamespace(namespace) || !reference || !address)
    throw new InvalidCaipAddressError({ details: `Received '${value}'` })
  return {
    namespace,
    reference,
    address,
    caipNetworkId: `${namespace}:${reference}`,
    caipAddress: `${namespace}:${reference}:${address}`,
  }
}
