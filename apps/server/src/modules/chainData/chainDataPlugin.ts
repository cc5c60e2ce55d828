import type { Identity, TokenBalance, TransactionPage } from '@portico/core'
import { address as solanaAddress } from '@solana/kit'
import type { FastifyPluginAsync, onRequestAsyncHookHandler } from 'fastify'
import { getAddress } from 'viem'
import type { ServerConfig } from '../../config.ts'
import type { Database } from '../../db/openDatabase.ts'
import { UnsupportedChainError } from '../../errors/apiErrors.ts'
import { parseInput } from '../../http/parseInput.ts'
import type { SharedState } from '../../shared/createSharedState.ts'
import type { NameDirectory } from '../profile/nameDirectory.ts'
import { projectOf } from '../projects/createProjectGuard.ts'
import { accountParamsSchema, parseAccountAddress } from './accountAddress.ts'
import { BalanceCache } from './BalanceCache.ts'
import { addressParamsSchema, balanceQuerySchema } from './balanceRequest.ts'
import { readBitcoinBalance } from './bitcoin/readBitcoinBalance.ts'
import type { ChainReader } from './createChainReader.ts'
import { createForceUpdateGate } from './createForceUpdateGate.ts'
import { readEvmBalances } from './evm/readEvmBalances.ts'
import { historyQuerySchema } from './history/historyRequest.ts'
import { readHistoryPage } from './history/readHistoryPage.ts'
import { identityQuerySchema } from './identityRequest.ts'
import { priceBodySchema } from './priceRequest.ts'
import { createPriceTable } from './priceTable.ts'
import { readReceivedTokens } from './readReceivedTokens.ts'
import { readSolanaBalances } from './solana/readSolanaBalances.ts'

/** Largest price request: 100 CAIP-10 ids of at most 84 characters, with room to spare. */
const PRICE_BODY_LIMIT = 16 * 1024

export interface ChainDataPluginOptions {
  db: Database
  /** One reader per configured chain, by CAIP-2 id (`createChainReaders`). */
  readers: ReadonlyMap<string, ChainReader>
  chains: ServerConfig['chains']
  tokens: ServerConfig['tokens']
  identities: ServerConfig['identities']
  spamContracts: ServerConfig['spamContracts']
  /** Bounds on `forceUpdate` (per account interval, per client budget). */
  balances: ServerConfig['balances']
  /** The project guard from `createProjectGuard(db)`. */
  requireProject: onRequestAsyncHookHandler
  /** Where the balance cache and the forceUpdate bounds live (Redis when configured). */
  shared: SharedState
  /** The registered account names (module `profile`): identity answers them too. */
  names: NameDirectory
}

/**
 * Chain data (spec §7):
 * - `GET /v1/supported-chains` → `{ http: [CAIP-2 ids of every chain], ws: [] }`
 * - `GET /v1/account/:address/balance?currency=usd&chainId&forceUpdate` → `{ balances }`
 *   (EVM: native, ERC-20s; Solana: SOL, SPL mints; Bitcoin: BTC), the address checked for the
 *   chain's family, cached 30 s per (chain, address) unless `forceUpdate` is given (spec §9);
 *   a forced read goes to the chain at most once per `balances.forceUpdateIntervalMs` per
 *   account and `balances.forceUpdatesPerIpPerMinute` per client, else the cache answers;
 *   concurrent reads of one account share one upstream read
 * - `GET /v1/account/:address/history?chainId&cursor&limit` → `{ data, next }` (TransactionPage),
 *   newest first, 20 a page (`limit` up to 50), from the indexer's tables; the indexer follows
 *   EVM chains only, so a Solana or Bitcoin account gets an empty page
 * - `GET /v1/identity/:address?sender` → `{ name, avatar }` from the configured identities; when
 *   they give no name, the address's oldest registered name in the asking project's zone
 *   (module `profile`); nulls for an address without either
 * - `POST /v1/fungible/price` `{ currency, addresses }` → `{ fungibles }` from the configured
 *   USD table; unknown tokens are left out
 *
 * @example
 * app.register(chainDataPlugin, { db, readers, ...config, requireProject })
 *
 * An unsupported chain gets the 400 `UNSUPPORTED_CHAIN` answer on every per-chain route; the kit
 * only asks for chains `supported-chains` lists, so it skips them (spec §7).
 */
