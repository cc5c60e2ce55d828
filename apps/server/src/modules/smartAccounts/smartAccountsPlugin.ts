import type {
  FastifyPluginAsync,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
} from 'fastify'
import { type Address, type Hex, type LocalAccount, numberToHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { ServerConfig } from '../../config.ts'
import type { Database } from '../../db/openDatabase.ts'
import { ConfigError } from '../../errors/ConfigError.ts'
import type { ChainReader } from '../chainData/createChainReader.ts'
import { projectOf } from '../projects/createProjectGuard.ts'
import type { Project } from '../projects/findProject.ts'
import {
  errorAnswer,
  JSON_RPC_CODES,
  type JsonRpcCall,
  type JsonRpcErrorObject,
  parseJsonRpcItem,
  resultAnswer,
} from '../rpcGateway/jsonRpc.ts'
import { parseGatewayChainId } from '../rpcGateway/parseGatewayChainId.ts'
import { refuseJsonRpcRequest } from '../rpcGateway/rpcGatewayPlugin.ts'
import { RPC_METHOD_NOT_ALLOWED } from '../rpcGateway/rpcMethodPolicy.ts'
import { ENTRY_POINT_METHODS, isBundlerMethodAllowed } from './bundlerMethodPolicy.ts'
import type { AccountAbstractionConfig } from './config.ts'
import { isFactoryAccount } from './isFactoryAccount.ts'
import {
  completeUserOperation,
  JsonRpcRefusal,
  parsePaymasterRequest,
} from './parsePaymasterRequest.ts'
import { STUB_PAYMASTER_DATA, signPaymasterData } from './paymasterData.ts'
import { reserveGasSponsorship, userOperationMaxCostWei } from './reserveGasSponsorship.ts'
import {
  BUNDLER_UNAVAILABLE,
  GAS_SPONSORSHIP_FOREIGN_ACCOUNT,
  GAS_SPONSORSHIP_LIMIT_REACHED,
  GAS_SPONSORSHIP_OFF,
  GAS_SPONSORSHIP_UNAVAILABLE,
  SMART_ACCOUNTS_UNAVAILABLE,
} from './smartAccountsMessages.ts'

export interface SmartAccountsPluginOptions {
  db: Database
  /** The configured chains; the EVM ones with an `accountAbstraction` block are served. */
  chains: ServerConfig['chains']
  /** The verifying paymaster's signer key (a secret: never logged, never answered). */
  paymasterSignerKey?: Hex | undefined
  /** The configured chains' readers (`createChainReaders`): who an operation's sender is. */
  readers: ReadonlyMap<string, ChainReader>
  /** The project guard from `createProjectGuard`. */
  requireProject: onRequestAsyncHookHandler
  /** The clock (Unix milliseconds); the system clock by default. */
  now?: () => number
  /** How long a bundler call may take (default 30 s). */
  bundlerTimeoutMs?: number
}

/** One network of `GET /v1/smart-accounts`. */
export interface SmartAccountNetwork {
  chainId: number
  entryPoint: Address
  entryPointVersion: '0.8'
  accountFactory: Address
  /** The project sponsors gas here (`/v1/paymaster/:chainId`). */
  sponsored: boolean
}

/** The paymaster's own gas limits the stub answers (the verifying paymaster has no postOp). */
export const PAYMASTER_VERIFICATION_GAS_LIMIT = 100_000n
export const PAYMASTER_POST_OP_GAS_LIMIT = 0n
/** How long a paymaster signature is good for. */
export const PAYMASTER_SIGNATURE_VALIDITY_S = 600
/** Body limit of the JSON-RPC routes (a user operation with a deployment and a batch). */
const RPC_BODY_LIMIT = 512 * 1024
const MAX_BATCH_ITEMS = 20

interface AccountAbstractionChain extends AccountAbstractionConfig {
  chainId: number
  caipNetworkId: string
}

/**
 * Smart accounts (ERC-4337, EntryPoint v0.8; issue #33), for the project's
 * `smartAccountNetworks` whose chain has an `accountAbstraction` block:
 * - `GET /v1/smart-accounts` → `{ networks: SmartAccountNetwork[] }`
 * - `POST /v1/bundler/:chainId` — JSON-RPC (one call or a batch) forwarded to the chain's
 *   bundler, for the methods of `ALLOWED_BUNDLER_METHODS` (else -32601 'RPC method not
 *   allowed'); `eth_sendUserOperation` / `eth_estimateUserOperationGas` only for the chain's
 *   EntryPoint
 * - `POST /v1/paymaster/:chainId` — ERC-7677 `pm_getPaymasterStubData` and `pm_getPaymasterData`
 *   for the chain's PorticoVerifyingPaymaster, signed with `paymasterSignerKey`; each signature
 *   reserves the operation's worst-case cost against the project's `gasSponsorshipLimitWei`
 *   (`reserveGasSponsorship`).
 *
 * `:chainId` is the EVM chain id (`31337`) or the CAIP-2 id. A chain that is not the project's is
 * refused with 'Smart accounts are not available on this network', a call's refusal is a
 * JSON-RPC error object (code -32000 unless it is a JSON-RPC code) in a 200; the project guard's
 * refusals are JSON-RPC shaped with their HTTP status, as the RPC gateway's. A chain with a
 * `paymaster` and no signer key is a `ConfigError` at start.
 *
 * @example
 * await app.register(smartAccountsPlugin, { db, chains: config.chains, paymasterSignerKey: config.paymasterSignerKey, requireProject })
 */
export const smartAccountsPlugin: FastifyPluginAsync<SmartAccountsPluginOptions> = async (
  app,
  options,
) => {
  const { db, now = () => Date.now(), bundlerTimeoutMs = 30_000 } = options
  const chains = new Map<string, AccountAbstractionChain>()
  for (const chain of options.chains) {
    if (chain.namespace !== 'eip155' || chain.accountAbstraction === undefined) continue
    const chainId = Number(chain.caipNetworkId.slice('eip155:'.length))
    chains.set(chain.caipNetworkId, {
      ...chain.accountAbstraction,
      chainId,
      caipNetworkId: chain.caipNetworkId,
    })
    if (
      chain.accountAbstraction.paymaster !== undefined &&
      options.paymasterSignerKey === undefined
    )
      throw new ConfigError(
        `chains (${chain.caipNetworkId}): accountAbstraction.paymaster needs paymasterSignerKey (or PORTICO_PAYMASTER_SIGNER_KEY)`,
      )
  }
  // Made once; the key itself is kept nowhere else.
  const signer: LocalAccount | undefined =
    options.paymasterSignerKey === undefined
      ? undefined
      : privateKeyToAccount(options.paymasterSignerKey)

  const networksOf = (project: Project): SmartAccountNetwork[] =>
    project.smartAccountNetworks.flatMap((id) => {
      const chain = chains.get(id)
      if (chain === undefined) return []
      return [
        {
          chainId: chain.chainId,
          entryPoint: chain.entryPoint,
          entryPointVersion: chain.entryPointVersion,
          accountFactory: chain.accountFactory,
          sponsored: project.gasSponsorshipLimitWei !== null && chain.paymaster !== undefined,
        },
      ]
    })

  /** The route's chain when the project has smart accounts on it. */
  const enabledChainOf = (request: FastifyRequest): AccountAbstractionChain | undefined => {
    const { chainId } = request.params as { chainId?: string }
    const caipNetworkId = parseGatewayChainId(chainId)
    if (caipNetworkId === undefined) return undefined
    if (!projectOf(request).smartAccountNetworks.includes(caipNetworkId)) return undefined
    return chains.get(caipNetworkId)
  }

  app.addHook('onRequest', options.requireProject)

  app.get(
    '/v1/smart-accounts',
    async (request): Promise<{ networks: SmartAccountNetwork[] }> => ({
      networks: networksOf(projectOf(request)),
    }),
  )

  const forwardToBundler = async (
    chain: AccountAbstractionChain,
    call: JsonRpcCall,
  ): Promise<string> => {
    if (!isBundlerMethodAllowed(call.method))
      return errorAnswer(call.id, {
        code: JSON_RPC_CODES.methodNotFound,
        message: RPC_METHOD_NOT_ALLOWED,
      })
    if (ENTRY_POINT_METHODS.has(call.method)) {
      const entryPoint = Array.isArray(call.params) ? call.params[1] : undefined
      if (
        typeof entryPoint !== 'string' ||
        entryPoint.toLowerCase() !== chain.entryPoint.toLowerCase()
      )
        return errorAnswer(call.id, {
          code: JSON_RPC_CODES.invalidParams,
          message: `Invalid params: this network's EntryPoint is ${chain.entryPoint} (v${chain.entryPointVersion})`,
        })
    }
    let answer: unknown
    try {
      const response = await fetch(chain.bundlerUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: call.method,
          ...(call.params === undefined ? {} : { params: call.params }),
        }),
        signal: AbortSignal.timeout(bundlerTimeoutMs),
      })
      answer = await response.json()
    } catch (error) {
      app.log.warn({ err: error }, `bundler of ${chain.caipNetworkId}: ${call.method} failed`)
      return errorAnswer(call.id, {
        code: JSON_RPC_CODES.resourceUnavailable,
        message: BUNDLER_UNAVAILABLE,
      })
    }
    const { result, error } = (typeof answer === 'object' && answer !== null ? answer : {}) as {
      result?: unknown
      error?: unknown
    }
    if (isErrorObject(error)) return errorAnswer(call.id, error)
    if (result === undefined) {
      app.log.warn(`bundler of ${chain.caipNetworkId}: ${call.method} answered no result`)
      return errorAnswer(call.id, {
        code: JSON_RPC_CODES.resourceUnavailable,
        message: BUNDLER_UNAVAILABLE,
      })
    }
    return resultAnswer(call.id, JSON.stringify(result))
  }

  const answerPaymaster = async (
    project: Project,
    chain: AccountAbstractionChain,
    call: JsonRpcCall,
  ): Promise<unknown> => {
    if (call.method !== 'pm_getPaymasterStubData' && call.method !== 'pm_getPaymasterData')
      throw new JsonRpcRefusal(JSON_RPC_CODES.methodNotFound, RPC_METHOD_NOT_ALLOWED)
    if (project.gasSponsorshipLimitWei === null)
      throw new JsonRpcRefusal(JSON_RPC_CODES.serverError, GAS_SPONSORSHIP_OFF)
    const paymaster = chain.paymaster
    if (paymaster === undefined || signer === undefined)
      throw new JsonRpcRefusal(JSON_RPC_CODES.serverError, GAS_SPONSORSHIP_UNAVAILABLE)
    const request = parsePaymasterRequest(call.params)
    if (request.entryPoint.toLowerCase() !== chain.entryPoint.toLowerCase())
      throw new JsonRpcRefusal(
        JSON_RPC_CODES.serverError,
        `Unsupported EntryPoint ${request.entryPoint}: this network's is ${chain.entryPoint} (v${chain.entryPointVersion})`,
      )
    if (request.chainId !== BigInt(chain.chainId))
      throw new JsonRpcRefusal(
        JSON_RPC_CODES.serverError,
        `Wrong chainId ${numberToHex(request.chainId)}: this route is for chain ${chain.chainId} (${numberToHex(chain.chainId)})`,
      )
    // Anyone may know a project id: the project pays only for its wallet's accounts.
    const reader = options.readers.get(chain.caipNetworkId)
    if (
      reader?.namespace !== 'eip155' ||
      !(await isFactoryAccount(reader.client, request.userOperation, chain.accountFactory))
    )
      throw new JsonRpcRefusal(JSON_RPC_CODES.serverError, GAS_SPONSORSHIP_FOREIGN_ACCOUNT)
    const gasLimits = {
      paymasterVerificationGasLimit: PAYMASTER_VERIFICATION_GAS_LIMIT,
      paymasterPostOpGasLimit: PAYMASTER_POST_OP_GAS_LIMIT,
    }
    if (call.method === 'pm_getPaymasterStubData')
      return {
        paymaster,
        paymasterData: STUB_PAYMASTER_DATA,
        paymasterVerificationGasLimit: numberToHex(gasLimits.paymasterVerificationGasLimit),
        paymasterPostOpGasLimit: numberToHex(gasLimits.paymasterPostOpGasLimit),
        sponsor: { name: project.name || 'Portico' },
        isFinal: false,
      }
    const userOperation = completeUserOperation(request.userOperation, gasLimits)
    const time = now()
    const reserved = await reserveGasSponsorship(db, {
      projectId: project.id,
      limitWei: BigInt(project.gasSponsorshipLimitWei),
      chainId: chain.chainId,
      sender: userOperation.sender,
      nonce: userOperation.nonce,
      maxCostWei: userOperationMaxCostWei(userOperation),
      now: time,
    })
    if (!reserved)
      throw new JsonRpcRefusal(JSON_RPC_CODES.serverError, GAS_SPONSORSHIP_LIMIT_REACHED)
    const paymasterData = await signPaymasterData(signer, userOperation, {
      chainId: chain.chainId,
      paymaster,
      validUntil: Math.floor(time / 1000) + PAYMASTER_SIGNATURE_VALIDITY_S,
      validAfter: 0,
    })
    return { paymaster, paymasterData }
  }

  const handle =
    (
      answer: (
        project: Project,
        chain: AccountAbstractionChain,
        call: JsonRpcCall,
      ) => Promise<string>,
    ) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const project = projectOf(request)
      const chain = enabledChainOf(request)
      const answerItem = async (item: unknown): Promise<string> => {
        const parsed = parseJsonRpcItem(item)
        if (parsed.error !== undefined) return errorAnswer(parsed.id, parsed.error)
        if (chain === undefined)
          return errorAnswer(parsed.call.id, {
            code: JSON_RPC_CODES.serverError,
            message: SMART_ACCOUNTS_UNAVAILABLE,
          })
        return answer(project, chain, parsed.call)
      }
      reply.type('application/json; charset=utf-8')
      const body = request.body
      if (!Array.isArray(body)) return reply.send(await answerItem(body))
      if (body.length === 0 || body.length > MAX_BATCH_ITEMS)
        return reply.code(400).send(
          errorAnswer(null, {
            code: JSON_RPC_CODES.invalidRequest,
            message: `Invalid Request: a batch holds 1 to ${MAX_BATCH_ITEMS} requests`,
          }),
        )
      const answers = await Promise.all(body.map(answerItem))
      return reply.send(`[${answers.join(',')}]`)
    }

  await app.register(async (rpc) => {
    rpc.setErrorHandler((error, request, reply) => refuseJsonRpcRequest(request, reply, error))
    const routeOptions = { bodyLimit: RPC_BODY_LIMIT }
    rpc.post(
      '/v1/bundler/:chainId',
      routeOptions,
      handle((_project, chain, call) => forwardToBundler(chain, call)),
    )
    rpc.post(
      '/v1/paymaster/:chainId',
      routeOptions,
      handle(async (project, chain, call) => {
        try {
          return resultAnswer(call.id, JSON.stringify(await answerPaymaster(project, chain, call)))
        } catch (error) {
          if (error instanceof JsonRpcRefusal)
            return errorAnswer(call.id, { code: error.code, message: error.message })
          throw error
        }
      }),
    )
  })
}

function isErrorObject(value: unknown): value is JsonRpcErrorObject {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { code?: unknown }).code === 'number' &&
    typeof (value as { message?: unknown }).message === 'string'
  )
}
