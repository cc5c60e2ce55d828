import type {
  FastifyPluginAsync,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
} from 'fastify'
import type { ServerConfig } from '../../config.ts'
import { ApiError } from '../../errors/ApiError.ts'
import { boundEcho } from '../../http/boundEcho.ts'
import type { EvmChainConfig, SolanaChainConfig } from '../chainData/config.ts'
import { type ChainForwarder, createChainForwarder } from './createChainForwarder.ts'
import { createChainUpstream } from './createChainUpstream.ts'
import {
  errorAnswer,
  JSON_RPC_CODES,
  type JsonRpcErrorObject,
  parseJsonRpcItem,
} from './jsonRpc.ts'
import { parseGatewayChainId } from './parseGatewayChainId.ts'
import { createMemoryRpcCache, type RpcCache } from './rpcCache.ts'
import { DEFAULT_RPC_GATEWAY_SETTINGS, type RpcGatewaySettings } from './rpcGatewaySettings.ts'
import { isSolanaRpcMethodAllowed } from './rpcMethodPolicy.ts'

export interface RpcGatewayPluginOptions {
  /** The configured chains; the EVM ones are served. */
  chains: ServerConfig['chains']
  /** The project guard from `createProjectGuard`. */
  requireProject: onRequestAsyncHookHandler
  /** Where reusable answers are kept (default: in-process, `createMemoryRpcCache`). */
  cache?: RpcCache
  /** Defaults: `DEFAULT_RPC_GATEWAY_SETTINGS` (spec §7's figures). */
  settings?: Partial<RpcGatewaySettings>
}

const CHAIN_ID_MESSAGE =
  'chainId: must be an EVM chain id (31337) or a CAIP-2 id (eip155:31337, solana:…) of a served chain'

/**
 * The chain RPC gateway (spec §7, contract in docs/rpc-gateway.md):
 * `POST /v1/?chainId={chainId}&projectId={projectId}` with a JSON-RPC 2.0 request or batch, for
 * the configured EVM and Solana chains. `chainId` is the chain id (`31337`) or the CAIP-2 id
 * (`eip155:31337`, `solana:…`; a Solana network forwards Solana's read methods, simulation and
 * `sendTransaction`, never cached). The project guard runs as on every public route. Each chain's upstream is
 * its `rpcUrl` and `rpcFallbackUrls` behind viem's ranked `fallback` (`createChainUpstream`);
 * each call goes through `createChainForwarder` (method policy, cache, upstream). Every error is
 * JSON-RPC shaped: a refused request (no or unknown project, bad chain, bad body) with its HTTP
 * status and `id: null`, a call's own error in a 200 with its id.
 *
 * @example
 * await app.register(rpcGatewayPlugin, { chains: config.chains, requireProject })
 */
export const rpcGatewayPlugin: FastifyPluginAsync<RpcGatewayPluginOptions> = async (
  app,
  options,
) => {
  const settings = { ...DEFAULT_RPC_GATEWAY_SETTINGS, ...options.settings }
  const cache = options.cache ?? createMemoryRpcCache()
  const forwarders = new Map<string, ChainForwarder>()
  const closers: (() => void)[] = []
  for (const chain of options.chains) {
    if (chain.namespace !== 'eip155' && chain.namespace !== 'solana') continue
    const urls = upstreamUrlsOf(chain)
    const upstream = createChainUpstream(urls, settings)
    closers.push(() => upstream.close())
    forwarders.set(
      chain.caipNetworkId,
      createChainForwarder({
        caipNetworkId: chain.caipNetworkId,
        name: chain.name,
        upstream,
        upstreamUrls: urls,
        cache,
        settings,
        onFailure: (message) => app.log.warn(message),
        // Solana's own methods; nothing of it is cached (no plan matches its method names).
        ...(chain.namespace === 'solana' ? { isMethodAllowed: isSolanaRpcMethodAllowed } : {}),
      }),
    )
  }
  app.addHook('onClose', async () => {
    for (const close of closers) close()
  })

  app.addHook('onRequest', options.requireProject)
  app.setErrorHandler((error, request, reply) => refuseJsonRpcRequest(request, reply, error))

  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    const { chainId } = request.query as Record<string, unknown>
    const caipNetworkId =
      parseGatewayChainId(chainId) ??
      (typeof chainId === 'string' && SOLANA_NETWORK_ID.test(chainId) ? chainId : undefined)
    const forwarder = caipNetworkId === undefined ? undefined : forwarders.get(caipNetworkId)
    if (forwarder === undefined)
      return sendRefusal(reply, 400, {
        code: JSON_RPC_CODES.invalidParams,
        message:
          chainId === undefined
            ? CHAIN_ID_MESSAGE
            : `Unsupported chain: ${boundEcho(String(chainId), 80)} (${CHAIN_ID_MESSAGE})`,
        data: { code: 'UNSUPPORTED_CHAIN' },
      })
    const body = request.body
    reply.type('application/json; charset=utf-8')
    if (!Array.isArray(body)) return reply.send(await answerItem(forwarder, body))
    if (body.length === 0)
      return sendRefusal(reply, 400, {
        code: JSON_RPC_CODES.invalidRequest,
        message: 'Invalid Request: empty batch',
      })
    if (body.length > settings.maxBatchItems)
      return sendRefusal(reply, 400, {
        code: JSON_RPC_CODES.invalidRequest,
        message: `Invalid Request: a batch holds at most ${settings.maxBatchItems} requests`,
      })
    const answers = await Promise.all(body.map((item) => answerItem(forwarder, item)))
    return reply.send(`[${answers.join(',')}]`)
  }

  const routeOptions = { bodyLimit: settings.bodyLimitBytes }
  app.post('/v1/', routeOptions, handle)
  app.post('/v1', routeOptions, handle)
}

