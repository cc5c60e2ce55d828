import { createHash } from 'node:crypto'
import type { FastifyPluginAsync, onRequestAsyncHookHandler } from 'fastify'
import {
  type Address,
  type Chain,
  encodeFunctionData,
  erc20Abi,
  maxUint256,
  type PublicClient,
  type Transport,
} from 'viem'
import type { ServerConfig } from '../../config.ts'
import { BadRequestError } from '../../errors/apiErrors.ts'
import { QuoteMovedError, UnsupportedGasPriceNetworkError } from '../../errors/convertErrors.ts'
import { parseInput } from '../../http/parseInput.ts'
import type { SharedState } from '../../shared/createSharedState.ts'
import type { ChainReader } from '../chainData/createChainReader.ts'
import { NATIVE_TOKEN_ADDRESS } from '../chainData/priceRequest.ts'
import {
  allowanceQuerySchema,
  buildApproveQuerySchema,
  buildTransactionBodySchema,
  gasPriceQuerySchema,
  quotesQuerySchema,
  tokensQuerySchema,
} from './convertRequests.ts'
import { convertUpstreamFailure } from './convertUpstreamFailure.ts'
import { createGasPriceReader, type GasPriceReader } from './createGasPriceReader.ts'
import { createQuoteSources } from './createQuoteSources.ts'
import { estimateTransactionGas } from './estimateTransactionGas.ts'
import {
  resolveSwapPair,
  resolveSwapToken,
  type SwapContext,
  sourceOf,
} from './resolveSwapTokens.ts'
import { createSwapTokenList, type ListedSwapToken } from './swapTokens.ts'

/** How long a quote is good for: the kit asks again before then. */
export const QUOTE_TTL_MS = 15_000
/** How far ahead a built swap's deadline is (after it, the router reverts the trade). */
export const SWAP_DEADLINE_SECONDS = 20 * 60
/** A build-transaction body is a few hundred bytes. */
const BUILD_BODY_LIMIT = 4 * 1024

export interface ConvertPluginOptions {
  /** One reader per configured chain, by CAIP-2 id (`createChainReaders`). */
  readers: ReadonlyMap<string, ChainReader>
  chains: ServerConfig['chains']
  tokens: ServerConfig['tokens']
  quoteSources: ServerConfig['quoteSources']
  /** The project guard from `createProjectGuard(db)`. */
  requireProject: onRequestAsyncHookHandler
  /** Where pool reserves are cached (Redis when configured); this process's memory if absent. */
  shared?: SharedState
}

/**
 * The swap routes (spec §7, contract in docs/convert-api.md), on the chains with a configured
 * quote source; elsewhere 400 'Network not supported for Swaps' ('… for Gas Price'):
 * - `GET /v1/convert/tokens?chainId` → `{ tokens }`: native, then the configured ERC-20s the
 *   source can trade
 * - `GET /v1/convert/quotes?amount&from&to&userAddress[&gasPrice]` → `{ quotes: [one] }`, from
 *   reserves at most a second old
 * - `GET /v1/convert/allowance?tokenAddress&userAddress` → `{ allowance }` for the router
 * - `GET /v1/convert/gas-price?chainId` → `{ standard, fast, instant }`
 * - `GET /v1/convert/build-approve?userAddress&from&to&amount` → `{ tx }`: `approve(router, amount)`
 * - `POST /v1/convert/build-transaction` → `{ tx, toAmount, minimumToAmount, deadline }` from
 *   reserves read now; 409 `QUOTE_MOVED` when they give less than the accepted quote allows
 *
 * @example
 * app.register(convertPlugin, { readers, ...config, requireProject })
 */
