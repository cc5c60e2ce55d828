import { BadRequestError } from '../../errors/apiErrors.ts'

const utf8 = new TextDecoder('utf-8', { fatal: true })

/**
 * A DNS-encoded name (RFC 1035 wire format, as ENSIP-10's `resolve` carries it: each label
 * preceded by its length, a zero byte at the end) as dotted text; the root is ''. Malformed
 * bytes (a length past the end, bytes after the zero, a label that is not UTF-8 or holds a dot)
 * are a 400.
 *
 * @example
 * decodeDnsName(packetToBytes('alice.portico.id')) // 'alice.portico.id'
 */
export function decodeDnsName(bytes: Uint8Array): string {
  const labels: string[] = []
  let position = 0
  while (true) {
    const length = bytes[position]
    if (length === undefined) throw new BadRequestError('name: the DNS-encoded name has no end')
    if (length === 0) break
    const end = position + 1 + length
    if (end > bytes.length) throw new BadRequestError('name: a label runs past the end')
    let label: string
    try {
      label = utf8.decode(bytes.subarray(position + 1, end))
    } catch {
      throw new BadRequestError('name: a label is not UTF-8')
    }
    if (label.includes('.')) throw new BadRequestError('name: a label holds a dot')
    labels.push(label)
    position = end
  }
  if (position !== bytes.length - 1)
    throw new BadRequestError('name: bytes follow the end of the DNS-encoded name')
  return labels.join('.')
}
