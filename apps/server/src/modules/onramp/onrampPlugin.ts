import type { FastifyPluginAsync, onRequestAsyncHookHandler } from 'fastify'
import { BadRequestError, UpstreamError } from '../../errors/apiErrors.ts'
import { parseInput } from '../../http/parseInput.ts'
import type { OnrampProvider } from './OnrampProvider.ts'
import { onrampUrlBodySchema, optionsQuerySchema, quoteBodySchema } from './onrampRequests.ts'
import { returnOriginOf } from './returnOriginOf.ts'

/** The bodies are a few hundred bytes. */
const BODY_LIMIT = 8 * 1024

export interface OnrampPluginOptions {
  /** The configured providers; the first is the default. */
  providers: readonly OnrampProvider[]
  /** The project guard from `createProjectGuard(db)`. */
  requireProject: onRequestAsyncHookHandler
  log?: (message: string, error: unknown) => void
}

/**
 * The on-ramp routes of spec §7 (contract: docs/onramp-and-pay.md), behind the project guard:
 * - `GET /v1/onramp/options[?provider]` → `{ providers, paymentCurrencies, purchaseCurrencies }`
 * - `POST /v1/onramp/quote` → `{ quoteId, networkFee, paymentSubtotal, paymentTotal, purchaseAmount, providerFee? }`;
 *   outside the payment method's limits, a 400 saying the limit
 * - `POST /v1/generators/onrampurl` → `{ url, sessionId }`, the checkout reporting back to the
 *   request's `Origin`
 * A provider that cannot be reached (or none configured) is a 502: the kit shows its sample data.
 *
 * @example
 * app.register(onrampPlugin, { providers: createOnrampProviders(config.onramp), requireProject })
 */
export const onrampPlugin: FastifyPluginAsync<OnrampPluginOptions> = async (app, options) => {
  const { providers } = options

  function providerOf(id: string | undefined): OnrampProvider {
    if (id === undefined) {
      const [first] = providers
      if (first === undefined)
        throw new UpstreamError('No on-ramp provider is configured on this server')
      return first
    }
    const provider = providers.find((known) => known.id === id)
    if (provider === undefined)
      throw new BadRequestError(
        `provider: must be one of ${providers.map((known) => known.id).join(', ') || '(none configured)'}`,
      )
    return provider
  }

  app.addHook('onRequest', options.requireProject)

  app.get('/v1/onramp/options', async (request) => {
    const query = parseInput(optionsQuerySchema, request.query)
    const selected = providerOf(query.provider)
    // The selected provider's currencies; the list names every provider that answers.
    const answers = await Promise.all(
      providers.map((provider) =>
        provider.options().then(
          (options) => ({ provider, options }),
          (error: unknown) => {
            if (provider === selected) throw error
            options.log?.(`On-ramp provider ${provider.id} did not answer its options`, error)
            return undefined
          },
        ),
      ),
    )
    const listed = answers.filter((answer) => answer !== undefined)
    const own = listed.find((answer) => answer.provider === selected)
    if (own === undefined) throw new UpstreamError('The on-ramp provider did not answer')
    return {
      providers: listed.map(({ provider, options }) => ({
        id: provider.id,
        name: provider.name,
        feeRange: options.feeRange,
        chains: options.chains,
      })),
      paymentCurrencies: own.options.paymentCurrencies,
      purchaseCurrencies: own.options.purchaseCurrencies,
    }
  })

  app.post('/v1/onramp/quote', { bodyLimit: BODY_LIMIT }, async (request) => {
    const body = parseInput(quoteBodySchema, request.body)
    return providerOf(body.provider).quote(body)
  })

  app.post('/v1/generators/onrampurl', { bodyLimit: BODY_LIMIT }, async (request) => {
    const body = parseInput(onrampUrlBodySchema, request.body)
    const provider = providerOf(body.provider)
    const returnOrigin = returnOriginOf(request)
    // The schema allows exactly one wallet, with at least one network and one asset.
    const wallet = body.destinationWallets[0] as (typeof body.destinationWallets)[number]
    const checkout = await provider.createCheckout({
      destinationAddress: wallet.address,
      network: body.defaultNetwork ?? (wallet.blockchains[0] as string),
      purchaseCurrency: wallet.assets[0] as string,
      returnOrigin,
      ...(body.quoteId === undefined
        ? {
            presetFiatAmount: body.presetFiatAmount,
            presetCryptoAmount: body.presetCryptoAmount,
            paymentCurrency: body.paymentCurrency ?? 'USD',
            paymentMethod: body.paymentMethod ?? 'card',
          }
        : { quoteId: body.quoteId }),
      ...(body.partnerUserId === undefined ? {} : { partnerUserId: body.partnerUserId }),
    })
    return { url: checkout.url, sessionId: checkout.sessionId }
  })
}
