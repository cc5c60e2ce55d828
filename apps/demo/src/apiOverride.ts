/** The query parameter that points the demo at another local Portico service. */
export const API_OVERRIDE_PARAM = 'portico-api'

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]'])

/**
 * The service URL given by `?portico-api=` when it is an http URL on this machine, else
 * undefined. The end-to-end tests use it to run the demo against a service they can stop; a
 * link cannot send the demo's requests anywhere but the visitor's own machine.
 *
 * @example
 * readApiOverride('?portico-api=http://127.0.0.1:9001') // 'http://127.0.0.1:9001'
 * readApiOverride('?portico-api=https://evil.example') // undefined
 */
export function readApiOverride(search: string): string | undefined {
  const value = new URLSearchParams(search).get(API_OVERRIDE_PARAM)
  if (!value) return undefined
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return undefined
  }
  if (url.protocol !== 'http:' || !LOOPBACK_HOSTS.has(url.hostname)) return undefined
  if (url.username || url.password) return undefined
  return url.origin
}
