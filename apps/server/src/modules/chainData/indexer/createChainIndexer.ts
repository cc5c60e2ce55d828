import type { Database } from '../../../db/openDatabase.ts'
import { createMemoryLeaderLock } from '../../../shared/createMemoryLeaderLock.ts'
import type { LeaderLease, LeaderLock } from '../../../shared/LeaderLock.ts'
import type { IndexerConfig } from '../config.ts'
import type { ChainReader } from '../createChainReader.ts'
import type { EvmChainReader } from '../evm/createEvmChainReader.ts'
import { ChainFollower, type IndexerLog } from './ChainFollower.ts'

/** The history indexer of every configured chain. */
export interface ChainIndexer {
  /**
   * Starts trying to lead every chain (does nothing when the config turns the indexer off); a
   * chain is followed only while this process holds its leader lock.
   */
  start(): void
  /** Stops every follower and frees the locks; resolves when their current steps are done. */
  stop(): Promise<void>
  /** Records every block up to each chain's current head (or one chain's), then resolves. */
  syncNow(caipNetworkId?: string): Promise<void>
  /** The chains this process follows now (those whose lock it holds), by CAIP-2 id. */
  leading(): string[]
}

/**
 * One `ChainFollower` per EVM chain reader, sharing the database, each running only while this
 * process leads its chain (`leaderLock`, key `indexer:<caipNetworkId>`): with Redis one process
 * of several indexes a chain, and another takes over within about a lease when it dies; in
 * memory (the default) this process leads every chain.
 *
 * @example
 * const indexer = createChainIndexer({ db, readers, settings: config.indexer, log, leaderLock: shared.leaderLock })
 * indexer.start()
 * app.addHook('onClose', () => indexer.stop())
 */
export function createChainIndexer(parameters: {
  db: Database
  /** Every chain's reader; only EVM chains are followed (no history for Solana, Bitcoin). */
  readers: ReadonlyMap<string, ChainReader>
  settings: IndexerConfig
  log: IndexerLog
  /** Who may follow a chain; this process alone (memory) by default. */
  leaderLock?: LeaderLock
}): ChainIndexer {
  const leaderLock = parameters.leaderLock ?? createMemoryLeaderLock()
  const followers = [...parameters.readers.values()]
    .filter((reader): reader is EvmChainReader => reader.namespace === 'eip155')
    .map((reader) => new ChainFollower(parameters.db, reader, parameters.settings, parameters.log))
  const leases = new Map<string, LeaderLease>()
  return {
    start() {
      if (!parameters.settings.enabled) return
      for (const follower of followers) {
        if (leases.has(follower.caipNetworkId)) continue
        leases.set(
          follower.caipNetworkId,
          leaderLock.hold(`indexer:${follower.caipNetworkId}`, {
            onLead: () => follower.start(),
            onStepDown: () => follower.stop(),
          }),
        )
      }
    },
    async stop() {
      const stopping = [...leases.values()].map((lease) => lease.stop())
      leases.clear()
      await Promise.all([...stopping, ...followers.map((follower) => follower.stop())])
    },
    async syncNow(caipNetworkId) {
      await Promise.all(
        followers
          .filter(
            (follower) => caipNetworkId === undefined || follower.caipNetworkId === caipNetworkId,
          )
          .map((follower) => follower.syncNow()),
      )
    },
    leading() {
      return [...leases].filter(([, lease]) => lease.leading).map(([id]) => id)
    },
  }
}
