import type {
  ChainRpcError,
  SentTransfer,
  TransferRequest,
  TransferWouldFailError,
} from '@portico/core'
import { InvalidWalletResponseError } from '@portico/core'
import { describeValue } from '@portico/wallet-standard'
import { createSolanaRpc, getBase64EncodedWireTransaction } from '@solana/kit'
import { isSolanaSignature } from '../addresses/isSolanaSignature.ts'
import type { UnsupportedTokenError } from '../errors/UnsupportedTokenError.ts'
import { buildTransferTransaction } from './buildTransferTransaction.ts'
import { checkTransferRequest } from './checkTransferRequest.ts'
import { requireRpcUrl } from './requireRpcUrl.ts'
import { simulateTransfer } from './simulateTransfer.ts'

/** What a wallet reached by requests answers `solana_signAndSendTransaction` with. */
export type SignAndSendRequest = (params: {
  /** The unsigned wire transaction, base64. */
  transaction: string
  sendOptions: { preflightCommitment: 'confirmed' }
}) => Promise<unknown>

export interface SendRequestedTransferParameters {
  request: TransferRequest
  /** Sends `solana_signAndSendTransaction` to the wallet, for `request.network`. */
  signAndSend: SignAndSendRequest
}

export type SendRequestedTransferErrorType =
  | InvalidWalletResponseError
  | ChainRpcError
  | TransferWouldFailError
  | UnsupportedTokenError

/**
 * The transfer of `sendSolanaTransfer` for a wallet reached by requests rather than Wallet
 * Standard (the embedded wallet's frame): checks the request (`checkTransferRequest`), builds
 * the same transaction (`buildTransferTransaction`: `from` pays and is the only signer),
 * simulates it (one that would fail is a `TransferWouldFailError` before the wallet is asked),
 * then asks `signAndSend` with the base64 wire transaction and preflight at 'confirmed'. The
 * wallet's answer must be `{ signature }`, a base58 64-byte signature (the transaction's id),
 * else `InvalidWalletResponseError`; the wallet's own errors pass through as it threw them.
 *
 * @example
 * const { hash } = await sendRequestedTransfer({
 *   request,
 *   signAndSend: (params) => adapter.request({ connectorId, namespace: 'solana', method: 'solana_signAndSendTransaction', params }),
 * })
 */
export async function sendRequestedTransfer(
  parameters: SendRequestedTransferParameters,
): Promise<SentTransfer> {
  const { request, signAndSend } = parameters
  checkTransferRequest(request)
  const rpc = createSolanaRpc(requireRpcUrl(request.network))
  const { transaction } = await buildTransferTransaction({ rpc, request })
  await simulateTransfer({ rpc, transaction })
  const answer = await signAndSend({
    transaction: getBase64EncodedWireTransaction(transaction),
    sendOptions: { preflightCommitment: 'confirmed' },
  })
  const signature =
    typeof answer === 'object' && answer !== null
      ? (answer as { signature?: unknown }).signature
      : undefined
  if (!isSolanaSignature(signature))
    throw new InvalidWalletResponseError({
      details: `solana_signAndSendTransaction returned ${describeValue(answer)}, expected { signature } (base58, 64 bytes)`,
    })
  return { hash: signature }
}
