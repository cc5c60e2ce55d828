import { PorticoError } from '../../errors/base.ts'
import { InvalidWalletResponseError } from '../../errors/connection.ts'
import { mapWalletError } from '../../errors/mapWalletError.ts'
import { SwapWrongNetworkError } from '../../errors/swap.ts'
import type { PorticoConfig, SwapRunRecord } from '../../types/config.ts'
import type { ConvertTransaction } from '../../types/convert.ts'
import { parseChainId } from '../../utils/parseChainId.ts'
import { parseTransferHash } from '../send/parseTransferAnswers.ts'

/** A gas limit above any block's: the service's estimate is dropped and the wallet estimates. */
const GAS_LIMIT_MAX = 30_000_000n

const hex = (value: bigint | string) => `0x${BigInt(value).toString(16)}`

/**
 * Asks the wallet to send one of the swap's transactions (the approval or the trade), checked
 * by the adapter's `swaps`, through the adapter's request path (so the embedded wallet's
 * Approve view and every adapter's error mapping apply). First the wallet's chain
 * (`eth_chainId`) must be the swap's network, else `SwapWrongNetworkError` and nothing is sent.
 * The gas price is the one the quotes used, or absent (spec §8: the wallet picks it) when the
 * service had none. Resolves with the hash (an eip155 hash by the adapters' checks, else
 * `InvalidWalletResponseError`); a refusal is `UserRejectedRequestError`.
 */
export async function sendSwapTransaction(
  config: PorticoConfig,
  run: Pick<SwapRunRecord, 'connectorId' | 'account' | 'network' | 'wallet' | 'gasPrice'>,
  tx: ConvertTransaction,
): Promise<string> {
  const { connectorId, network, wallet } = run
  const ask = async (method: string, params?: readonly unknown[]) => {
    try {
      return await wallet.request({
        connectorId,
        method,
        namespace: 'eip155',
        ...(params ? { params } : {}),
      })
    } catch (error) {
      throw error instanceof PorticoError ? error : mapWalletError(error, { context: 'request' })
    }
  }
  const rawChainId = await ask('eth_chainId')
  let chainId: number
  try {
    chainId = parseChainId(rawChainId)
  } catch (error) {
    throw new InvalidWalletResponseError({ cause: error, details: 'eth_chainId: invalid chain id' })
  }
  if (chainId !== Number(network.id))
    throw new SwapWrongNetworkError(network.name, {
      details: `The wallet is on chain ${chainId}; the swap is on ${network.caipNetworkId}`,
    })
  const gas = tx.gas === undefined ? undefined : BigInt(tx.gas)
  const transaction = {
    from: run.account,
    to: tx.to,
    data: tx.data,
    value: hex(tx.value),
    chainId: hex(BigInt(network.id)),
    ...(gas !== undefined && gas > 0n && gas <= GAS_LIMIT_MAX ? { gas: hex(gas) } : {}),
    ...(run.gasPrice !== null ? { gasPrice: hex(run.gasPrice) } : {}),
  }
  const answer = await ask('eth_sendTransaction', [transaction])
  return parseTransferHash(config, 'eip155', { hash: answer })
}
