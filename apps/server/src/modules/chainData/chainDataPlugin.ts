import type { Identity, TokenBalance } from '@portico/core'
import type { FastifyPluginAsync, onRequestAsyncHookHandler } from 'fastify'
import type { ServerConfig } from '../../config.ts'
import { UnsupportedChainError } from '../../errors/apiErrors.ts'
import { parseInput } from '../../http/parseInput.ts'
import { BalanceCache } from './BalanceCache.ts'
import { addressParamsSchema, balanceQuerySchema } from './balanceRequest.ts'
import { type CreateChainReaderOptions, createChainReader } from './createChainReader.ts'
import { identityQuerySchema } from './identityRequest.ts'
import { priceBodySchema } from './priceRequest.ts'
import { createPriceTable } from './priceTable.ts'
import { readBalances } from './readBalances.ts'

export interface ChainDataPluginOptions {
  chains: ServerConfig['chains']
  tokens: ServerConfig['tokens']
  identities: ServerConfig['identities']
  /** The project guard from `createProjectGuard(db)`. */
  requireProject: onRequestAsyncHookHandler
  /** RPC timeout and retries; tests shorten them. */
  rpc?: CreateChainReaderOptions
}

/**
 * Chain data (spec §7):
 * - `GET /v1/supported-chains` → `{ http: [CAIP-2 ids], ws: [] }`
 * - `GET /v1/account/:address/balance?currency=usd&chainId&forceUpdate` → `{ balances }`,
 *   cached 30 s per (chain, address) unless `forceUpdate` is given (spec §9)
 * - `GET /v1/identity/:address?sender` → `{ name, avatar }` from the configured names (nulls
 *   for an address without one)
 * - `POST /v1/fungible/price` `{ currency, addresses }` → `{ fungibles }` from the configured
 *   USD table; unknown tokens are left out
 *
 * @example
 * app.register(chainDataPlugin, { chains: config.chains, tokens: config.tokens, requireProject })
 */
export const chainDataPlugin: FastifyPluginAsync<ChainDataPluginOptions> = async (app, options) => {
  const readers = new Map(
    options.chains.map((chain) => [
      chain.caipNetworkId,
      createChainReader(chain, options.tokens, options.rpc),
    ]),
  )
  const cache = new BalanceCache<TokenBalance[]>()
  app.addHook('onRequest', options.requireProject)

  const prices = createPriceTable(options.chains, options.tokens)
  const identities = new Map(options.identities.map((identity) => [identity.address, identity]))

  app.get('/v1/identity/:address', async (request): Promise<Identity> => {
    const { address } = parseInput(addressParamsSchema, request.params)
    parseInput(identityQuerySchema, request.query)
    const identity = identities.get(address)
    return { name: identity?.name ?? null, avatar: identity?.avatar ?? null }
  })

  app.post('/v1/fungible/price', async (request) => {
    const { addresses } = parseInput(priceBodySchema, request.body)
    const fungibles = addresses.flatMap((address) => prices.lookup(address) ?? [])
    return { fungibles }
  })

  app.get('/v1/supported-chains', async () => ({ http: [...readers.keys()], ws: [] }))

  app.get('/v1/account/:address/balance', async (request) => {
    const { address } = parseInput(addressParamsSchema, request.params)
    const { chainId, forceUpdate } = parseInput(balanceQuerySchema, request.query)
    const reader = readers.get(chainId)
    if (reader === undefined) throw new UnsupportedChainError({ details: chainId })
    if (forceUpdate === undefined) {
      const cached = cache.get(chainId, address)
      if (cached !== undefined) return { balances: cached }
    }
    const balances = await readBalances(reader, address)
    cache.set(chainId, address, balances)
    return { balances }
  })
}
