import type { Hex } from 'viem'
import type { ChainTarget } from './evmClients.ts'

/** One wallet_sendCalls batch as sent: its chain and the hash of each call sent so far. */
export interface SentCalls {
  kind?: 'transactions' | undefined
  target: ChainTarget
  /** How many calls the batch had; fewer hashes means the sending stopped early. */
  callCount: number
  hashes: Hex[]
}

/** A smart account's wallet_sendCalls: one user operation (its hash is the batch id). */
export interface SentUserOperation {
  kind: 'userOperation'
  /** The chain id, and the project's bundler route to ask for the receipt. */
  target: ChainTarget
  bundlerUrl: string
}

export interface CallsRegistry {
  add(id: Hex, calls: SentCalls | SentUserOperation): void
  get(id: string): SentCalls | SentUserOperation | undefined
}

/** Batches remembered per page load; the oldest go first past this many. */
const LIMIT = 500

/**
 * The wallet_sendCalls batches this frame sent, by id, so wallet_getCallsStatus can answer.
 * Kept in memory: a reloaded frame no longer knows older ids.
 *
 * @example
 * const calls = createCallsRegistry()
 * calls.add(id, { target, callCount: 2, hashes: [hash1, hash2] })
 */
export function createCallsRegistry(): CallsRegistry {
  const batches = new Map<string, SentCalls | SentUserOperation>()
  return {
    add(id, calls) {
      batches.set(id.toLowerCase(), calls)
      if (batches.size > LIMIT) {
        const oldest = batches.keys().next().value
        if (oldest !== undefined) batches.delete(oldest)
      }
    },
    get: (id) => batches.get(id.toLowerCase()),
  }
}
