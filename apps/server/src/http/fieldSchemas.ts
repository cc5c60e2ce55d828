import * as v from 'valibot'

/*
 * Building blocks for request schemas. Query values arrive as strings, or as arrays when a key
 * is repeated (`?page=1&page=2`); every parameter here must be given once.
 */

const GIVEN_ONCE = 'must be given once'

/** CAIP-2 network id (`namespace:reference`, spec §5), e.g. `eip155:1`. */
export const CAIP_NETWORK_ID_PATTERN = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/

/** A wallet directory id: 64 hexadecimal characters. */
export const WALLET_ID_PATTERN = /^[0-9a-f]{64}$/i

/**
 * A text parameter of at most `maxLength` characters.
 *
 * @example
 * v.object({ search: v.optional(textParam(100)) })
 */
export function textParam(maxLength: number) {
  return v.pipe(
    v.string(GIVEN_ONCE),
    v.maxLength(maxLength, `must be at most ${maxLength} characters`),
  )
}

/**
 * A decimal integer parameter within `[min, max]`, output as a number.
 *
 * @example
 * v.object({ entries: v.optional(integerParam(1, 100), '40') })
 */
export function integerParam(min: number, max: number) {
  const message = `must be an integer from ${min} to ${max}`
  return v.pipe(
    v.string(GIVEN_ONCE),
    v.regex(/^\d{1,15}$/, message),
    v.transform(Number),
    v.minValue(min, message),
    v.maxValue(max, message),
  )
}

/**
 * A comma-separated list (`a,b,c`); blanks around items and empty items are dropped. Each item
 * must match `pattern`; items are lower-cased when `lowerCase` is set.
 *
 * @example
 * v.object({ include: v.optional(commaListParam(WALLET_ID_PATTERN, 'a 64-hex wallet id', 200)) })
 */
export function commaListParam(
  pattern: RegExp,
  itemDescription: string,
  maxItems: number,
  options: { lowerCase?: boolean } = {},
) {
  return v.pipe(
    v.string(GIVEN_ONCE),
    v.maxLength(maxItems * 80, `must list at most ${maxItems} items`),
    v.transform((value) =>
      value
        .split(',')
        .map((item) => item.trim())
        .filter((item) => item !== ''),
    ),
    v.maxLength(maxItems, `must list at most ${maxItems} items`),
    v.array(
      v.pipe(
        v.string(),
        v.regex(pattern, `must be ${itemDescription}`),
        v.transform((item) => (options.lowerCase === true ? item.toLowerCase() : item)),
      ),
    ),
  )
}

/**
 * Whether a value is an exact web origin as a browser sends it in `Origin`: `http(s)://host`
 * with an optional port, nothing else (no path, no wildcard, no trailing slash).
 *
 * @example
 * isExactOrigin('http://127.0.0.1:5180') // true
 * isExactOrigin('https://a.example/') // false
 */
export function isExactOrigin(value: string): boolean {
  if (!/^https?:\/\/[^/?#\s*@]+$/.test(value)) return false
  try {
    return new URL(value).origin === value
  } catch {
    return false
  }
}
