/**
 * Whether a string is a WalletConnect v2 pairing URI: `wc:<topic>@2?…` with a 32-byte hex topic
 * and `symKey`, and a relay protocol. Anything else never reaches a QR code or a deep link.
 *
 * @example
 * isPairingUri('wc:7f6e…@2?relay-protocol=irn&symKey=587d…') // true
 * isPairingUri('javascript:alert(1)') // false
 */
export function isPairingUri(uri: unknown): uri is string {
  if (typeof uri !== 'string' || uri.length > 2048) return false
  const match = /^wc:([0-9a-f]{64})@2\?(.+)$/.exec(uri)
  if (!match?.[2]) return false
  const query = new URLSearchParams(match[2])
  return /^[0-9a-f]{64}$/.test(query.get('symKey') ?? '') && !!query.get('relay-protocol')
}
