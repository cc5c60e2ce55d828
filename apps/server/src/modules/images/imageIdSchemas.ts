import * as v from 'valibot'
import { CAIP_NETWORK_ID_PATTERN } from '../../http/fieldSchemas.ts'
import type { ImageKind } from './loadImageLibrary.ts'

// Reown's network image ids are UUIDs; they are compared in lower case.
const IMAGE_UUID_PATTERN = /^[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}$/i
// Letters and digits first (no dot segment can start one), then also '.', '-', '_' (USDC.e).
const TOKEN_SYMBOL_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,31}$/
const CURRENCY_CODE_PATTERN = /^[A-Za-z]{3}$/

// Each pattern bounds the length, so no id reaches a lookup (or a log line) unbounded.
const idParam = (
  check: (id: string) => boolean,
  message: string,
  normalize: (id: string) => string,
) => v.object({ id: v.pipe(v.string(), v.check(check, message), v.transform(normalize)) })

/**
 * The id in each image route's path, checked and put in the form the library keys it by: an asset id is a network image UUID (lower-cased) or a CAIP-2 id (as is:
 * Solana references are case-sensitive); a token symbol and a currency code are upper-cased.
 *
 * @example
 * v.parse(imageIdSchemas.tokens, { id: 'usdc' }) // { id: 'USDC' }
 */
export const imageIdSchemas: Readonly<Record<ImageKind, ReturnType<typeof idParam>>> = {
  assets: idParam(
    (id) => IMAGE_UUID_PATTERN.test(id) || CAIP_NETWORK_ID_PATTERN.test(id),
    'must be a network image id (a UUID) or a CAIP-2 network id',
    (id) => (IMAGE_UUID_PATTERN.test(id) ? id.toLowerCase() : id),
  ),
  tokens: idParam(
    (id) => TOKEN_SYMBOL_PATTERN.test(id),
    'must be a token symbol: 1 to 32 letters, digits, dots, dashes or underscores',
    (id) => id.toUpperCase(),
  ),
  currencies: idParam(
    (id) => CURRENCY_CODE_PATTERN.test(id),
    'must be a 3-letter ISO 4217 currency code',
    (id) => id.toUpperCase(),
  ),
}
