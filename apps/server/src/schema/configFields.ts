import * as v from 'valibot'
import { getAddress, isAddress } from 'viem'
import { EIP155_NETWORK_ID_PATTERN } from '../chains/chainNamespace.ts'
import { isHttpsOrLoopbackUrl } from '../http/isHttpsOrLoopbackUrl.ts'

/*
 * Field schemas that more than one module's part of the config file uses, so that the same
 * kind of field is checked, and refused with the same message, wherever it appears.
 */

/** Text, trimmed, of 1 to `maxLength` characters. */
export const nonEmptyText = (maxLength: number) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, 'must not be empty'),
    v.maxLength(maxLength, `must be at most ${maxLength} characters`),
  )

/** An http(s) URL. */
export const httpUrl = v.pipe(
  v.string(),
  v.regex(/^https?:\/\/\S+$/, 'must be an http(s) URL'),
  v.url(),
)

/** An https URL, or http on this machine only (a local stand-in for a hosted service). */
export const httpsOrLoopbackUrl = v.pipe(
  httpUrl,
  v.check(isHttpsOrLoopbackUrl, 'must be https (http only for 127.0.0.1, localhost or [::1])'),
)

/** A price in USD: a number, or a decimal string ('150') as the issue #6 contract writes prices. */
export const usdPrice = v.pipe(
  v.union(
    [v.number(), v.pipe(v.string(), v.regex(/^\d{1,15}(?:\.\d{1,18})?$/), v.transform(Number))],
    'must be a number or a decimal string',
  ),
  v.finite('must be a finite number'),
  v.minValue(0, 'must not be negative'),
)

/** A token's decimals. */
export const decimals = v.pipe(
  v.number(),
  v.integer('must be an integer'),
  v.minValue(0, 'must be from 0 to 36'),
  v.maxValue(36, 'must be from 0 to 36'),
)

/** An integer from 1 to `max`. */
export const positiveInteger = (max: number) =>
  v.pipe(
    v.number(),
    v.integer('must be an integer'),
    v.minValue(1, `must be from 1 to ${max}`),
    v.maxValue(max, `must be from 1 to ${max}`),
  )

/** A whole number of milliseconds from `min` to `max`. */
export const durationMs = (min: number, max: number) =>
  v.pipe(
    v.number(),
    v.integer('must be an integer'),
    v.minValue(min, `must be from ${min} to ${max}`),
    v.maxValue(max, `must be from ${min} to ${max}`),
  )

/** The CAIP-2 id of an EVM chain. */
export const eip155NetworkId = v.pipe(
  v.string(),
  v.regex(EIP155_NETWORK_ID_PATTERN, "must be an EVM CAIP-2 id like 'eip155:31337'"),
)

/** An EVM address, output checksummed. */
export const evmAddress = v.pipe(
  v.string(),
  v.check((value) => isAddress(value), 'must be an EVM address (0x + 40 hex, valid checksum)'),
  v.transform((value) => getAddress(value)),
)
