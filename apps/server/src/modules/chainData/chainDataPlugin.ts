import type { TokenBalance } from '@portico/core'
import type { FastifyPluginAsync, onRequestAsyncHookHandler } from 'fastify'
import type { ServerConfig } from '../../config.ts'
import { UnsupportedChainError } from '../../errors/apiErrors.ts'
import { parseInput } from '../../http/parseInput.ts'
import { BalanceCache } from './BalanceCache.ts'
import { balanceParamsSchema, balanceQuerySchema } from './balanceRequest.ts'
import { type CreateChainReaderOptions, createChainReader } from './createChainReader.ts'
import { readBalances } from './readBalances.ts'

export interface ChainDataPluginOptions {
  chains: ServerConfig['chains']
  tokens: ServerConfig['tokens']
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

  app.get('/v1/supported-chains', async () => ({ http: [...readers.keys()], ws: [] }))

  app.get('/v1/account/:address/balance', async (request) => {
    const { address } = parseInput(balanceParamsSchema, request.params)
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
