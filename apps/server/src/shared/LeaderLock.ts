/** What a holder does as it gains and loses the lead. */
export interface LeaderHandlers {
  /** This process now leads: start the work only one process may do. */
  onLead(): void
  /** This process no longer leads (lost the lock, cannot renew it, or stopped): stop the work. */
  onStepDown(): void | Promise<void>
}

/** One process's claim on a named lead, kept until `stop()`. */
export interface LeaderLease {
  /** Whether this process leads now. */
  readonly leading: boolean
  /** Steps down (awaiting `onStepDown`) and frees the lock for another process. */
  stop(): Promise<void>
}

/**
 * Elects one leader per name among the server processes: in memory the one process always
 * leads (`createMemoryLeaderLock`); in Redis (`createRedisLeaderLock`) a lease is held, renewed,
 * and taken over by another process when its holder dies.
 */
export interface LeaderLock {
  /** Keeps trying to lead `name` until the lease is stopped, calling the handlers as it goes. */
  hold(name: string, handlers: LeaderHandlers): LeaderLease
}
