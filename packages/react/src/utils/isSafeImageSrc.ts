/**
 * Whether a URL may go into an `<img src>`: inline images, http(s) and same-origin paths.
 * Connector icons come from wallets (EIP-6963 says a data URI) and directory URLs from the
 * server; anything else (e.g. `javascript:`, `file:`) is dropped and the placeholder shows.
 *
 * @example
 * isSafeImageSrc('data:image/svg+xml;base64,PHN2Zz4=') // true
 * isSafeImageSrc('javascript:alert(1)') // false
 */
export function isSafeImageSrc(src: string | null | undefined): src is string {
  if (!src) return false
  const value = src.trim()
  if (/^data:image\/[a-z0-9.+-]+[;,]/i.test(value)) return true
  if (/^https?:\/\//i.test(value)) return true
  if (/^blob:/i.test(value)) return true
  return /^\.{0,2}\/(?!\/)/.test(value)
}
