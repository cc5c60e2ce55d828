import { DEFAULT_ALLOWED_ORIGINS, projectAllowsOrigin } from '@portico/core'
import type { ProjectOrigins } from '../origins/projectOrigins.ts'

// An allowed-origin entry as matchOrigin reads it (packages/core/src/utils/matchOrigin.ts):
// optional scheme, optional `*.` label, host (or the defaults' `{ip}`), optional port or `:*`.
// Nothing else gets through: no spaces, quotes or semicolons can reach the header.
const ENTRY_PARTS =
  /^(?:([a-z][a-z0-9+.-]*):\/\/)?(\*\.)?(\{ip\}|[a-z0-9-]+(?:\.[a-z0-9-]+)*)(?::(\d{1,5}|\*))?$/i

export interface FrameAncestorSourcesParameters {
  /** The project's origins answer. */
  project: ProjectOrigins
  /**
   * The request's `Referer` header: an iframe's navigation carries the embedding page's origin
   * there (unless that page's referrer policy says no-referrer).
   */
  referer?: string | undefined
}

/**
 * The `frame-ancestors` source list for a project: each entry of its list as CSP host-sources
 * (an entry without scheme becomes an http and an https source, as matchOrigin lets any scheme
 * through; `*.` and `:*` mean the same in both), and the request's Referer origin when
 * `projectAllowsOrigin` allows it. That last one is how the spec §6 defaults' `{ip}` (any IP
 * address, which CSP cannot say) gets through: the browser still checks every ancestor against
 * the list, so a Referer names only what the page may be framed by anyway. The defaults' host
 * entries (localhost, *.pages.dev, …) are translated like the project's own when they apply.
 * Malformed entries are left out. An empty result is `['\'none\'']`.
 *
 * @example
 * frameAncestorSources({ project: { allowedOrigins: ['https://*.my.app'], includeDefaultOrigins: false } })
 * // ['https://*.my.app']
 * frameAncestorSources({ project: { allowedOrigins: [], includeDefaultOrigins: true }, referer: 'http://192.168.1.20:3000/shop' })
 * // ['http://localhost:*', 'https://localhost:*', …, 'http://192.168.1.20:3000']
 */
export function frameAncestorSources(parameters: FrameAncestorSourcesParameters): string[] {
  const { project } = parameters
  const entries = [
    ...project.allowedOrigins,
    ...(project.includeDefaultOrigins ? DEFAULT_ALLOWED_ORIGINS : []),
  ]
  const sources = new Set<string>()
  for (const entry of entries) for (const source of toHostSources(entry)) sources.add(source)
  const refererOrigin = originOf(parameters.referer)
  if (refererOrigin !== undefined && projectAllowsOrigin(project, refererOrigin))
    sources.add(refererOrigin)
  return sources.size === 0 ? ["'none'"] : [...sources]
}

// `{ip}` (the defaults' any IP address) has no host-source: it goes through the Referer.
function toHostSources(entry: string): string[] {
  const parts = ENTRY_PARTS.exec(entry.trim())
  if (parts === null) return []
  const [, scheme, wildcard, host = '', port] = parts
  if (host.toLowerCase() === '{ip}') return []
  const hostPart = `${wildcard ?? ''}${host.toLowerCase()}${port === undefined ? '' : `:${port}`}`
  const schemes = scheme === undefined ? ['http', 'https'] : [scheme.toLowerCase()]
  return schemes.map((name) => `${name}://${hostPart}`)
}

function originOf(referer: string | undefined): string | undefined {
  if (!referer) return undefined
  try {
    const url = new URL(referer)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined
    return url.origin
  } catch {
    return undefined
  }
}
