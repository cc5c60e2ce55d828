import * as v from 'valibot'
import type { Address } from 'viem'
import type { FrameLogger } from '../frame/logger.ts'
import { evmAddressSchema } from '../rpc/rpcFields.ts'

/** One network of `GET /v1/smart-accounts`: where the project's smart accounts live. */
export interface SmartAccountNetwork {
  chainId: number
  entryPoint: Address
  entryPointVersion: '0.8'
  accountFactory: Address
  /** The project's server pays the gas here (ERC-7677 paymaster at `paymasterUrl`). */
  sponsored: boolean
}

/**
 * The frame's access to the server's smart-account services: the networks list and the URLs of
 * the bundler and paymaster routes. Everything the smart-account code reaches goes through here.
 */
export interface SmartAccountServices {
  /** The project's smart-account networks (asked once; `[]` while the server does not answer). */
  networks(): Promise<readonly SmartAccountNetwork[]>
  /** `POST /v1/bundler/:chainId` (ERC-4337 JSON-RPC, forwarded by the server). */
  bundlerUrl(chainId: number): string
  /** `POST /v1/paymaster/:chainId` (ERC-7677). */
  paymasterUrl(chainId: number): string
}

const networksSchema = v.object({
  networks: v.pipe(
    v.array(
      v.object({
        chainId: v.pipe(v.number(), v.integer(), v.minValue(1)),
        entryPoint: evmAddressSchema,
        entryPointVersion: v.literal('0.8'),
        accountFactory: evmAddressSchema,
        sponsored: v.boolean(),
      }),
    ),
    v.maxLength(1000),
  ),
})

export interface CreateSmartAccountServicesParameters {
  /** The server's base URL (the auth routes'), e.g. http://127.0.0.1:8787. */
  baseUrl: string
  projectId: string
  logger: FrameLogger
  /** Defaults to the global fetch. */
  fetch?: typeof globalThis.fetch
  /** Gives up on the networks list after this long (default 5 s). */
  timeoutMs?: number
}

const DEFAULT_TIMEOUT_MS = 5_000

/**
 * The server's smart-account routes for a project. `networks()` asks `GET /v1/smart-accounts`
 * on its first call and keeps the answer; when the server does not answer (or answers something
 * else) the frame has no smart accounts for that call, and asks again on the next.
 *
 * @example
 * const services = createSmartAccountServices({ baseUrl: 'http://127.0.0.1:8787', projectId: 'demo', logger })
 * await services.networks() // [{ chainId: 31337, entryPoint: '0x4337…', accountFactory: '0x…', sponsored: true, … }]
 * services.bundlerUrl(31337) // 'http://127.0.0.1:8787/v1/bundler/31337?projectId=demo'
 */
export function createSmartAccountServices(
  parameters: CreateSmartAccountServicesParameters,
): SmartAccountServices {
  const base = parameters.baseUrl.replace(/\/+$/, '')
  const query = `projectId=${encodeURIComponent(parameters.projectId)}`
  const fetchImpl = parameters.fetch ?? ((input, init) => globalThis.fetch(input, init))
  let networks: Promise<readonly SmartAccountNetwork[]> | undefined

  async function load(): Promise<readonly SmartAccountNetwork[]> {
    const response = await fetchImpl(`${base}/v1/smart-accounts?${query}`, {
      headers: { Accept: 'application/json' },
      credentials: 'omit',
      cache: 'no-store',
      signal: AbortSignal.timeout(parameters.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    })
    if (!response.ok) throw new Error(`HTTP status code: ${response.status}`)
    const parsed = v.safeParse(networksSchema, await response.json())
    if (!parsed.success) throw new Error(v.summarize(parsed.issues))
    return parsed.output.networks
  }

  return {
    networks() {
      networks ??= load().catch((error: unknown) => {
        parameters.logger.warn(`GET /v1/smart-accounts failed: no smart accounts for now`, error)
        networks = undefined
        return []
      })
      return networks
    },
    bundlerUrl: (chainId) => `${base}/v1/bundler/${chainId}?${query}`,
    paymasterUrl: (chainId) => `${base}/v1/paymaster/${chainId}?${query}`,
  }
}
