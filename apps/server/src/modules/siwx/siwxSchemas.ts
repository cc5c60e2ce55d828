import type { SiwxMessageData } from '@portico/core'
import * as v from 'valibot'
import { isAddress } from 'viem'
import { bitcoinNetworkOf } from '../../chains/bitcoinNetworks.ts'
import {
  BIP122_NETWORK_ID_PATTERN,
  type ChainNamespace,
  chainNamespaceOf,
  EIP155_NETWORK_ID_PATTERN,
  SOLANA_NETWORK_ID_PATTERN,
} from '../../chains/chainNamespace.ts'
import { isBitcoinAddress } from '../../chains/isBitcoinAddress.ts'
import { isSolanaAddress } from '../../chains/isSolanaAddress.ts'
import { SOLANA_ADDRESS_MESSAGE } from '../../chains/solanaAddressMessage.ts'
import { SECRET_TOKEN_PATTERN } from '../../crypto/secretTokens.ts'
import { textParam } from '../../http/fieldSchemas.ts'

/*
 * What the sign-in routes accept. Every bad field is a 400 BAD_REQUEST naming it (through
 * parseInput); what is well-formed but wrong (the text, the nonce, the signature) is checked
 * afterwards with its own error.
 */

const CHAIN_ID_MESSAGE =
  "must be a CAIP-2 id of an EVM, Solana or Bitcoin chain ('eip155:1', 'solana:…', 'bip122:…')"

/**
 * A CAIP-2 id of a family this server verifies signatures for: `eip155:<id>`,
 * `solana:<genesis prefix>`, or `bip122:<genesis prefix>` of a known Bitcoin network.
 *
 * @example
 * v.parse(siwxChainIdSchema, 'eip155:31337')
 */
export const siwxChainIdSchema = v.pipe(
  v.string(CHAIN_ID_MESSAGE),
  v.check(
    (value) =>
      EIP155_NETWORK_ID_PATTERN.test(value) ||
      SOLANA_NETWORK_ID_PATTERN.test(value) ||
      (BIP122_NETWORK_ID_PATTERN.test(value) && bitcoinNetworkOf(value) !== undefined),
    CHAIN_ID_MESSAGE,
  ),
)

// One line of the message: a line break would let a field forge the lines after it.
const oneLine = (maxLength: number) =>
  v.pipe(
    v.string('must be text'),
    v.minLength(1, 'must not be empty'),
    v.maxLength(maxLength, `must be at most ${maxLength} characters`),
    v.regex(/^[^\r\n]*$/, 'must be one line'),
  )
const timestamp = v.pipe(
  v.string('must be text'),
  v.isoTimestamp('must be an ISO 8601 date and time, e.g. 2026-11-22T10:00:00.000Z'),
)

// The account must be an address of the chain's family: the signature is checked against its key.
const ADDRESS_RULES: Record<
  ChainNamespace,
  { isValid: (address: string, chainId: string) => boolean; message: string }
> = {
  eip155: {
    isValid: (address) => isAddress(address),
    message: 'must be an EVM address (0x + 40 hex, valid checksum) for an eip155 chainId',
  },
  solana: {
    isValid: (address) => isSolanaAddress(address),
    message: `${SOLANA_ADDRESS_MESSAGE} for a solana chainId`,
  },
  bip122: {
    isValid: (address, chainId) => {
      const network = bitcoinNetworkOf(chainId)
      return network !== undefined && isBitcoinAddress(address, network)
    },
    message: "must be a Bitcoin address of the chainId's network",
  },
}

/**
 * The data of a sign-in message (`SiwxMessageData`, CAIP-122): fields of the right form, one
 * line each, the account an address of the chain's family. Unknown fields are dropped.
 *
 * @example
 * const data = v.parse(siwxMessageDataSchema, body.data)
 * formatSiwxMessage(data)
 */
