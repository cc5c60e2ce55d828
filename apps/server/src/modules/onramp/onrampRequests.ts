import * as v from 'valibot'
import { isAddress } from 'viem'
import { isSolanaAddress } from '../../chains/isSolanaAddress.ts'
import { SOLANA_ADDRESS_MESSAGE } from '../../chains/solanaAddressMessage.ts'
import { CAIP_NETWORK_ID_PATTERN } from '../../http/fieldSchemas.ts'

/*
 * Request schemas of the on-ramp and pay routes (docs/onramp-and-pay.md). A bad value is a 400
 * naming the field. Amounts are decimal strings; networks CAIP-2.
 */

const GIVEN_ONCE = 'must be given once'

const network = v.pipe(
  v.string('must be a CAIP-2 network id like eip155:1'),
  v.regex(CAIP_NETWORK_ID_PATTERN, 'must be a CAIP-2 network id like eip155:1'),
)
const currencyCode = v.pipe(
  v.string('must be a currency code like USD'),
  v.regex(/^[A-Z]{3}$/, 'must be a currency code like USD'),
)
const purchaseCurrency = v.pipe(
  v.string('must be a purchase currency id like USDC'),
  v.regex(/^[A-Za-z0-9._-]{1,20}$/, 'must be a purchase currency id like USDC'),
)
const paymentMethod = v.pipe(
  v.string('must be a payment method id like card'),
  v.regex(/^[a-z_]{1,40}$/, 'must be a payment method id like card'),
)
const providerId = v.pipe(
  v.string('must be a provider id'),
  v.regex(/^[a-z0-9-]{1,40}$/, 'must be a provider id'),
)
/** Fiat: at most 2 decimal places. */
const fiatAmount = v.pipe(
  v.string("must be a decimal string like '100.00'"),
  v.regex(/^\d{1,9}(?:\.\d{1,2})?$/, "must be a decimal string like '100.00'"),
)
/** Token amounts: whole units with up to 36 decimal places. */
const tokenAmount = v.pipe(
  v.string("must be a decimal string like '12.5'"),
  v.regex(/^\d{1,30}(?:\.\d{1,36})?$/, "must be a decimal string like '12.5'"),
  v.check((value) => /[1-9]/.test(value), 'must be more than 0'),
)
const evmAddress = v.pipe(
  v.string('must be an EVM address'),
  v.check((value) => isAddress(value), 'must be an EVM address (0x + 40 hex, valid checksum)'),
)

/** `GET /v1/onramp/options[?provider]`. */
export const optionsQuerySchema = v.object({
  provider: v.optional(v.pipe(v.string(GIVEN_ONCE), providerId)),
})

/** `POST /v1/onramp/quote`. */
export const quoteBodySchema = v.object(
  {
    purchaseCurrency,
    paymentCurrency: currencyCode,
    amount: fiatAmount,
    network,
    paymentMethod: v.optional(paymentMethod, 'card'),
    provider: v.optional(providerId),
  },
  'is required',
)

const destinationWallet = v.object(
  {
    address: v.pipe(v.string('must be an address'), v.minLength(1), v.maxLength(128)),
    blockchains: v.pipe(
      v.array(network, 'must be a list of CAIP-2 network ids'),
      v.minLength(1, 'must list a network'),
      v.maxLength(20, 'must list at most 20 networks'),
    ),
    assets: v.pipe(
      v.array(purchaseCurrency, 'must be a list of purchase currency ids'),
      v.minLength(1, 'must list an asset'),
      v.maxLength(20, 'must list at most 20 assets'),
    ),
  },
  'is required',
)

/** `POST /v1/generators/onrampurl`. */
export const onrampUrlBodySchema = v.pipe(
  v.object(
    {
      destinationWallets: v.pipe(
        v.array(destinationWallet, 'must be a list'),
        v.minLength(1, 'must list one wallet'),
        v.maxLength(1, 'must list one wallet'),
      ),
      defaultNetwork: v.optional(network),
      partnerUserId: v.optional(
        v.pipe(v.string(), v.maxLength(128, 'must be at most 128 characters')),
      ),
      defaultExperience: v.optional(v.literal('buy', "must be 'buy'")),
      presetCryptoAmount: v.optional(tokenAmount),
      presetFiatAmount: v.optional(fiatAmount),
      quoteId: v.optional(v.pipe(v.string(), v.regex(/^[\w-]{1,100}$/, 'must be a quote id'))),
      paymentCurrency: v.optional(currencyCode),
      paymentMethod: v.optional(paymentMethod),
      provider: v.optional(providerId),
    },
    'is required',
  ),
  v.forward(
    v.check(
      (body) =>
        body.defaultNetwork === undefined ||
        body.destinationWallets[0]?.blockchains.includes(body.defaultNetwork) === true,
      'must be one of destinationWallets[0].blockchains',
    ),
    ['defaultNetwork'],
  ),
  v.forward(
    v.check(
      (body) =>
        body.quoteId !== undefined ||
        body.presetFiatAmount !== undefined ||
        body.presetCryptoAmount !== undefined,
      'is required unless quoteId or presetCryptoAmount is given',
    ),
    ['presetFiatAmount'],
  ),
  v.forward(
    v.check((body) => {
      const wallet = body.destinationWallets[0]
      const on = body.defaultNetwork ?? wallet?.blockchains[0] ?? ''
      return !on.startsWith('eip155:') || isAddress(wallet?.address ?? '')
    }, 'must be an EVM address (0x + 40 hex, valid checksum) on an eip155 network'),
    ['destinationWallets', 0, 'address'],
  ),
  v.forward(
    v.check((body) => {
      const wallet = body.destinationWallets[0]
      const on = body.defaultNetwork ?? wallet?.blockchains[0] ?? ''
      return !on.startsWith('solana:') || isSolanaAddress(wallet?.address ?? '')
    }, `${SOLANA_ADDRESS_MESSAGE} on a solana network`),
    ['destinationWallets', 0, 'address'],
  ),
)

/** `GET /v1/pay/exchanges?asset&network`. */
export const exchangesQuerySchema = v.object(
  {
    asset: v.pipe(
      v.string(GIVEN_ONCE),
      v.check(
        (value) => value === 'native' || isAddress(value),
        "must be a token contract address or 'native'",
      ),
    ),
    network: v.pipe(v.string(GIVEN_ONCE), network),
  },
  'is required',
)

/** `POST /v1/pay/exchange-url`. */
export const exchangeUrlBodySchema = v.object(
  {
    exchangeId: providerId,
    network,
    asset: v.pipe(
      v.string("must be a token contract address or 'native'"),
      v.check(
        (value) => value === 'native' || isAddress(value),
        "must be a token contract address or 'native'",
      ),
    ),
    amount: tokenAmount,
    recipient: evmAddress,
  },
  'is required',
)

/** `GET /v1/pay/exchange-status?sessionId`. */
export const exchangeStatusQuerySchema = v.object(
  {
    sessionId: v.pipe(v.string(GIVEN_ONCE), v.regex(/^[\w-]{1,100}$/, 'must be a session id')),
  },
  'is required',
)
