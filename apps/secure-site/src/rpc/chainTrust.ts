import { NoRpcUrlError } from '../errors.ts'
import { type ChainState, toEvmChainId } from './chainState.ts'
import type { ChainTarget } from './evmClients.ts'

/**
 * Where a request to be approved reads the chain, and whether the frame can vouch for what it
 * reads there: `trusted` only for the project's own RPC gateway.
 */
export interface ApprovalTarget extends ChainTarget {
  /**
   * True: the project's own server serves the chain, and every read (token metadata, fees,
   * simulation) and the send go through its gateway. False: only the page named an RPC URL for
   * it, so what is read there is the page's word and the view says so.
   */
  trusted: boolean
}

export interface ChooseApprovalTargetParameters {
  chainId: number
  /** CAIP-2 ids the project's server reads (`fetchServerChains`). */
  serverChains: ReadonlySet<string>
  /** The gateway's URL for an EVM chain id. */
  gatewayUrl(chainId: number): string
  /** The RPC URL the page gave for the chain (boot `rpcUrl` or a request's), if any. */
  pageUrl: string | undefined
}

/**
 * The trust rule of the approve view: a chain the project's server knows is read through its
 * gateway, whatever URL the page gave; a page URL is used only for a chain the server does not
 * know, and then marked untrusted. A chain neither knows cannot be used.
 *
 * @example
 * chooseApprovalTarget({ chainId: 31337, serverChains: new Set(['eip155:31337']), gatewayUrl, pageUrl: 'http://evil.example' })
 * // { chainId: 31337, rpcUrl: gatewayUrl(31337), trusted: true }
 */
export function chooseApprovalTarget(parameters: ChooseApprovalTargetParameters): ApprovalTarget {
  const { chainId, pageUrl } = parameters
  if (parameters.serverChains.has(`eip155:${chainId}`))
    return { chainId, rpcUrl: parameters.gatewayUrl(chainId), trusted: true }
  if (pageUrl === undefined) throw new NoRpcUrlError(chainId)
  return { chainId, rpcUrl: pageUrl, trusted: false }
}

/**
 * The gateway URL of the project's server for an EVM chain (docs/rpc-gateway.md).
 *
 * @example
 * gatewayRpcUrl('http://127.0.0.1:8787', 'demo', 31337)
 * // 'http://127.0.0.1:8787/v1/?chainId=eip155%3A31337&projectId=demo'
 */
export function gatewayRpcUrl(baseUrl: string, projectId: string, chainId: number): string {
  const query = new URLSearchParams({ chainId: `eip155:${chainId}`, projectId })
  return `${baseUrl.replace(/\/+$/, '')}/v1/?${query}`
}

export interface ChainTrust {
  /** The chain a request to be approved runs on, and where to read it (`chooseApprovalTarget`). */
  approvalTarget(request?: {
    chainId?: number | string | undefined
    rpcUrl?: string | undefined
  }): Promise<ApprovalTarget>
}

export interface CreateChainTrustParameters {
  chains: ChainState
  /** The server's chain list; asked once, and again after a failure. */
  loadServerChains(): Promise<ReadonlySet<string>>
  gatewayUrl(chainId: number): string
}

/**
 * `chooseApprovalTarget` over the frame's chain state and the server's chain list (read once).
 * When the list cannot be read the request fails (`ChainListUnavailableError`): the frame never
 * falls back to the page's URL for a chain it might know.
 *
 * @example
 * const trust = createChainTrust({ chains, loadServerChains: () => fetchServerChains({ baseUrl, projectId }), gatewayUrl })
 * await trust.approvalTarget({ chainId: '0x7a69' }) // { chainId: 31337, rpcUrl: '…/v1/?chainId=eip155%3A31337…', trusted: true }
 */
export function createChainTrust(parameters: CreateChainTrustParameters): ChainTrust {
  let serverChains: Promise<ReadonlySet<string>> | undefined
  const loadOnce = (): Promise<ReadonlySet<string>> => {
    serverChains ??= parameters.loadServerChains().catch((error: unknown) => {
      serverChains = undefined
      throw error
    })
    return serverChains
  }
  return {
    async approvalTarget(request = {}) {
      const chainId = toEvmChainId(request.chainId ?? parameters.chains.chainId())
      const known = await loadOnce()
      // The page's URL is remembered for the chain either way (its safe reads go there).
      let pageUrl: string | undefined
      try {
        pageUrl = parameters.chains.resolve({ ...request, chainId }).rpcUrl
      } catch (error) {
        if (!(error instanceof NoRpcUrlError)) throw error
      }
      return chooseApprovalTarget({
        chainId,
        serverChains: known,
        gatewayUrl: parameters.gatewayUrl,
        pageUrl,
      })
    },
  }
}