/** The chain's endpoints: `rpcUrl` first, then `rpcFallbackUrls` (duplicates once). */
function upstreamUrlsOf(chain: EvmChainConfig | SolanaChainConfig): string[] {
  return chain.namespace === 'eip155'
    ? [...new Set([chain.rpcUrl, ...chain.rpcFallbackUrls])]
    : [chain.rpcUrl]
}

/** A Solana network's CAIP-2 id (the genesis hash's first 32 base58 characters). */
const SOLANA_NETWORK_ID = /^solana:[1-9A-HJ-NP-Za-km-z]{32}$/

async function answerItem(forwarder: ChainForwarder, item: unknown): Promise<string> {
  const parsed = parseJsonRpcItem(item)
  if (parsed.error !== undefined) return errorAnswer(parsed.id, parsed.error)
  return forwarder.forward(parsed.call)
}

function sendRefusal(reply: FastifyReply, statusCode: number, error: JsonRpcErrorObject) {
  return reply
    .code(statusCode)
    .type('application/json; charset=utf-8')
    .header('x-content-type-options', 'nosniff')
    .send(errorAnswer(null, error))
}

/**
 * A request refused before any call ran, as a JSON-RPC error with its HTTP status: the project
 * guard's errors (`data.code` is the service's usual code, e.g. INVALID_PROJECT_ID), a body that
 * is not JSON (-32700) or too large, anything else a -32603 with the detail only in the log.
 * The JSON-RPC routes of module `smartAccounts` (bundler, paymaster) answer the same way.
 */
export function refuseJsonRpcRequest(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  if (error instanceof ApiError)
    return sendRefusal(reply, error.statusCode, {
      code: error.statusCode >= 500 ? JSON_RPC_CODES.internalError : JSON_RPC_CODES.serverError,
      message: boundEcho(error.message),
      data: { code: error.errorCode },
    })
  const statusCode =
    typeof error === 'object' &&
    error !== null &&
    'statusCode' in error &&
    typeof error.statusCode === 'number'
      ? error.statusCode
      : 500
  if (statusCode === 413)
    return sendRefusal(reply, 413, {
      code: JSON_RPC_CODES.invalidRequest,
      message: 'Invalid Request: the body is too large',
    })
  if (statusCode === 415)
    return sendRefusal(reply, 415, {
      code: JSON_RPC_CODES.invalidRequest,
      message: 'Invalid Request: the body must be JSON (Content-Type: application/json)',
    })
  if (statusCode >= 400 && statusCode < 500)
    return sendRefusal(reply, 400, { code: JSON_RPC_CODES.parseError, message: 'Parse error' })
  request.log.error({ err: error }, 'unhandled error in the RPC gateway')
  return sendRefusal(reply, 500, { code: JSON_RPC_CODES.internalError, message: 'Internal error' })
}
