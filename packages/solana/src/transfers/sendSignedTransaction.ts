import { TransferWouldFailError } from '@portico/core'
import {
  type Base64EncodedWireTransaction,
  isSolanaError,
  type Rpc,
  SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE,
  SOLANA_ERROR__TRANSACTION_ERROR__ALREADY_PROCESSED,
  type SolanaRpcApi,
} from '@solana/kit'
import { describeProgramLogs } from './describeProgramLogs.ts'

/** Tries of the same signed bytes while the node does not answer, and the pause before each retry. */
const SEND_ATTEMPTS = 3
const RETRY_DELAY_MS = 300

export interface SendSignedTransactionParameters {
  rpc: Rpc<SolanaRpcApi>
  /** The wallet-signed wire transaction. */
  transaction: Base64EncodedWireTransaction
}

export type SendSignedTransactionErrorType = TransferWouldFailError

/**
 * Hands a signed transaction to the network (`sendTransaction`, preflight at 'confirmed').
 * A node that refuses it (a failed preflight, a bad signature) is a `TransferWouldFailError`:
 * nothing was sent. A node that does not answer is asked again with the same bytes, up to three
 * times; the same signed bytes can land once only, so this never sends twice, and an
 * 'AlreadyProcessed' refusal means an earlier try landed. When no try got an answer the
 * transaction may still have reached the network: this resolves, and waiting for its signature
 * tells (confirmed, or failed once its blockhash expired).
 *
 * @example
 * await sendSignedTransaction({ rpc, transaction: base64 })
 */
export async function sendSignedTransaction(
  parameters: SendSignedTransactionParameters,
): Promise<void> {
  const { rpc, transaction } = parameters
  for (let attempt = 1; attempt <= SEND_ATTEMPTS; attempt++) {
    if (attempt > 1) await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS * attempt))
    try {
      await rpc
        .sendTransaction(transaction, { encoding: 'base64', preflightCommitment: 'confirmed' })
        .send()
      return
    } catch (error) {
      if (isAlreadyProcessed(error)) return
      const refusal = describeRefusal(error)
      if (refusal !== undefined)
        throw new TransferWouldFailError({ cause: error, details: `sendTransaction: ${refusal}` })
      // No answer: the same bytes again (they cannot land twice).
    }
  }
}

function isAlreadyProcessed(error: unknown): boolean {
  return (
    isSolanaError(error, SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE) &&
    isSolanaError(error.cause, SOLANA_ERROR__TRANSACTION_ERROR__ALREADY_PROCESSED)
  )
}

/**
 * What the node said when it answered with a JSON-RPC error (codes below zero); undefined for
 * anything else (no answer, HTTP errors), which is not a refusal.
 */
function describeRefusal(error: unknown): string | undefined {
  if (!isSolanaError(error)) return undefined
  const context = error.context as {
    __code: number
    __serverMessage?: unknown
    logs?: unknown
  }
  if (typeof context.__code !== 'number' || context.__code >= 0) return undefined
  const logs = Array.isArray(context.logs)
    ? describeProgramLogs(context.logs.filter((line) => typeof line === 'string'))
    : ''
  const cause = error.cause instanceof Error ? error.cause.message : undefined
  const said = typeof context.__serverMessage === 'string' ? context.__serverMessage : cause
  return [said ?? `JSON-RPC error ${context.__code}`, logs].filter(Boolean).join(' — ')
}
