/**
 * Postgres SQLSTATEs that mean the server went away or is not taking connections yet (class 08,
 * connection exceptions; 57P01–57P03, shut down or starting up), and the socket errors of a
 * connection that could not be made or was cut.
 */
const UNAVAILABLE_CODES = new Set([
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '57P01',
  '57P02',
  '57P03',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'SQLITE_BUSY',
])

// node-postgres says this, without a code, of a connection the server closed mid-query.
const CUT_CONNECTION = /Connection terminated|connection timeout/i

/**
 * Whether a failure is the database being unavailable for a moment (Postgres restarting, the
 * network to it cut, SQLite busy past its timeout) rather than a fault of the request or a bug:
 * the answer is then a 503 that says to retry, not a 500. Follows `cause` (drizzle wraps the
 * driver's error) a few levels down.
 *
 * @example
 * isDatabaseUnavailable(Object.assign(new Error('terminating connection'), { code: '57P01' })) // true
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; depth < 4 && current instanceof Error; depth += 1) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true
    if (CUT_CONNECTION.test(current.message)) return true
    // An AggregateError (a connection tried on IPv4 and IPv6) carries the socket errors inside.
    if (current instanceof AggregateError && current.errors.some(isDatabaseUnavailable)) return true
    current = current.cause
  }
  return false
}
