import { parseAbi } from 'viem'

/**
 * ENSIP-10's `resolve`, the call an offchain resolver sends its gateway (the ERC-3668
 * `callData`): the DNS-encoded name and the resolver call (`data`) to answer for it.
 */
export const extendedResolverAbi = parseAbi([
  'function resolve(bytes name, bytes data) view returns (bytes)',
])

/**
 * The resolver functions the gateway answers: `addr` (ENSIP-1), `addr` with a coin type
 * (ENSIP-9 / ENSIP-11), `name` (reverse records) and `text` (ENSIP-5).
 */
export const answeredResolverAbi = parseAbi([
  'function addr(bytes32 node) view returns (address)',
  'function addr(bytes32 node, uint256 coinType) view returns (bytes)',
  'function name(bytes32 node) view returns (string)',
  'function text(bytes32 node, string key) view returns (string)',
])
