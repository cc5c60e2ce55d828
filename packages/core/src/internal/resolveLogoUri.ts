/**
 * A token icon's URL as the view may load it: an absolute http(s) URL as given, a path starting
 * with '/' on the API URL (docs/convert-api.md), anything else (or no API URL) null.
 */
export function resolveLogoUri(logoUri: string | null, apiUrl: string | undefined): string | null {
  if (!logoUri) return null
  try {
    if (logoUri.startsWith('/') && !logoUri.startsWith('//')) {
      if (apiUrl === undefined) return null
      return new URL(logoUri, `${apiUrl.replace(/\/+$/, '')}/`).toString()
    }
    const url = new URL(logoUri)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null
  } catch {
    return null
  }
}
