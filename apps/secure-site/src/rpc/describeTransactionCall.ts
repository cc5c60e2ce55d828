import type { DecodedContractCall, TransferDetails } from '../approve/approvalDetails.ts'
import { decodeContractCall } from '../approve/decodeContractCall.ts'
import { decodeTransferCall } from '../approve/decodeTransferCall.ts'
import type { EvmClients } from './evmClients.ts'
import { readContractCallTokens } from './readContractCallTokens.ts'
import { readTokenMetadata } from './readTokenMetadata.ts'

/** A transaction's call, as the approve view can say it in words. */
export interface DescribedTransactionCall {
  /** A transfer (plain, or ERC-20 `transfer`). */
  transfer?: TransferDetails
  /** Not a transfer: an ERC-20 allowance or a Uniswap V2 trade. */
  contractCall?: DecodedContractCall
}

/**
 * Says what one call does, for the approve view: a transfer, an allowance or a router trade, with
 * each token's symbol and decimals read from its contract through `reader` (the project's
 * gateway); without a reader (the page's chain) amounts stay raw beside the contract.
 *
 * @example
 * await describeTransactionCall(client, { to: pusd, value: 0n, data }) // { transfer: { kind: 'token', … } }
 */
export async function describeTransactionCall(
  reader: ReturnType<EvmClients['publicClient']> | undefined,
  call: { to: `0x${string}` | undefined; value: bigint; data: `0x${string}` | undefined },
): Promise<DescribedTransactionCall> {
  const decoded = decodeTransferCall(call)
  if (decoded?.kind === 'token')
    return { transfer: { ...decoded, metadata: await readTokenMetadata(reader, decoded.token) } }
  if (decoded) return { transfer: decoded }
  const contractCall = decodeContractCall(call)
  return contractCall ? { contractCall: await readContractCallTokens(reader, contractCall) } : {}
}
