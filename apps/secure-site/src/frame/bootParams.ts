import type { Locale } from '@portico/core'
import * as v from 'valibot'
import { frameLocale } from '../i18n/frameLocale.ts'

/**
 * What the kit puts in the iframe URL (spec §7): `?projectId=…&chainId=…&version=…&enableLogger=…&rpcUrl=…`,
 * and beyond the spec `&locale=…`, the kit's language.
 */
export interface BootParams {
  projectId: string
  /** An EVM chain id as a number; other namespaces' references stay strings. */
  chainId: number | string
  /** The secure-site protocol version the kit expects. */
  version?: string | undefined
  enableLogger: boolean
  rpcUrl?: string | undefined
  /** The language the frame speaks: English when absent, repeated or not one the kit speaks. */
  locale: Locale
}

const projectIdSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9._-]{1,128}$/, 'invalid projectId'))

const chainIdSchema = v.union(
  [
    v.pipe(
      v.string(),
      v.regex(/^[1-9]\d{0,15}$/),
      v.transform(Number),
      v.safeInteger(),
      v.minValue(1),
    ),
    // Another namespace's chain, CAIP-2 ('solana:5eykt4…', what the kit sends) or its bare
    // reference (a Solana genesis hash); all digits is an EVM id or nothing.
    v.pipe(v.string(), v.regex(/^(?:[a-z0-9-]{3,8}:)?(?!\d+$)[A-Za-z0-9_-]{1,64}$/)),
  ],
  'invalid chainId',
)

const paramsSchema = v.object({
  projectId: projectIdSchema,
  chainId: chainIdSchema,
  version: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9.+_-]{1,64}$/, 'invalid version'))),
  enableLogger: v.optional(
    v.pipe(
      v.picklist(['true', 'false', '1', '0'], 'invalid enableLogger'),
      v.transform((value) => value === 'true' || value === '1'),
    ),
    'false',
  ),
  rpcUrl: v.optional(
    v.pipe(
      v.string(),
      v.maxLength(2048, 'invalid rpcUrl'),
      v.regex(/^https?:\/\//i, 'invalid rpcUrl'),
      v.url('invalid rpcUrl'),
    ),
  ),
})

export type ReadBootParamsReturnType =
  | { ok: true; params: BootParams }
  | { ok: false; reason: string }

/**
 * Reads and checks the iframe URL's query parameters. A missing or malformed one makes the whole
 * set unusable: the frame then shows nothing rather than guess (the caller logs `reason`). The
 * locale is the exception: only words depend on it, so anything but one supported tag is English.
 *
 * @example
 * readBootParams('?projectId=demo&chainId=31337&version=4&rpcUrl=http%3A%2F%2F127.0.0.1%3A8545&locale=ar')
 * // { ok: true, params: { projectId: 'demo', chainId: 31337, version: '4', enableLogger: false, rpcUrl: 'http://127.0.0.1:8545', locale: 'ar' } }
 */
export function readBootParams(search: string): ReadBootParamsReturnType {
  const query = new URLSearchParams(search)
  const picked: Record<string, string> = {}
  for (const key of ['projectId', 'chainId', 'version', 'enableLogger', 'rpcUrl']) {
    const values = query.getAll(key)
    // A repeated parameter is ambiguous: refuse it rather than pick one.
    if (values.length > 1) return { ok: false, reason: `${key} is given more than once` }
    // The kit writes `rpcUrl=undefined` when it has none; treat it as absent.
    const value = values[0]
    if (value !== undefined && value !== 'undefined' && value !== '') picked[key] = value
  }
  const parsed = v.safeParse(paramsSchema, picked)
  if (!parsed.success) return { ok: false, reason: v.summarize(parsed.issues) }
  const locales = query.getAll('locale')
  const locale = frameLocale(locales.length === 1 ? locales[0] : undefined)
  return { ok: true, params: { ...parsed.output, locale } }
}
