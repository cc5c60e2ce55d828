/** The query parameter a Telegram mini-app is reopened with after an outside flow (spec §2). */
export const RESULT_URI_PARAMETER = 'result_uri'

/**
 * Reads `result_uri` from the page address and removes it (spec §2), so that a reload or a
 * shared link does not replay it. Returns it, or undefined when absent or not a web or app URL.
 */
export function takeResultUriFromAddress(): string | undefined {
  if (typeof window === 'undefined') return undefined
  let url: URL
  try {
    url = new URL(window.location.href)
  } catch {
    return undefined
  }
  const value = url.searchParams.get(RESULT_URI_PARAMETER)
  if (value === null) return undefined
  url.searchParams.delete(RESULT_URI_PARAMETER)
  window.history.replaceState(window.history.state, '', url.toString())
  if (!/^(https?|wc|[a-z][a-z0-9+.-]*):/i.test(value) || /^(javascript|data):/i.test(value)) {
    console.warn('[portico] ignored a result_uri that is not a URL')
    return undefined
  }
  return value
}