export const chainDataPlugin: FastifyPluginAsync<ChainDataPluginOptions> = async (app, options) => {
  const { db, readers } = options
  const spamByChain = new Map<string, Set<string>>()
  for (const { caipNetworkId, address } of options.spamContracts)
    spamByChain.set(
      caipNetworkId,
      (spamByChain.get(caipNetworkId) ?? new Set()).add(address.toLowerCase()),
    )
  const spamOf = (caipNetworkId: string) => spamByChain.get(caipNetworkId) ?? new Set<string>()
  const { shared } = options
  const cache = new BalanceCache<TokenBalance[]>({ store: shared.cache('balances') })
  const forceUpdates = createForceUpdateGate({
    intervalMs: options.balances.forceUpdateIntervalMs,
    perIpPerMinute: options.balances.forceUpdatesPerIpPerMinute,
    // Fails closed while Redis is away: a refused forced read is still answered (from the cache
    // or the chain), and the bound is what keeps forceUpdate from amplifying RPC load.
    perIp: shared.rateLimiter('balance-force-ip', {
      limit: options.balances.forceUpdatesPerIpPerMinute,
      windowMs: 60_000,
      whenUnavailable: 'refuse',
    }),
    forcedAt: shared.cache('balance-forced'),
  })
  app.addHook('onRequest', options.requireProject)

  const prices = createPriceTable(options.chains, options.tokens)
  const identities = new Map(options.identities.map((identity) => [identity.address, identity]))

  app.get('/v1/identity/:address', async (request): Promise<Identity> => {
    const { address } = parseInput(addressParamsSchema, request.params)
    parseInput(identityQuerySchema, request.query)
    const identity = identities.get(address)
    const avatar = identity?.avatar ?? null
    if (identity?.name != null) return { name: identity.name, avatar }
    const zone = projectOf(request).nameZone
    const [registered] = zone === null ? [] : await options.names.findByAddress(address, zone)
    return { name: registered?.name ?? null, avatar }
  })

  app.post('/v1/fungible/price', { bodyLimit: PRICE_BODY_LIMIT }, async (request) => {
    const { addresses } = parseInput(priceBodySchema, request.body)
    const fungibles = addresses.flatMap((address) => prices.lookup(address) ?? [])
    return { fungibles }
  })

  app.get('/v1/supported-chains', async () => ({ http: [...readers.keys()], ws: [] }))

  app.get('/v1/account/:address/balance', async (request) => {
    const params = parseInput(accountParamsSchema, request.params)
    const { chainId, forceUpdate } = parseInput(balanceQuerySchema, request.query)
    const reader = readers.get(chainId)
    if (reader === undefined) throw new UnsupportedChainError({ details: chainId })
    const address = parseAccountAddress(reader, params.address)
    // A second ask for the account in this process waits for the read under way, forced or not.
    const underWay = cache.readingNow(chainId, address)
    if (underWay !== undefined) return { balances: await underWay }
    const forced =
      forceUpdate !== undefined && (await forceUpdates.allow(`${chainId} ${address}`, request.ip))
    const balances = await cache.read(chainId, address, () => readBalancesOf(reader, address), {
      fresh: forced,
    })
    return { balances }
  })

  // `address` is already checked and normalised for the reader's family.
  async function readBalancesOf(reader: ChainReader, address: string): Promise<TokenBalance[]> {
    switch (reader.namespace) {
      case 'eip155': {
        const account = getAddress(address)
        const spam = spamOf(reader.chain.caipNetworkId)
        return readEvmBalances(reader, account, await readReceivedTokens(db, reader, spam, account))
      }
      case 'solana':
        return readSolanaBalances(reader, solanaAddress(address))
      case 'bip122':
        return readBitcoinBalance(reader, address)
    }
  }

  app.get('/v1/account/:address/history', async (request): Promise<TransactionPage> => {
    const params = parseInput(accountParamsSchema, request.params)
    const { chainId, cursor, limit } = parseInput(historyQuerySchema, request.query)
    const reader = readers.get(chainId)
    if (reader === undefined) throw new UnsupportedChainError({ details: chainId })
    const address = parseAccountAddress(reader, params.address)
    // The indexer follows EVM chains only.
    if (reader.namespace !== 'eip155') return { data: [], next: null }
    return readHistoryPage(db, {
      reader,
      spam: spamOf(chainId),
      account: getAddress(address),
      limit,
      ...(cursor === undefined ? {} : { before: cursor }),
    })
  })
}
