/**
 * A token icon's URL as the view may load it: an absolute http(s) URL (the API client has already
 * turned a path on the server into one), anything else null.
 *
 * @example
 * resolveLogoUri('https://api.example/public/getTokenImage/ETH?projectId=…') // the same
 * resolveLogoUri('javascript:alert(1)') // null
 */
export function resolveLogoUri(logoUri: string | null): string | null {
  if (!logoUri) return null
  try {
    const url = new URL(logoUri)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null
  } catch {
    return null
  }
}