export const siwxMessageDataSchema = v.pipe(
  v.object({
    accountAddress: oneLine(128),
    chainId: siwxChainIdSchema,
    domain: v.pipe(oneLine(255), v.regex(/^[^\s/]+$/, 'must be a host, e.g. app.example.com')),
    uri: v.pipe(oneLine(2048), v.url('must be a URL')),
    version: v.literal('1', "must be '1'"),
    nonce: v.pipe(
      v.string('must be text'),
      v.regex(/^[A-Za-z0-9]{8,64}$/, 'must be 8 to 64 letters or digits'),
    ),
    statement: v.optional(oneLine(1024)),
    issuedAt: timestamp,
    expirationTime: v.optional(timestamp),
    notBefore: v.optional(timestamp),
    requestId: v.optional(oneLine(256)),
    resources: v.optional(
      v.pipe(
        v.array(v.pipe(oneLine(2048), v.url('must be a URI'))),
        v.maxLength(32, 'must list at most 32 resources'),
      ),
    ),
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return
    const { chainId, accountAddress } = dataset.value
    const namespace = chainNamespaceOf(chainId)
    const rule = namespace === undefined ? undefined : ADDRESS_RULES[namespace]
    if (rule === undefined || rule.isValid(accountAddress, chainId)) return
    addIssue({
      message: rule.message,
      path: [
        {
          type: 'object',
          origin: 'value',
          input: dataset.value,
          key: 'accountAddress',
          value: accountAddress,
        },
      ],
    })
  }),
  // The chain id was checked above; the type now says so.
  v.transform((data): SiwxMessageData => data as SiwxMessageData),
)

/**
 * A JSON object (not an array, not null), kept as it is.
 *
 * @example
 * v.parse(jsonObjectSchema('body: must be a JSON object'), request.body)
 */
export function jsonObjectSchema(message: string) {
  return v.custom<Readonly<Record<string, unknown>>>(
    (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
    message,
  )
}

/**
 * `POST /siwx/v1/sessions`: the message data, the text signed, the signature as the wallet gave
 * it, and optionally the same sign-in as a CAIP-74 object.
 *
 * @example
 * const { data, message, signature } = parseInput(siwxSessionBodySchema, request.body)
 */
export const siwxSessionBodySchema = v.object(
  {
    data: siwxMessageDataSchema,
    message: v.pipe(v.string('must be text'), v.maxLength(8192, 'must be at most 8192 characters')),
    signature: v.pipe(
      v.string('must be text'),
      v.minLength(1, 'must not be empty'),
      v.maxLength(8192, 'must be at most 8192 characters'),
    ),
    cacao: v.optional(jsonObjectSchema('must be an object')),
  },
  'body: must be a JSON object',
)

/**
 * `GET /siwx/v1/sessions?chainId&address`: the account the page asks about.
 *
 * @example
 * const { chainId, address } = parseInput(siwxSessionsQuerySchema, request.query)
 */
export const siwxSessionsQuerySchema = v.object({
  chainId: siwxChainIdSchema,
  address: v.pipe(textParam(128), v.minLength(1, 'must not be empty')),
})

/**
 * `GET /siwx/v1/me`: the project id is optional (the token names its project); when given it
 * must be the token's.
 *
 * @example
 * const { projectId } = parseInput(siwxMeQuerySchema, request.query)
 */
export const siwxMeQuerySchema = v.object({
  projectId: v.optional(textParam(64)),
})

const bearerSchema = v.pipe(
  v.string(),
  v.regex(/^Bearer +\S+ *$/i),
  v.transform((header) => header.trim().replace(/^Bearer +/i, '')),
  v.regex(SECRET_TOKEN_PATTERN),
)

/**
 * The token of `Authorization: Bearer <token>`, or undefined when the header is missing or is
 * not a token this server could have made (the route then answers 401, not 400).
 *
 * @example
 * const token = readSiwxBearerToken(request.headers.authorization)
 */
export function readSiwxBearerToken(header: unknown): string | undefined {
  const result = v.safeParse(bearerSchema, header)
  return result.success ? result.output : undefined
}
