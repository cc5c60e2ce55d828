/** A Solana JSON-RPC error answer, with the node's words. */
export class SolanaRpcError extends Error {
  override name = 'SolanaRpcError'
  constructor(
    message: string,
    readonly code: number | undefined,
  ) {
    super(message)
  }
}

/** Calls one method of a Solana JSON-RPC endpoint (the project's gateway for the network). */
export type SolanaRpcCall = <T>(method: string, params: unknown[]) => Promise<T>

/**
 * A JSON-RPC caller for one URL. The frame uses it only with the project's gateway: what the
 * approve view shows and what it sends never go through the page's RPC URL.
 *
 * @example
 * const rpc = solanaRpc(gatewayUrl)
 * const { value } = await rpc<{ value: number }>('getBalance', [address])
 */
export function solanaRpc(
  url: string,
  fetchImpl: typeof globalThis.fetch = globalThis.fetch,
): SolanaRpcCall {
  let id = 0
  return async <T>(method: string, params: unknown[]) => {
    id += 1
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      credentials: 'omit',
      cache: 'no-store',
      body: JSON.stringify({ jsonrpc: '2.0', id, method, params }),
      signal: AbortSignal.timeout(30_000),
    })
    const body = (await response.json()) as {
      result?: T
      error?: { code?: number; message?: string }
    }
    if (body.error)
      throw new SolanaRpcError(String(body.error.message ?? 'RPC error'), body.error.code)
    if (!response.ok) throw new SolanaRpcError(`HTTP status code: ${response.status}`, undefined)
    return body.result as T
  }
}
