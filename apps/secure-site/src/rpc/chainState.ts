import { NoRpcUrlError, UnsupportedChainError } from '../errors.ts'

/** The network the frame works on and where to reach each chain it has been told about. */
export interface ChainState {
  chainId(): number | string
  /** APP_SWITCH_NETWORK / APP_GET_USER: the new chain, with its RPC URL when the app gave one. */
  switchTo(chainId: number | string, rpcUrl?: string): void
  /**
   * The EVM chain id and RPC URL for a request: the request's own chain and URL win, then the URL
   * last given for that chain, then the iframe URL's `rpcUrl`.
   */
  resolve(request?: { chainId?: number | string | undefined; rpcUrl?: string | undefined }): {
    chainId: number
    rpcUrl: string
  }
}

/**
 * A chain id as the frame's EVM code needs it; '0x…' and decimal strings are read, anything else
 * (a Solana reference, say) is not an EVM chain.
 *
 * @example
 * toEvmChainId('0x7a69') // 31337
 */
export function toEvmChainId(chainId: number | string): number {
  const value =
    typeof chainId === 'number'
      ? chainId
      : /^0x[0-9a-f]{1,13}$/i.test(chainId) || /^[1-9]\d{0,15}$/.test(chainId)
        ? Number(chainId)
        : Number.NaN
  if (!Number.isSafeInteger(value) || value < 1) throw new UnsupportedChainError(chainId)
  return value
}

/** One key per chain however its id was written (31337, '31337', '0x7a69'). */
function chainKey(chainId: number | string): string {
  try {
    return String(toEvmChainId(chainId))
  } catch {
    return String(chainId)
  }
}

/**
 * Keeps the current chain id and the RPC URL known for each chain.
 *
 * @example
 * const chains = createChainState({ chainId: 31337, rpcUrl: 'http://127.0.0.1:8545' })
 * chains.resolve() // { chainId: 31337, rpcUrl: 'http://127.0.0.1:8545' }
 */
export function createChainState(boot: {
  chainId: number | string
  rpcUrl: string | undefined
}): ChainState {
  let current = boot.chainId
  const rpcUrls = new Map<string, string>()
  if (boot.rpcUrl) rpcUrls.set(chainKey(boot.chainId), boot.rpcUrl)

  return {
    chainId: () => current,
    switchTo(chainId, rpcUrl) {
      current = chainId
      if (rpcUrl) rpcUrls.set(chainKey(chainId), rpcUrl)
    },
    resolve(request = {}) {
      const chainId = toEvmChainId(request.chainId ?? current)
      const rpcUrl = request.rpcUrl ?? rpcUrls.get(chainKey(chainId)) ?? boot.rpcUrl
      if (!rpcUrl) throw new NoRpcUrlError(chainId)
      if (request.rpcUrl) rpcUrls.set(chainKey(chainId), request.rpcUrl)
      return { chainId, rpcUrl }
    },
  }
}
