import {
  type Address,
  type EncodedAccount,
  getBase58Decoder,
  getCompiledTransactionMessageDecoder,
  lamports,
  type Transaction,
} from '@solana/kit'
import { type FailedTransactionMetadata, LiteSVM, type TransactionMetadata } from 'litesvm'
import {
  type TransactionErrorJson,
  transactionErrorJson,
  transactionErrorMessage,
} from './transactionError.ts'
import { verifyTransactionSignatures } from './verifyTransactionSignatures.ts'

/** How many slots a blockhash stays valid, as on a real cluster. */
export const BLOCKHASH_VALIDITY_SLOTS = 150n

/** What a transaction left behind, for getSignatureStatuses. */
export type SignatureStatus = { slot: bigint; err: TransactionErrorJson | null }

/** What a run (sent or simulated) of a transaction produced. */
export type TransactionRun = {
  err: TransactionErrorJson | null
  logs: string[]
  unitsConsumed: bigint
  /** A successful simulation's accounts after the run, by address (those it wrote). */
  postAccounts?: ReadonlyMap<string, EncodedAccount>
}

/** A transaction the chain refused, with what a validator reports about it. */
export class TransactionRejected extends Error {
  override readonly name = 'TransactionRejected'
  constructor(readonly run: TransactionRun) {
    super(transactionErrorMessage(run.err ?? 'SanitizeFailure'))
  }
}

function isFailure(
  result: TransactionMetadata | FailedTransactionMetadata | object,
): result is FailedTransactionMetadata {
  return 'err' in result && typeof result.err === 'function'
}

function runOf(result: TransactionMetadata | FailedTransactionMetadata): TransactionRun {
  if (isFailure(result)) {
    const meta = result.meta()
    return {
      err: transactionErrorJson(result.err()),
      logs: meta.logs(),
      unitsConsumed: meta.computeUnitsConsumed(),
    }
  }
  return { err: null, logs: result.logs(), unitsConsumed: result.computeUnitsConsumed() }
}

/**
 * The local chain: litesvm plus what a validator keeps around it — a slot that moves on with
 * every change, the recent blockhashes (so a blockhash fetched before someone else's transaction
 * still works) and the signature statuses.
 *
 * @example
 * const chain = createLocalChain()
 * chain.sendTransaction(getTransactionDecoder().decode(wireBytes), { skipPreflight: false })
 */
export function createLocalChain() {
  // Blockhashes and signatures are checked here, not in litesvm: see verifyTransactionSignatures.
  const svm = new LiteSVM().withSigverify(false).withBlockhashCheck(false)
  const recentBlockhashes = new Map<string, bigint>()
  const statuses = new Map<string, SignatureStatus>()
  const listeners = new Set<() => void>()
  let slot = 1n

  function advance(): void {
    slot += 1n
    svm.warpToSlot(slot)
    svm.expireBlockhash()
    const clock = svm.getClock()
    clock.unixTimestamp = BigInt(Math.floor(Date.now() / 1000))
    svm.setClock(clock)
    recentBlockhashes.set(svm.latestBlockhash(), slot + BLOCKHASH_VALIDITY_SLOTS)
    for (const [blockhash, lastValid] of recentBlockhashes) {
      if (lastValid < slot) recentBlockhashes.delete(blockhash)
    }
    for (const listener of listeners) listener()
  }
  advance()

  function check(transaction: Transaction, options: { sigVerify: boolean; blockhash: boolean }) {
    const message = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes)
    const refused = (err: TransactionErrorJson) =>
      new TransactionRejected({ err, logs: [], unitsConsumed: 0n })
    if (options.sigVerify && !verifyTransactionSignatures(transaction)) {
      throw refused('SignatureFailure')
    }
    if (options.blockhash && !recentBlockhashes.has(message.lifetimeToken)) {
      throw refused('BlockhashNotFound')
    }
    const signature = signatureOf(transaction)
    if (statuses.has(signature)) throw refused('AlreadyProcessed')
    return signature
  }

  return {
    svm,
    get slot() {
      return slot
    },
    latestBlockhash(): { blockhash: string; lastValidBlockHeight: bigint } {
      const blockhash = svm.latestBlockhash()
      return { blockhash, lastValidBlockHeight: recentBlockhashes.get(blockhash) ?? slot }
    },
    isBlockhashValid(blockhash: string): boolean {
      return recentBlockhashes.has(blockhash)
    },
    signatureStatus(signature: string): SignatureStatus | undefined {
      return statuses.get(signature)
    },
    /**
     * Runs a transaction. Refused ones throw TransactionRejected and change nothing, as a
     * validator's preflight would; with `skipPreflight` a failing one lands with its error.
     */
    sendTransaction(transaction: Transaction, options: { skipPreflight: boolean }): string {
      const signature = check(transaction, { sigVerify: true, blockhash: true })
      const run = runOf(svm.sendTransaction(transaction))
      if (run.err !== null && !options.skipPreflight) throw new TransactionRejected(run)
      statuses.set(signature, { slot, err: run.err })
      advance()
      return signature
    },
    simulateTransaction(
      transaction: Transaction,
      options: { sigVerify: boolean; replaceRecentBlockhash: boolean },
    ): TransactionRun {
      try {
        check(transaction, {
          sigVerify: options.sigVerify,
          blockhash: !options.replaceRecentBlockhash,
        })
      } catch (error) {
        if (error instanceof TransactionRejected) return error.run
        throw error
      }
      const result = svm.simulateTransaction(transaction)
      if (isFailure(result)) return runOf(result)
      const postAccounts = new Map<string, EncodedAccount>()
      for (const account of result.postAccounts()) postAccounts.set(account.address, account)
      return { ...runOf(result.meta()), postAccounts }
    },
    airdrop(to: Address, amount: bigint): string {
      const result = svm.airdrop(to, lamports(amount))
      if (result === null)
        throw new TransactionRejected({ err: 'AccountNotFound', logs: [], unitsConsumed: 0n })
      const run = runOf(result)
      if (run.err !== null) throw new TransactionRejected(run)
      const signature = getBase58Decoder().decode((result as TransactionMetadata).signature())
      statuses.set(signature, { slot, err: null })
      advance()
      return signature
    },
    /** Moves the chain on after a change made outside transactions (setAccount). */
    advance,
    /** Calls `listener` after every new slot (for subscriptions); returns the way to stop. */
    onSlot(listener: () => void): () => void {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

/** The local chain's interface. */
export type LocalChain = ReturnType<typeof createLocalChain>

/** A transaction's id: its first signature, in base58. */
export function signatureOf(transaction: Transaction): string {
  const first = Object.values(transaction.signatures)[0]
  return getBase58Decoder().decode(first ?? new Uint8Array(64))
}
