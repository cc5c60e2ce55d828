import * as v from 'valibot'
import { InvalidAuthApiUrlError } from '../errors.ts'

export const DEFAULT_AUTH_API_URL = 'http://127.0.0.1:8787'

const urlSchema = v.pipe(v.string(), v.trim(), v.regex(/^https?:\/\//i), v.url())

/**
 * The auth server URL from the build's `VITE_PORTICO_AUTH_API_URL`: unset or empty gives the
 * local default; anything else must be an http(s) URL (a typo fails the boot loudly, not quietly).
 *
 * @example
 * readAuthApiUrl(import.meta.env.VITE_PORTICO_AUTH_API_URL) // 'http://127.0.0.1:8787'
 */
export function readAuthApiUrl(value: string | undefined): string {
  if (value === undefined || value.trim() === '') return DEFAULT_AUTH_API_URL
  const parsed = v.safeParse(urlSchema, value)
  if (!parsed.success) throw new InvalidAuthApiUrlError(value)
  return parsed.output.replace(/\/+$/, '')
}
