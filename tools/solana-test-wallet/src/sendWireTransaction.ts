import {
  type Base64EncodedWireTransaction,
  type Commitment,
  createSolanaRpc,
  type Signature,
} from '@solana/kit'
import { SendFailedError } from './errors.ts'

const CONFIRM_POLL_MS = 200
const CONFIRM_TIMEOUT_MS = 30_000
const COMMITMENT_RANK: Record<Commitment, number> = { processed: 0, confirmed: 1, finalized: 2 }

export interface SendWireTransactionParameters {
  rpcUrl: string
  transaction: Base64EncodedWireTransaction
  /** Commitment the node simulates against before sending (`sendTransaction` preflight). */
  preflightCommitment?: Commitment
  skipPreflight?: boolean
  maxRetries?: number
  /** When set, waits until the signature reaches this commitment (Wallet Standard `commitment`). */
  commitment?: Commitment
}

/**
 * Sends a signed wire transaction with `sendTransaction` and, when `commitment` is given, polls
 * `getSignatureStatuses` until the network reports it at that commitment. Any failure (node
 * refused, transaction failed on chain, no confirmation in 30 s) is a `SendFailedError`.
 *
 * @example
 * const signature = await sendWireTransaction({ rpcUrl, transaction: base64, commitment: 'confirmed' })
 */
export async function sendWireTransaction(
  parameters: SendWireTransactionParameters,
): Promise<Signature> {
  const { rpcUrl, transaction, preflightCommitment, skipPreflight, maxRetries, commitment } =
    parameters
  const rpc = createSolanaRpc(rpcUrl)
  let signature: Signature
  try {
    signature = await rpc
      .sendTransaction(transaction, {
        encoding: 'base64',
        ...(preflightCommitment ? { preflightCommitment } : {}),
        ...(skipPreflight === undefined ? {} : { skipPreflight }),
        ...(maxRetries === undefined ? {} : { maxRetries: BigInt(maxRetries) }),
      })
      .send()
  } catch (error) {
    throw new SendFailedError(error instanceof Error ? error.message : String(error), error)
  }
  if (commitment) await waitForCommitment(rpc, signature, commitment)
  return signature
}

async function waitForCommitment(
  rpc: ReturnType<typeof createSolanaRpc>,
  signature: Signature,
  commitment: Commitment,
): Promise<void> {
  const deadline = Date.now() + CONFIRM_TIMEOUT_MS
  while (Date.now() < deadline) {
    const { value } = await rpc.getSignatureStatuses([signature]).send()
    const status = value[0]
    if (status?.err) throw new SendFailedError(`transaction failed: ${describeError(status.err)}`)
    const reached = status?.confirmationStatus
    if (reached && COMMITMENT_RANK[reached] >= COMMITMENT_RANK[commitment]) return
    await new Promise((resolve) => setTimeout(resolve, CONFIRM_POLL_MS))
  }
  throw new SendFailedError(`${signature} did not reach '${commitment}' in time`)
}

// Transaction errors carry bigints (instruction indexes, lamports): JSON.stringify alone throws.
function describeError(error: unknown): string {
  return JSON.stringify(error, (_key, value) =>
    typeof value === 'bigint' ? value.toString() : value,
  )
}
