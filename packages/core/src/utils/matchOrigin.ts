/*
 * Allowed-origin matching (spec §5, §6), shared by the kit and the server: the kit decides
 * 'Origin Not Allowed' exactly as the server decides CORS and analytics.
 */

/**
 * How an allowed-origin entry is written: an origin (`https://app.example.org`), optionally
 * without scheme (any scheme), with a leading `*.` wildcard label (`https://*.example.org`:
 * any subdomain at any depth, not the bare domain) and with a port or `:*` (any port). Without a
 * port only the scheme's default port matches.
 *
 * @example
 * ORIGIN_ENTRY_PATTERN.test('*.example.org') // true
 */
export const ORIGIN_ENTRY_PATTERN =
  /^(?:[a-z][a-z0-9+.-]*:\/\/)?(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*(?::(?:\d{1,5}|\*))?$/i

/**
 * Origins every project allows on top of its own list (spec §6): localhost and IP addresses
 * (`{ip}`: any IPv4 or IPv6 literal) over http and https on any port, and the preview hosts
 * of Cloudflare Pages, Vercel and ngrok.
 *
 * @example
 * matchOrigin('http://192.168.1.20:3000', [], DEFAULT_ALLOWED_ORIGINS) // true
 */
export const DEFAULT_ALLOWED_ORIGINS: readonly string[] = [
  'http://localhost:*',
  'https://localhost:*',
  'http://{ip}:*',
  'https://{ip}:*',
  'https://*.pages.dev',
  'https://*.vercel.app',
  'https://*.ngrok-free.app',
]

const DEFAULT_PORTS: Readonly<Record<string, string>> = { http: '80', https: '443' }
// Entries as written, plus `{ip}` for the defaults. Groups: scheme, wildcard, host, port.
const ENTRY_PARTS =
  /^(?:([a-z][a-z0-9+.-]*):\/\/)?(\*\.)?(\{ip\}|[a-z0-9-]+(?:\.[a-z0-9-]+)*)(?::(\d{1,5}|\*))?$/i
const IPV4 = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/

interface ParsedOrigin {
  scheme: string
  host: string
  /** The port as written; '' when it is the scheme's default (or none). */
  port: string
}

/**
 * Whether a page origin (the `Origin` header, or `window.location.origin`) is allowed by a
 * project's list plus `defaults` (spec §6; pass `[]` to leave them out). Entries follow
 * `ORIGIN_ENTRY_PATTERN`; malformed entries match nothing, and so does an origin that is not
 * `scheme://host[:port]` (`null`, a URL with a path). Scheme and host compare case-insensitively.
 *
 * @example
 * matchOrigin('https://pr-12.my.app', ['https://*.my.app']) // true
 * matchOrigin('https://my.app', ['https://*.my.app']) // false: the wildcard needs a label
 * matchOrigin('http://localhost:5173', []) // true: a default
 */
export function matchOrigin(
  origin: string,
  allowedOrigins: readonly string[],
  defaults: readonly string[] = DEFAULT_ALLOWED_ORIGINS,
): boolean {
  const page = parseOrigin(origin)
  if (page === undefined) return false
  for (const entry of [...allowedOrigins, ...defaults]) {
    const parts = ENTRY_PARTS.exec(entry)
    if (parts === null) continue
    const [, scheme, wildcard, host, port] = parts
    if (scheme !== undefined && scheme.toLowerCase() !== page.scheme) continue
    if (!matchPort(page, port)) continue
    if (matchHost(page.host, (host ?? '').toLowerCase(), wildcard !== undefined)) return true
  }
  return false
}

function parseOrigin(origin: string): ParsedOrigin | undefined {
  let url: URL
  try {
    url = new URL(origin)
  } catch {
    return undefined
  }
  // An origin has nothing after the authority (browsers never send a trailing slash either).
  const hasExtra =
    url.username !== '' || url.password !== '' || url.search !== '' || url.hash !== ''
  if (hasExtra || url.hostname === '' || !/^[a-z][a-z0-9+.-]*:\/\/[^/]+$/i.test(origin))
    return undefined
  const scheme = url.protocol.slice(0, -1).toLowerCase()
  const port = url.port === DEFAULT_PORTS[scheme] ? '' : url.port
  return { scheme, host: url.hostname.toLowerCase(), port }
}

function matchPort(page: ParsedOrigin, entryPort: string | undefined): boolean {
  if (entryPort === '*') return true
  if (entryPort === undefined) return page.port === ''
  const pagePort = page.port === '' ? DEFAULT_PORTS[page.scheme] : page.port
  return pagePort !== undefined && Number(pagePort) === Number(entryPort)
}

function matchHost(pageHost: string, entryHost: string, wildcard: boolean): boolean {
  if (entryHost === '{ip}') return !wildcard && (IPV4.test(pageHost) || pageHost.startsWith('['))
  // At least one non-empty label in front: `*.my.app` is not `my.app` (nor `.my.app`).
  if (wildcard) return pageHost.endsWith(`.${entryHost}`) && pageHost.length > entryHost.length + 1
  return pageHost === entryHost
}
