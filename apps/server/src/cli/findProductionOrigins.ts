import { DEFAULT_ALLOWED_ORIGINS, matchOrigin } from '@portico/core'

// An entry as written (see ORIGIN_ENTRY_PATTERN). Groups: scheme, wildcard, host, port.
const ENTRY_PARTS =
  /^(?:([a-z][a-z0-9+.-]*):\/\/)?(\*\.)?([a-z0-9-]+(?:\.[a-z0-9-]+)*)(?::(\d{1,5}|\*))?$/i

/**
 * The entries of an allow-list that look like production: they allow https (written with
 * `https://` or with no scheme) on a host that is not localhost, not an IP address and not one
 * of the spec §6 default preview hosts (*.pages.dev, *.vercel.app, *.ngrok-free.app). A project
 * with any of them should not keep the default origins on; the CLI warns.
 *
 * @example
 * findProductionOrigins(['http://localhost:5173', 'https://my.app', '*.vercel.app']) // ['https://my.app']
 */
export function findProductionOrigins(allowedOrigins: readonly string[]): string[] {
  return allowedOrigins.filter((entry) => {
    const parts = ENTRY_PARTS.exec(entry)
    if (parts === null) return false
    const [, scheme, wildcard, host = '', port] = parts
    if (scheme !== undefined && scheme.toLowerCase() !== 'https') return false
    const name = host.toLowerCase()
    if (name === 'localhost' || name.endsWith('.localhost')) return false
    // A page the entry allows, tried against the defaults alone: IPs and preview hosts match.
    const sample = `https://${wildcard === undefined ? '' : 'x.'}${name}${port === undefined || port === '*' ? '' : `:${port}`}`
    return !matchOrigin(sample, [], DEFAULT_ALLOWED_ORIGINS)
  })
}
