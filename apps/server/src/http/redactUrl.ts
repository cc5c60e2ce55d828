/** Query parameters whose values never reach the log: approval-link tokens and the like. */
const SECRET_PARAMETERS = ['token', 'code', 'otp']

/**
 * The URL with the values of secret query parameters replaced by `[redacted]`, for the request
 * log (an approval link carries its token in the query).
 *
 * @example
 * redactUrl('/auth/v1/device/approve?token=abc') // '/auth/v1/device/approve?token=[redacted]'
 */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?')
  if (queryStart === -1) return url
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=', 1)[0] ?? ''
      return SECRET_PARAMETERS.includes(name.toLowerCase()) ? `${name}=[redacted]` : pair
    })
    .join('&')
  return `${url.slice(0, queryStart)}?${query}`
}
