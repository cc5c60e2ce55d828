import type { ChainRpcError, TransferOutcome, WaitForTransferParameters } from '@portico/core'
import { InvalidRequestParamsError } from '@portico/core'
import { describeValue } from '@portico/wallet-standard'
import { createSolanaRpc, isSignature, type Signature } from '@solana/kit'
import * as v from 'valibot'
import { checkSolanaNamespace } from './checkTransferRequest.ts'
import { describeTransactionError } from './describeTransactionError.ts'
import { readRpc } from './readRpc.ts'
import { requireRpcUrl } from './requireRpcUrl.ts'

/** Blocks a blockhash stays valid after the one it names (the network's MAX_PROCESSING_AGE). */
export const BLOCKHASH_VALIDITY_BLOCKS = 150n
/**
 * Blocks allowed on top, for a wallet whose node was a little ahead of the one asked here: a
 * transfer is called expired only when it surely can no longer land.
 */
export const EXPIRY_MARGIN_BLOCKS = 10n
/** The pause between two looks: doubles from the first to the last, and stays there. */
const FIRST_POLL_DELAY_MS = 250
const MAX_POLL_DELAY_MS = 2000

const heightSchema = v.pipe(v.bigint(), v.minValue(0n))
const statusSchema = v.nullable(
  v.looseObject({
    err: v.unknown(),
    confirmations: v.nullish(v.bigint()),
    confirmationStatus: v.nullish(v.picklist(['processed', 'confirmed', 'finalized'])),
  }),
)
const statusesSchema = v.looseObject({ value: v.tuple([statusSchema]) })

export type WaitForSolanaTransferParameters = WaitForTransferParameters
export type WaitForSolanaTransferReturnType = TransferOutcome
export type WaitForSolanaTransferErrorType = ChainRpcError | InvalidRequestParamsError

/**
 * Follows a sent transfer by its signature on the network's RPC (`getSignatureStatuses`, the
 * ledger's history included), looking again after 250 ms, then twice as long each time up to
 * 2 s, until the network has it at 'confirmed' or 'finalized' (→ confirmed) or with an error
 * (→ failed, with the network's reason). A transfer that is still unknown once the chain is more
 * than 150 blocks (plus a margin of 10) past where it was when the wait began can no longer land:
 * its blockhash, fetched before it was sent, has expired (→ failed). An RPC that does not answer
 * is a `ChainRpcError`; ask again with the same signature (never send again). `signal` stops the
 * wait with its reason.
 *
 * @example
 * const outcome = await waitForSolanaTransfer({ namespace: 'solana', network, hash })
 * if (outcome.status === 'failed') console.info(outcome.reason)
 */
export async function waitForSolanaTransfer(
  parameters: WaitForSolanaTransferParameters,
): Promise<WaitForSolanaTransferReturnType> {
  const { network, hash, signal } = parameters
  checkSolanaNamespace(parameters)
  if (!isBase58Signature(hash))
    throw new InvalidRequestParamsError({
      details: `${describeValue(hash)} is not a Solana transaction signature`,
    })
  const rpc = createSolanaRpc(requireRpcUrl(network))
  let startHeight: bigint | undefined
  let delay = FIRST_POLL_DELAY_MS
  try {
    for (;;) {
      signal?.throwIfAborted()
      // The height first: a status read after it that finds nothing is no older than it.
      const height = await readRpc(
        'getBlockHeight',
        () => rpc.getBlockHeight().send({ abortSignal: signal }),
        heightSchema,
      )
      startHeight ??= height
      const {
        value: [status],
      } = await readRpc(
        'getSignatureStatuses',
        () =>
          rpc
            .getSignatureStatuses([hash], { searchTransactionHistory: true })
            .send({ abortSignal: signal }),
        statusesSchema,
      )
      if (status) {
        if (status.err !== null && status.err !== undefined)
          return { status: 'failed', reason: describeTransactionError(status.err) }
        const rooted = status.confirmationStatus == null && status.confirmations === null
        if (status.confirmationStatus === 'confirmed' || status.confirmationStatus === 'finalized')
          return { status: 'confirmed' }
        if (rooted) return { status: 'confirmed' }
      } else if (height > startHeight + BLOCKHASH_VALIDITY_BLOCKS + EXPIRY_MARGIN_BLOCKS) {
        return {
          status: 'failed',
          reason:
            'The transaction expired before it reached the network (its blockhash is too old)',
        }
      }
      await sleep(delay, signal)
      delay = Math.min(delay * 2, MAX_POLL_DELAY_MS)
    }
  } catch (error) {
    // Aborted: the caller's reason, not a failure of the RPC.
    if (signal?.aborted) throw signal.reason
    throw error
  }
}

/** kit's isSignature, which throws rather than answer false on characters outside base58. */
function isBase58Signature(value: unknown): value is Signature {
  try {
    return typeof value === 'string' && isSignature(value)
  } catch {
    return false
  }
}

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer)
      reject(signal?.reason)
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}
