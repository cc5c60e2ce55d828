/** How a checkout or an exchange payment stands. */
export type SettlementStatus = 'pending' | 'completed' | 'cancelled' | 'failed'

/** The part of a session that says how it ended, and the delivery under way. */
export interface Settlement {
  status: SettlementStatus
  /** The delivery's transaction: an EVM hash, or a Solana signature. */
  txHash?: string
  /** Why it failed, for the page. */
  failure?: string
  /** The one delivery of this session, once begun. */
  delivering?: Promise<void>
}

/**
 * Delivers a session's funds at most once: the first call starts `deliver` and keeps its
 * promise on the session before anything else can run, so a second submit (concurrent, or a
 * reload) waits on the same delivery; a session that has ended is left as it is. A failed
 * delivery ends the session as `failed` and is never retried (a retry could pay twice).
 *
 * @example
 * await settleOnce(session, () => treasury.deliver({ asset, to, units }))
 */
export function settleOnce(settlement: Settlement, deliver: () => Promise<string>): Promise<void> {
  if (settlement.delivering !== undefined) return settlement.delivering
  if (settlement.status !== 'pending') return Promise.resolve()
  settlement.delivering = deliver().then(
    (hash) => {
      settlement.status = 'completed'
      settlement.txHash = hash
    },
    (error: unknown) => {
      settlement.status = 'failed'
      settlement.failure = error instanceof Error ? error.message : String(error)
    },
  )
  return settlement.delivering
}

/**
 * Cancels a session that has not begun delivering; one that has keeps its course.
 *
 * @example
 * cancelUnlessDelivering(session) // true if it is now cancelled
 */
export function cancelUnlessDelivering(settlement: Settlement): boolean {
  if (settlement.status !== 'pending' || settlement.delivering !== undefined) return false
  settlement.status = 'cancelled'
  return true
}
