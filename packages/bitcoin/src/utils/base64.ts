const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/

/**
 * Standard base64 (RFC 4648, padded) of bytes.
 *
 * @example
 * bytesToBase64(new Uint8Array([1, 2, 3])) // 'AQID'
 */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

/**
 * The bytes of a standard padded base64 string, or undefined when it is not one.
 *
 * @example
 * base64ToBytes('AQID') // Uint8Array [1, 2, 3]
 * base64ToBytes('not base64!') // undefined
 */
export function base64ToBytes(value: string): Uint8Array | undefined {
  if (!BASE64.test(value)) return undefined
  const binary = atob(value)
  const bytes = new Uint8Array(binary.length)
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index)
  return bytes
}
