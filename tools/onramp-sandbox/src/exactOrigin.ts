import { SandboxInputError } from './errors.ts'

/**
 * Checks that `value` is an exact http(s) origin (`https://my.app`, `http://127.0.0.1:5173`):
 * the page that opened the window, which alone gets its result message.
 *
 * @example
 * exactOrigin('http://127.0.0.1:5173', 'returnOrigin') // 'http://127.0.0.1:5173'
 */
export function exactOrigin(value: unknown, field: string): string {
  const message = `${field}: must be an exact http(s) origin like 'https://my.app'`
  if (typeof value !== 'string' || !URL.canParse(value)) throw new SandboxInputError(message)
  const url = new URL(value)
  if (!['http:', 'https:'].includes(url.protocol) || url.origin !== value)
    throw new SandboxInputError(message)
  return value
}
