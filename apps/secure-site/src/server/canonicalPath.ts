/**
 * The path of a request URL (`request.url`: the path and query as sent) when it is written in
 * the one form every server reads the same way; `undefined` when it is not. Servers decode and
 * normalise paths before they look for a file (`sirv` and Vite decode `%61`, drop a trailing `/`,
 * add a missing `.html`, resolve `.` and `..`), so a decision taken on another spelling of a path
 * may not be about the file that is served. Not canonical: no leading `/`, any `%` (it decodes to
 * something else), a `\`, an empty segment (`//`, a trailing `/` other than the root's) and a
 * `.` or `..` segment.
 *
 * @example
 * canonicalPath('/index.html?projectId=p1') // '/index.html'
 * canonicalPath('/approve.html/') // undefined
 * canonicalPath('/%61pprove.html') // undefined
 */
export function canonicalPath(url: string | undefined): string | undefined {
  if (url === undefined) return undefined
  const end = url.search(/[?#]/)
  const path = end === -1 ? url : url.slice(0, end)
  if (path === '/') return path
  if (!path.startsWith('/') || path.includes('%') || path.includes('\\')) return undefined
  const segments = path.slice(1).split('/')
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..')) {
    return undefined
  }
  return path
}
