import * as v from 'valibot'
import type { Address, Hex } from 'viem'
import { isAddress, isHex } from 'viem'
import { InvalidParamsError } from './errors.ts'

// Request params come from the page, so every method parses them before use.

export const addressSchema = v.custom<Address>(
  (value) => typeof value === 'string' && isAddress(value, { strict: false }),
  'Expected a 20-byte hex address',
)

export const hexSchema = v.custom<Hex>(
  (value) => typeof value === 'string' && isHex(value),
  'Expected 0x-prefixed hex',
)

/** A 0x-hex quantity (`0x1`, `0x7a69`) as a bigint. */
const quantitySchema = v.pipe(
  v.string(),
  v.regex(/^0x[0-9a-fA-F]+$/, 'Expected a 0x-hex quantity'),
  v.transform((value) => BigInt(value)),
)

/** A 0x-hex chain id as a number. */
export const hexChainIdSchema = v.pipe(
  quantitySchema,
  v.check((value) => value > 0n && value <= BigInt(Number.MAX_SAFE_INTEGER), 'Invalid chain id'),
  v.transform((value) => Number(value)),
)

const httpUrlSchema = v.pipe(
  v.string(),
  v.url(),
  v.regex(/^https?:\/\//, 'Expected an http(s) URL'),
)

export const personalSignParamsSchema = v.tuple([v.string(), addressSchema])

const typedDataSchema = v.looseObject({
  types: v.record(v.string(), v.array(v.looseObject({ name: v.string(), type: v.string() }))),
  primaryType: v.string(),
  domain: v.optional(
    v.looseObject({
      name: v.optional(v.string()),
      version: v.optional(v.string()),
      chainId: v.optional(
        v.union([
          v.pipe(v.number(), v.integer(), v.minValue(0)),
          v.pipe(v.string(), v.regex(/^(0x[0-9a-fA-F]+|\d+)$/), v.toBigint()),
        ]),
      ),
      verifyingContract: v.optional(addressSchema),
      salt: v.optional(hexSchema),
    }),
    {},
  ),
  message: v.record(v.string(), v.unknown()),
})

export const signTypedDataParamsSchema = v.tuple([
  addressSchema,
  v.union([v.pipe(v.string(), v.parseJson(), typedDataSchema), typedDataSchema]),
])

export const transactionRequestSchema = v.looseObject({
  from: addressSchema,
  to: v.optional(v.nullable(addressSchema)),
  value: v.optional(quantitySchema),
  data: v.optional(hexSchema),
  input: v.optional(hexSchema),
  gas: v.optional(quantitySchema),
  gasPrice: v.optional(quantitySchema),
  maxFeePerGas: v.optional(quantitySchema),
  maxPriorityFeePerGas: v.optional(quantitySchema),
  nonce: v.optional(quantitySchema),
  chainId: v.optional(hexChainIdSchema),
})

export type TransactionRequestParams = v.InferOutput<typeof transactionRequestSchema>

export const sendTransactionParamsSchema = v.tuple([transactionRequestSchema])

export const switchChainParamsSchema = v.tuple([v.looseObject({ chainId: hexChainIdSchema })])

export const addChainParamsSchema = v.tuple([
  v.looseObject({
    chainId: hexChainIdSchema,
    chainName: v.optional(v.string()),
    rpcUrls: v.pipe(v.array(httpUrlSchema), v.minLength(1, 'Expected at least one RPC URL')),
    nativeCurrency: v.optional(
      v.looseObject({
        name: v.string(),
        symbol: v.string(),
        decimals: v.pipe(v.number(), v.integer()),
      }),
    ),
  }),
])

export const permissionsParamsSchema = v.tuple([
  v.looseObject({ eth_accounts: v.record(v.string(), v.unknown()) }),
])

/**
 * Parses a request's params, failing the request with -32602 and the schema's summary.
 *
 * @example
 * const [message, address] = parseParams(personalSignParamsSchema, args.params)
 */
export function parseParams<schema extends v.GenericSchema>(
  schema: schema,
  params: unknown,
): v.InferOutput<schema> {
  const result = v.safeParse(schema, params)
  if (!result.success) throw new InvalidParamsError({ details: v.summarize(result.issues) })
  return result.output
}
