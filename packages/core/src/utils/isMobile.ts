const MOBILE_USER_AGENT = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini/i

/**
 * The default "mobile" test of the open precedence (spec §2): a viewport at most 600px wide or
 * a mobile user agent. False where there is no window (server rendering).
 *
 * @example
 * isMobile() // false on a desktop browser
 */
export function isMobile(): boolean {
  if (typeof window === 'undefined') return false
  const narrow =
    typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 600px)').matches
  const userAgent = typeof navigator === 'undefined' ? '' : navigator.userAgent
  return narrow || MOBILE_USER_AGENT.test(userAgent)
}
