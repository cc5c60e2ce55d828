/** What `findParentOrigin` reads: the frame's own window (a subset, so tests can pass a stand-in). */
export interface ParentOriginSource {
  self: unknown
  parent: unknown
  location: { ancestorOrigins?: { readonly length: number; readonly [index: number]: string } }
  document: { referrer: string }
}

export type FindParentOriginReturnType =
  | { kind: 'embedded'; origin: string }
  | { kind: 'top-level' }
  | { kind: 'unknown'; reason: string }

function toOrigin(value: string): string | undefined {
  try {
    const url = new URL(value)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined
    return url.origin
  } catch {
    return undefined
  }
}

/**
 * The origin of the dApp page that embeds the frame: `location.ancestorOrigins[0]` where the
 * browser has it (Chromium, Safari), else the origin of `document.referrer` (Firefox). Every
 * message is then posted to and accepted from that origin only.
 *
 * @example
 * findParentOrigin(window) // { kind: 'embedded', origin: 'http://127.0.0.1:5173' }
 */
export function findParentOrigin(source: ParentOriginSource): FindParentOriginReturnType {
  if (source.parent === source.self) return { kind: 'top-level' }
  const ancestors = source.location.ancestorOrigins
  const candidate = ancestors && ancestors.length > 0 ? ancestors[0] : source.document.referrer
  if (!candidate) return { kind: 'unknown', reason: 'the embedding page sent no referrer' }
  const origin = toOrigin(candidate)
  if (!origin)
    return { kind: 'unknown', reason: `the embedding origin ${candidate} is not http(s)` }
  return { kind: 'embedded', origin }
}
