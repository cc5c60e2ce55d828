import type { TransferWouldFailError } from '@portico/core'
import { ChainRpcError, type TransferFee, type TransferRequest } from '@portico/core'
import { createSolanaRpc, getBase64Decoder, type TransactionMessageBytesBase64 } from '@solana/kit'
import { getTokenSize } from '@solana-program/token'
import * as v from 'valibot'
import type { UnsupportedTokenError } from '../errors/UnsupportedTokenError.ts'
import { buildTransferTransaction } from './buildTransferTransaction.ts'
import { checkTransferRequest } from './checkTransferRequest.ts'
import { readRpc } from './readRpc.ts'
import { requireRpcUrl } from './requireRpcUrl.ts'
import { simulateTransfer } from './simulateTransfer.ts'
import { SOL_DECIMALS } from './solDecimals.ts'

const feeSchema = v.looseObject({ value: v.nullable(v.pipe(v.bigint(), v.minValue(0n))) })
const rentSchema = v.pipe(v.bigint(), v.minValue(0n))

export type EstimateSolanaTransferFeeParameters = TransferRequest
export type EstimateSolanaTransferFeeReturnType = TransferFee
export type EstimateSolanaTransferFeeErrorType =
  | ChainRpcError
  | TransferWouldFailError
  | UnsupportedTokenError

/**
 * What the transfer would cost the sender now, in lamports (SOL, 9 decimals, spec §9; the
 * network's native symbol): the network's fee for the transaction's message
 * (`getFeeForMessage` on the compiled message with a recent blockhash) plus, when the receiver
 * has no token account for the mint yet, the rent-exempt minimum of the one the transfer creates
 * (`getMinimumBalanceForRentExemption(165)`): the sender pays that rent too, so the fee includes
 * it. The transfer is simulated first, so one that would fail (more than the balance, nothing
 * left for the fee) rejects with a `TransferWouldFailError` instead of a fee; an RPC that does
 * not answer is a `ChainRpcError`. A wallet that adds a priority fee of its own charges more.
 *
 * @example
 * const { value, decimals, symbol } = await estimateSolanaTransferFee(request) // 5000n, 9, 'SOL'
 */
export async function estimateSolanaTransferFee(
  request: EstimateSolanaTransferFeeParameters,
): Promise<EstimateSolanaTransferFeeReturnType> {
  checkTransferRequest(request)
  const rpc = createSolanaRpc(requireRpcUrl(request.network))
  const { transaction, createsTokenAccount } = await buildTransferTransaction({ rpc, request })
  const message = getBase64Decoder().decode(
    transaction.messageBytes,
  ) as TransactionMessageBytesBase64
  const [{ value: messageFee }, rent] = await Promise.all([
    readRpc('getFeeForMessage', () => rpc.getFeeForMessage(message).send(), feeSchema),
    createsTokenAccount
      ? readRpc(
          'getMinimumBalanceForRentExemption',
          () => rpc.getMinimumBalanceForRentExemption(BigInt(getTokenSize())).send(),
          rentSchema,
        )
      : 0n,
    simulateTransfer({ rpc, transaction }),
  ])
  // null: the node no longer knows the blockhash it just gave (another node behind a balancer).
  if (messageFee === null)
    throw new ChainRpcError({ details: 'getFeeForMessage did not know the latest blockhash' })
  return {
    value: messageFee + rent,
    decimals: SOL_DECIMALS,
    symbol: request.network.nativeCurrency.symbol,
  }
}
