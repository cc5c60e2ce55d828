const MAX_DESCRIPTION_LENGTH = 120

/**
 * A short, safe description of an untrusted value for error details and warnings: never throws
 * (hostile getters, cycles, bigints) and never grows without bound.
 *
 * @example
 * describeValue(['bc1q…']) // '["bc1q…"]'
 */
export function describeValue(value: unknown): string {
  let text: string
  try {
    text = typeof value === 'string' ? `'${value}'` : String(JSON.stringify(value))
  } catch {
    text = typeof value
  }
  return text.length > MAX_DESCRIPTION_LENGTH ? `${text.slice(0, MAX_DESCRIPTION_LENGTH)}…` : text
}
