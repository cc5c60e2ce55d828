import * as v from 'valibot'
import { type Address, getAddress, isAddress, maxUint256 } from 'viem'
import { EIP155_NETWORK_ID_PATTERN } from '../../chains/chainNamespace.ts'
import { EVM_ADDRESS_MESSAGE } from '../chainData/accountAddress.ts'
import { chainIdParam } from '../chainData/balanceRequest.ts'
import { NATIVE_TOKEN_ADDRESS } from '../chainData/priceRequest.ts'

/*
 * Request schemas of the swap routes (docs/convert-api.md). Query values arrive as strings, or as
 * arrays when a key is repeated; each must be given once. A bad value is a 400 naming the field.
 */

const GIVEN_ONCE = 'must be given once'

/** A token as the routes take it: its chain, and `'native'` or a checksummed ERC-20 address. */
export interface TokenId {
  caipNetworkId: string
  address: Address | 'native'
}

// CAIP-10: namespace, reference, account address.
const CAIP10_PATTERN = /^([-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}):([-.%a-zA-Z0-9]{1,128})$/

/**
 * A CAIP-10 token id, `eip155:<chain id>:<address>` (the native currency:
 * `0xeeee…eeee`). Another namespace passes here and is refused as a network without swaps.
 */
const tokenIdParam = v.pipe(
  v.string(GIVEN_ONCE),
  v.regex(CAIP10_PATTERN, "must be a CAIP-10 token id like 'eip155:1:0x…'"),
  v.transform((value): { caipNetworkId: string; address: string } => {
    const cut = value.lastIndexOf(':')
    return { caipNetworkId: value.slice(0, cut), address: value.slice(cut + 1) }
  }),
  v.check(
    ({ caipNetworkId, address }) =>
      !caipNetworkId.startsWith('eip155:') ||
      (EIP155_NETWORK_ID_PATTERN.test(caipNetworkId) &&
        (address.toLowerCase() === NATIVE_TOKEN_ADDRESS || isAddress(address))),
    `must be 'eip155:<chain id>:<address>', the address ${EVM_ADDRESS_MESSAGE.replace('must be ', '')}`,
  ),
  v.transform(({ caipNetworkId, address }): TokenId => {
    if (address.toLowerCase() === NATIVE_TOKEN_ADDRESS) return { caipNetworkId, address: 'native' }
    // Another namespace's address is kept as written: its network has no swaps anyway.
    if (!caipNetworkId.startsWith('eip155:')) return { caipNetworkId, address: address as Address }
    return { caipNetworkId, address: getAddress(address) }
  }),
)

const POSITIVE_AMOUNT_MESSAGE = "must be a positive integer in the token's smallest unit"

/** A decimal integer string that fits in a uint256; `min` is 1 for amounts, 0 otherwise. */
const uintParam = (min: 0n | 1n, message: string) =>
  v.pipe(
    v.string(GIVEN_ONCE),
    v.regex(/^\d{1,78}$/, message),
    v.transform((value) => BigInt(value)),
    v.check((value) => value >= min && value <= maxUint256, message),
  )

const amountParam = uintParam(1n, POSITIVE_AMOUNT_MESSAGE)

const userAddressParam = v.pipe(
  v.string(GIVEN_ONCE),
  v.check((value) => isAddress(value), EVM_ADDRESS_MESSAGE),
  v.transform((value) => getAddress(value)),
)

/** `GET /v1/convert/tokens?chainId` (a CAIP-2 id, or a bare EVM chain id). */
export const tokensQuerySchema = v.object({ chainId: chainIdParam }, 'is required')

/** `GET /v1/convert/gas-price?chainId`. */
export const gasPriceQuerySchema = v.object({ chainId: chainIdParam }, 'is required')

/** `GET /v1/convert/quotes?amount&from&to&userAddress[&gasPrice]`. */
export const quotesQuerySchema = v.object(
  {
    amount: amountParam,
    from: tokenIdParam,
    to: tokenIdParam,
    userAddress: userAddressParam,
    gasPrice: v.optional(uintParam(0n, 'must be an integer number of wei')),
  },
  'is required',
)

/** `GET /v1/convert/allowance?tokenAddress&userAddress`. */
export const allowanceQuerySchema = v.object(
  { tokenAddress: tokenIdParam, userAddress: userAddressParam },
  'is required',
)

/** `GET /v1/convert/build-approve?userAddress&from&to&amount`. */
export const buildApproveQuerySchema = v.object(
  { userAddress: userAddressParam, from: tokenIdParam, to: tokenIdParam, amount: amountParam },
  'is required',
)

const SLIPPAGE_MESSAGE = 'must be a percentage from 0.05 to 50, with at most two decimals'

/** Slippage in percent (spec §9: default 1), as basis points: '0.5' → 50. */
const slippageField = v.pipe(
  v.union([v.string(), v.number()], SLIPPAGE_MESSAGE),
  v.transform(String),
  v.regex(/^\d{1,2}(?:\.\d{1,2})?$/, SLIPPAGE_MESSAGE),
  v.transform((value) => {
    const [whole = '0', fraction = ''] = value.split('.')
    return Number(whole) * 100 + Number(fraction.padEnd(2, '0'))
  }),
  v.minValue(5, SLIPPAGE_MESSAGE),
  v.maxValue(5000, SLIPPAGE_MESSAGE),
)

/** `POST /v1/convert/build-transaction`. */
export const buildTransactionBodySchema = v.object(
  {
    projectId: v.optional(v.string()),
    amount: amountParam,
    from: tokenIdParam,
    to: tokenIdParam,
    userAddress: userAddressParam,
    // Spec §9: slippage 1 % unless the visitor changed it.
    eip155: v.optional(v.object({ slippage: v.optional(slippageField, '1') }), { slippage: '1' }),
    disableEstimate: v.optional(v.boolean('must be true or false'), false),
    toAmount: v.optional(uintParam(0n, "must be an integer in the token's smallest unit")),
  },
  'is required',
)
