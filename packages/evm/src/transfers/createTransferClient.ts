import type { Network } from '@portico/core'
import {
  type Client,
  createClient,
  MethodNotFoundRpcError,
  MethodNotSupportedRpcError,
  type Transport,
} from 'viem'
import { createEvmChainTransport } from '../rpc/createEvmChainTransport.ts'
import { type EvmRpcGateway, evmChainRpcUrls } from '../rpc/evmRpcGateway.ts'

/** How often a receipt is asked for on a chain served from this machine (anvil, a devnet). */
export const LOCAL_TRANSFER_POLL_MS = 1_000
/** How often elsewhere: a few times per block of the common chains. */
export const TRANSFER_POLL_MS = 4_000

export interface CreateTransferClientParameters {
  /** Read through `gateway`, then at its own HTTP RPC URLs. */
  network: Network
  /** The Portico server's RPC gateway, tried first when given. */
  gateway?: EvmRpcGateway | undefined
  /**
   * Told of every request the RPC failed (after the transport's retries), whatever the action
   * that made it does next: viem's receipt wait ignores failed block polls and would run out
   * its timeout on a dead RPC.
   */
  onRpcFailure?: (error: unknown) => void
}

/**
 * A viem client for a transfer's reads (gas, fees, receipt) on the network's RPC, never the
 * wallet: the network's chain transport (`createEvmChainTransport`: the Portico gateway when
 * given, then the network's own URLs, ranked and retried as spec §7 asks; no endpoint is a
 * `ChainRpcError`). A bare client with the actions imported one by one, not a public
 * client, which would bring every public action into the lazy chunk. It polls every second on
 * a chain served from this machine.
 *
 * @example
 * const client = createTransferClient({ network })
 * await getGasPrice(client)
 */
export function createTransferClient(parameters: CreateTransferClientParameters): Client {
  const { network, gateway, onRpcFailure } = parameters
  const base = createEvmChainTransport({ network, gateway })
  // The network's own URL tells a chain of this machine (a devnet); the gateway's, failing that.
  const rpcUrl = network.rpcUrls.default.http[0] ?? evmChainRpcUrls({ network, gateway })[0] ?? ''
  return createClient({
    transport: onRpcFailure ? watchFailures(base, onRpcFailure) : base,
    pollingInterval: isLoopback(rpcUrl) ? LOCAL_TRANSFER_POLL_MS : TRANSFER_POLL_MS,
  })
}

/** The transport, telling `onFailure` of every request that failed after its retries. */
function watchFailures(base: Transport, onFailure: (error: unknown) => void): Transport {
  return (options) => {
    const inner = base(options)
    const request: typeof inner.request = async (...args) => {
      try {
        return await inner.request(...args)
      } catch (error) {
        // A method the node lacks is an answer, which viem's actions handle themselves.
        if (
          !(error instanceof MethodNotFoundRpcError) &&
          !(error instanceof MethodNotSupportedRpcError)
        )
          onFailure(error)
        throw error
      }
    }
    return { ...inner, request }
  }
}

function isLoopback(url: string): boolean {
  try {
    const host = new URL(url).hostname
    return (
      host === 'localhost' ||
      host.endsWith('.localhost') ||
      host === '[::1]' ||
      /^127\.\d+\.\d+\.\d+$/.test(host)
    )
  } catch {
    return false
  }
}
