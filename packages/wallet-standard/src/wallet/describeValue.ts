const MAX_DESCRIPTION_LENGTH = 120

/**
 * A short, safe description of an untrusted value for error details and warnings: never throws
 * (hostile getters, cycles, bigints) and never grows without bound. Byte arrays show their length.
 *
 * @example
 * describeValue(new Uint8Array(63)) // 'Uint8Array(63)'
 * describeValue(['bc1q…']) // '["bc1q…"]'
 */
export function describeValue(value: unknown): string {
  let text: string
  try {
    if (value instanceof Uint8Array) return `Uint8Array(${value.length})`
    text = typeof value === 'string' ? `'${value}'` : String(JSON.stringify(value))
  } catch {
    text = typeof value
  }
  return text.length > MAX_DESCRIPTION_LENGTH ? `${text.slice(0, MAX_DESCRIPTION_LENGTH)}…` : text
}