export const convertPlugin: FastifyPluginAsync<ConvertPluginOptions> = async (app, options) => {
  const context: SwapContext = {
    sources: createQuoteSources(options.quoteSources, options.readers, options.shared),
    tokens: createSwapTokenList(options.chains, options.tokens),
  }
  const gasPrices = new Map<string, GasPriceReader>()
  for (const caipNetworkId of context.sources.keys())
    gasPrices.set(
      caipNetworkId,
      createGasPriceReader({ client: clientOf(caipNetworkId), caipNetworkId }),
    )
  const gasPriceOf = (caipNetworkId: string) => gasPrices.get(caipNetworkId) as GasPriceReader

  function clientOf(caipNetworkId: string): PublicClient<Transport, Chain> {
    const reader = options.readers.get(caipNetworkId)
    // Quote sources exist only for configured EVM chains (createQuoteSources).
    if (reader?.namespace !== 'eip155') throw new Error(`No EVM reader for ${caipNetworkId}`)
    return reader.client
  }

  app.addHook('onRequest', options.requireProject)

  app.get('/v1/convert/tokens', async (request) => {
    const { chainId } = parseInput(tokensQuerySchema, request.query)
    const source = sourceOf(context, chainId)
    const listed = context.tokens.tokensOf(chainId)
    const erc20s = listed.flatMap((token) => (token.address === 'native' ? [] : [token.address]))
    const tradable = new Set(await source.tradableTokens(erc20s))
    return {
      tokens: listed
        .filter((token) => token.address === 'native' || tradable.has(token.address))
        .map((token) => ({
          name: token.name,
          symbol: token.symbol,
          address: caip10(chainId, token),
          decimals: token.decimals,
          // The images module serves token icons by symbol; the kit resolves the path.
          logoUri: token.iconUrl ?? `/public/getTokenImage/${encodeURIComponent(token.symbol)}`,
        })),
    }
  })

  app.get('/v1/convert/quotes', async (request) => {
    const query = parseInput(quotesQuerySchema, request.query)
    const { source, from, to } = resolveSwapPair(context, query)
    const chainId = source.caipNetworkId
    const [quote, gasPrice] = await Promise.all([
      source.quote({ from, to, amount: query.amount }),
      query.gasPrice ?? gasPriceOf(chainId).read(),
    ])
    const fromAccount = caip10(chainId, from)
    const toAccount = caip10(chainId, to)
    const answer = {
      fromAccount,
      toAccount,
      fromAmount: String(query.amount),
      toAmount: String(quote.toAmount),
      priceImpact: quote.priceImpact,
      route: quote.route.map((token) => `${chainId}:${token}`),
      gas: String(quote.gas),
      gasPrice: String(gasPrice),
      fee: String(quote.gas * gasPrice),
      blockNumber: String(quote.blockNumber),
      expiresAt: Date.now() + QUOTE_TTL_MS,
    }
    return { quotes: [{ id: quoteId(answer), ...answer }] }
  })

  app.get('/v1/convert/allowance', async (request) => {
    const query = parseInput(allowanceQuerySchema, request.query)
    const { source, token } = resolveSwapToken(context, 'tokenAddress', query.tokenAddress)
    if (token.address === 'native') return { allowance: String(maxUint256) }
    const allowance = await clientOf(source.caipNetworkId)
      .readContract({
        address: token.address,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [query.userAddress, source.spender],
      })
      .catch((error: unknown) => {
        throw convertUpstreamFailure(source.caipNetworkId, error)
      })
    return { allowance: String(allowance) }
  })

  app.get('/v1/convert/gas-price', async (request) => {
    const { chainId } = parseInput(gasPriceQuerySchema, request.query)
    if (!context.sources.has(chainId))
      throw new UnsupportedGasPriceNetworkError({ details: chainId })
    const standard = await gasPriceOf(chainId).read()
    // Tiers above the node's suggestion, for a wallet that wants to be mined sooner.
    return {
      standard: String(standard),
      fast: String((standard * 125n) / 100n),
      instant: String((standard * 150n) / 100n),
    }
  })

  app.get('/v1/convert/build-approve', async (request) => {
    const query = parseInput(buildApproveQuerySchema, request.query)
    const { source, from } = resolveSwapPair(context, query)
    if (from.address === 'native')
      throw new BadRequestError('from: the native currency needs no approval')
    const chainId = source.caipNetworkId
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'approve',
      args: [source.spender, query.amount],
    })
    const transaction = { from: query.userAddress, to: from.address, data, value: 0n }
    const [gas, gasPrice] = await Promise.all([
      estimateTransactionGas(clientOf(chainId), chainId, transaction),
      gasPriceOf(chainId).read(),
    ])
    return { tx: { ...transaction, value: '0', gas: String(gas), gasPrice: String(gasPrice) } }
  })

  app.post('/v1/convert/build-transaction', { bodyLimit: BUILD_BODY_LIMIT }, async (request) => {
    const body = parseInput(buildTransactionBodySchema, request.body)
    const { source, from, to } = resolveSwapPair(context, body)
    const chainId = source.caipNetworkId
    // Read now, not from the cache: this decides what the visitor receives at least.
    const [fresh, gasPrice] = await Promise.all([
      source.quote({ from, to, amount: body.amount, fresh: true }),
      gasPriceOf(chainId).read(),
    ])
    const slippageBasisPoints = BigInt(body.eip155.slippage)
    const accepted = body.toAmount ?? fresh.toAmount
    const minimumToAmount = (accepted * (10_000n - slippageBasisPoints)) / 10_000n
    if (fresh.toAmount < minimumToAmount)
      throw new QuoteMovedError({
        details: `now ${fresh.toAmount}, at least ${minimumToAmount} accepted`,
      })
    const deadline = Math.floor(Date.now() / 1000) + SWAP_DEADLINE_SECONDS
    const call = source.buildSwap({
      from,
      to,
      amount: body.amount,
      minimumToAmount,
      recipient: body.userAddress,
      deadline: BigInt(deadline),
      route: fresh.route,
    })
    const transaction = { from: body.userAddress, ...call }
    // At least the quote's upper estimate: a pair writes its price accumulators in the first
    // block of each new second, which an estimate made in the pool's last second leaves out
    // (tens of thousands of gas; the swap then ran out in the next block).
    const estimated = body.disableEstimate
      ? undefined
      : await estimateTransactionGas(clientOf(chainId), chainId, transaction)
    const gas = estimated === undefined || estimated > fresh.gas ? estimated : fresh.gas
    return {
      tx: {
        ...transaction,
        value: String(call.value),
        ...(gas === undefined ? {} : { gas: String(gas) }),
        gasPrice: String(gasPrice),
      },
      toAmount: String(fresh.toAmount),
      minimumToAmount: String(minimumToAmount),
      deadline,
    }
  })
}

/** `eip155:<chain id>:<address>`, the native currency as `0xeeee…eeee`. */
function caip10(caipNetworkId: string, token: ListedSwapToken | { address: Address }): string {
  return `${caipNetworkId}:${token.address === 'native' ? NATIVE_TOKEN_ADDRESS : token.address}`
}

/** A quote's id: a digest of what it says, its expiry included. */
function quoteId(answer: object): string {
  return createHash('sha256').update(JSON.stringify(answer)).digest('hex').slice(0, 32)
}
