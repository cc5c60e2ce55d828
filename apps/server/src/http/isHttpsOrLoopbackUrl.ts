/**
 * Whether a URL is https, or http to this machine (127.0.0.1, localhost, [::1]).
 *
 * @example
 * isHttpsOrLoopbackUrl('http://127.0.0.1:8791') // true
 * isHttpsOrLoopbackUrl('http://accounts.example') // false
 */
export function isHttpsOrLoopbackUrl(value: string): boolean {
  if (!URL.canParse(value)) return false
  const url = new URL(value)
  if (url.protocol === 'https:') return true
  return url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)
}
