const BASE64URL = /^[A-Za-z0-9_-]*$/

/**
 * Bytes as unpadded base64url (RFC 4648 §5), the encoding of every key and blob the frame stores
 * or sends.
 *
 * @example
 * encodeBase64url(new Uint8Array([251, 255])) // '-_8'
 */
export function encodeBase64url(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '')
}

/**
 * The bytes of an unpadded base64url string; undefined when it is not one (a value read from
 * storage or the server is never trusted to be well formed).
 *
 * @example
 * decodeBase64url('-_8') // Uint8Array [251, 255]
 * decodeBase64url('not base64!') // undefined
 */
export function decodeBase64url(text: string): Uint8Array<ArrayBuffer> | undefined {
  if (!BASE64URL.test(text) || text.length % 4 === 1) return undefined
  const padded = text.replaceAll('-', '+').replaceAll('_', '/')
  const binary = atob(padded + '='.repeat((4 - (padded.length % 4)) % 4))
  const bytes = new Uint8Array(binary.length)
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index)
  return bytes
}

/**
 * `length` random bytes as base64url, e.g. the per-browser device id (18 bytes → 24 characters).
 *
 * @example
 * randomBase64url(18).length // 24
 */
export function randomBase64url(length: number): string {
  return encodeBase64url(crypto.getRandomValues(new Uint8Array(length)))
}
