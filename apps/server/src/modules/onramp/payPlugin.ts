import type { FastifyPluginAsync, onRequestAsyncHookHandler } from 'fastify'
import { ApiError } from '../../errors/ApiError.ts'
import { BadRequestError, UpstreamError } from '../../errors/apiErrors.ts'
import { parseInput } from '../../http/parseInput.ts'
import type { ExchangeProvider } from './ExchangeProvider.ts'
import {
  exchangeStatusQuerySchema,
  exchangesQuerySchema,
  exchangeUrlBodySchema,
} from './onrampRequests.ts'
import { returnOriginOf } from './returnOriginOf.ts'

const BODY_LIMIT = 8 * 1024

export interface PayPluginOptions {
  exchanges: readonly ExchangeProvider[]
  requireProject: onRequestAsyncHookHandler
  log?: (message: string, error: unknown) => void
}

/**
 * Pay from an exchange (docs/onramp-and-pay.md; the spec names no routes), behind the project
 * guard:
 * - `GET /v1/pay/exchanges?asset&network` → `{ exchanges: [{ id, name, imageUrl? }] }`, those
 *   that can pay it
 * - `POST /v1/pay/exchange-url` → `{ url, sessionId }`, reporting back to the request's `Origin`
 * - `GET /v1/pay/exchange-status?sessionId` → `{ status, txHash? }`
 *
 * @example
 * app.register(payPlugin, { exchanges: createExchangeProviders(config.pay), requireProject })
 */
export const payPlugin: FastifyPluginAsync<PayPluginOptions> = async (app, options) => {
  const { exchanges } = options
  app.addHook('onRequest', options.requireProject)

  app.get('/v1/pay/exchanges', async (request) => {
    const query = parseInput(exchangesQuerySchema, request.query)
    const answers = await Promise.all(
      exchanges.map((exchange) =>
        exchange.supports(query).then(
          (supported) => ({ exchange, supported }),
          (error: unknown) => {
            options.log?.(`Exchange ${exchange.id} did not answer`, error)
            return undefined
          },
        ),
      ),
    )
    // Every exchange failing is the service failing; one of several is left out.
    if (exchanges.length > 0 && answers.every((answer) => answer === undefined))
      throw new UpstreamError('No exchange answered')
    return {
      exchanges: answers.flatMap((answer) =>
        answer?.supported
          ? [
              {
                id: answer.exchange.id,
                name: answer.exchange.name,
                ...(answer.exchange.imageUrl ? { imageUrl: answer.exchange.imageUrl } : {}),
              },
            ]
          : [],
      ),
    }
  })

  app.post('/v1/pay/exchange-url', { bodyLimit: BODY_LIMIT }, async (request) => {
    const body = parseInput(exchangeUrlBodySchema, request.body)
    const exchange = exchanges.find((known) => known.id === body.exchangeId)
    if (exchange === undefined)
      throw new BadRequestError(
        `exchangeId: must be one of ${exchanges.map((known) => known.id).join(', ') || '(none configured)'}`,
      )
    const returnOrigin = returnOriginOf(request)
    return exchange.createPayment({
      recipient: body.recipient,
      network: body.network,
      asset: body.asset,
      amount: body.amount,
      returnOrigin,
    })
  })

  app.get('/v1/pay/exchange-status', async (request) => {
    const { sessionId } = parseInput(exchangeStatusQuerySchema, request.query)
    for (const exchange of exchanges) {
      const status = await exchange.paymentStatus(sessionId)
      if (status !== undefined) return status
    }
    throw new ApiError(404, 'NOT_FOUND', 'No exchange knows this session')
  })
}
