import * as v from 'valibot'
import { isHex } from 'viem'

/*
 * The ENS gateway's part of the config file: `ensGateway`. Composed with the other modules' parts
 * in src/config.ts. Without it the gateway route is off.
 */

/** secp256k1's order: a private key is a number from 1 to this minus one. */
const SECP256K1_ORDER = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n

/** A secp256k1 private key: 0x and 64 hex digits, a valid scalar. */
const signerPrivateKeySchema = v.pipe(
  v.string(),
  v.check(
    (value) =>
      isHex(value, { strict: true }) &&
      value.length === 66 &&
      BigInt(value) > 0n &&
      BigInt(value) < SECP256K1_ORDER,
    'must be a secp256k1 private key: 0x and 64 hex digits',
  ),
  v.transform((value) => value.toLowerCase() as `0x${string}`),
)

/** A DNS name of two or more lower-case labels (letters, digits, inner hyphens), e.g. 'portico.id'. */
const zoneSchema = v.pipe(
  v.string(),
  v.regex(
    /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/,
    "must be a lower-case name of two or more labels, like 'portico.id'",
  ),
  v.maxLength(253, 'must be at most 253 characters'),
  v.check((value) => !value.endsWith('.reverse'), 'must not be under reverse'),
)

/** The ENS (ERC-3668 CCIP-Read) gateway for the registered names (docs/names.md). */
const ensGatewaySchema = v.strictObject({
  /** Signs every answer; its address must be a signer of the zone's offchain resolver. */
  signerPrivateKey: signerPrivateKeySchema,
  /** How long a signed answer is valid (the resolver refuses it after). */
  ttlSeconds: v.optional(
    v.pipe(
      v.number(),
      v.integer('must be an integer'),
      v.minValue(10, 'must be from 10 to 86400'),
      v.maxValue(86_400, 'must be from 10 to 86400'),
    ),
    300,
  ),
  /**
   * The zones whose names the gateway answers: those whose ENS name points at this gateway.
   * Names in other zones get the empty answer, and reverse lookups only return names in these.
   */
  zones: v.pipe(
    v.array(zoneSchema),
    v.minLength(1, 'must list at least one zone'),
    v.maxLength(20, 'must list at most 20 zones'),
  ),
})

/**
 * The config file's keys that this module reads.
 *
 * @example
 * v.parse(v.strictObject(ensGatewayConfigEntries), {}).ensGateway // undefined: the gateway is off
 */
export const ensGatewayConfigEntries = {
  ensGateway: v.optional(ensGatewaySchema),
}

export type EnsGatewayConfig = v.InferOutput<typeof ensGatewaySchema>
