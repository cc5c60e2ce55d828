/**
 * Whether an `If-None-Match` request header names `etag` (RFC 9110 §13.1.2: weak comparison,
 * a comma-separated list, or `*`), so that the answer can be 304 Not Modified.
 *
 * @example
 * matchesIfNoneMatch('W/"abc", "def"', '"abc"') // true
 * matchesIfNoneMatch(undefined, '"abc"') // false
 */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false
  const opaque = etag.replace(/^W\//, '')
  return header.split(',').some((candidate) => {
    const tag = candidate.trim()
    return tag === '*' || tag.replace(/^W\//, '') === opaque
  })
}
