import { chainNamespaceOf } from '../../chains/chainNamespace.ts'

/**
 * Whether a session's network and address are the ones asked about: the same CAIP-2 id, and the
 * same address, case-insensitively on EVM (a checksum is only a spelling), exactly elsewhere
 * (base58 is case-sensitive).
 *
 * @example
 * isSameSiwxAccount({ caipNetworkId: 'eip155:1', address: '0xAb…' }, 'eip155:1', '0xab…') // true
 */
export function isSameSiwxAccount(
  session: { caipNetworkId: string; address: string },
  chainId: string,
  address: string,
): boolean {
  if (session.caipNetworkId !== chainId) return false
  return chainNamespaceOf(chainId) === 'eip155'
    ? session.address.toLowerCase() === address.toLowerCase()
    : session.address === address
}
