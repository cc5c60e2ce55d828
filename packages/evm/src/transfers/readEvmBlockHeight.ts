import {
  type ChainNamespace,
  ChainRpcError,
  type Network,
  UnsupportedNamespaceError,
} from '@portico/core'
import { hexToBigInt } from 'viem'
import type { EvmRpcGateway } from '../rpc/evmRpcGateway.ts'
import { createTransferClient } from './createTransferClient.ts'

export type ReadEvmBlockHeightReturnType = bigint

/**
 * The number of the network's latest block, read on its RPC (through the Portico gateway first
 * when given), never through the wallet. Pay reads it when an exchange payment opens, so that
 * `checkEvmTransfer` accepts only a transaction mined after it. A cached or lagging answer is
 * lower, never higher, so it can only let an older block through, never refuse a new payment.
 * The RPC failing is a `ChainRpcError`.
 *
 * @example
 * await readEvmBlockHeight({ namespace: 'eip155', network }) // 1234n
 */
export async function readEvmBlockHeight(
  parameters: { namespace: ChainNamespace; network: Network; signal?: AbortSignal },
  gateway?: EvmRpcGateway,
): Promise<ReadEvmBlockHeightReturnType> {
  const { namespace, network, signal } = parameters
  if (namespace !== 'eip155' || network.chainNamespace !== 'eip155')
    throw new UnsupportedNamespaceError({
      details: `EVM block heights are for eip155, not ${namespace}`,
    })
  const client = createTransferClient({ network, gateway })
  try {
    // A plain request: viem's getBlockNumber would bring its block cache for a one-off read.
    const height = await client.request({ method: 'eth_blockNumber' })
    signal?.throwIfAborted()
    return hexToBigInt(height)
  } catch (error) {
    if (signal?.aborted) throw signal.reason
    throw new ChainRpcError({ cause: error })
  }
}
