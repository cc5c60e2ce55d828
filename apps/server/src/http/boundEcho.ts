/** Most characters of client input an error answer repeats, ellipsis included. */
export const MAX_ECHO_LENGTH = 200

/**
 * Cuts text that may carry client input (a path, a header, a field name) to `maxLength`
 * characters, ending in '…' when cut, so an error answer is never a mirror for a long request.
 *
 * @example
 * boundEcho('/a'.repeat(10_000)).length // 200, ending in '…'
 * boundEcho('/health') // '/health'
 */
export function boundEcho(text: string, maxLength = MAX_ECHO_LENGTH): string {
  if (text.length <= maxLength) return text
  let kept = text.slice(0, maxLength - 1)
  // Never leave half of a surrogate pair before the ellipsis.
  const last = kept.charCodeAt(kept.length - 1)
  if (last >= 0xd800 && last <= 0xdbff) kept = kept.slice(0, -1)
  return `${kept}…`
}
