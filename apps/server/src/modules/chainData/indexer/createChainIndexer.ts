import type { IndexerConfig } from '../../../config.ts'
import type { Database } from '../../../db/openDatabase.ts'
import type { ChainReader } from '../createChainReader.ts'
import type { EvmChainReader } from '../evm/createEvmChainReader.ts'
import { ChainFollower, type IndexerLog } from './ChainFollower.ts'

/** The history indexer of every configured chain. */
export interface ChainIndexer {
  /** Starts following every chain (does nothing when the config turns the indexer off). */
  start(): void
  /** Stops every follower; resolves when their current steps are done. */
  stop(): Promise<void>
  /** Records every block up to each chain's current head (or one chain's), then resolves. */
  syncNow(caipNetworkId?: string): Promise<void>
}

/**
 * One `ChainFollower` per EVM chain reader, sharing the database.
 *
 * @example
 * const indexer = createChainIndexer({ db, readers, settings: config.indexer, log })
 * indexer.start()
 * app.addHook('onClose', () => indexer.stop())
 */
export function createChainIndexer(parameters: {
  db: Database
  /** Every chain's reader; only EVM chains are followed (no history for Solana, Bitcoin). */
  readers: ReadonlyMap<string, ChainReader>
  settings: IndexerConfig
  log: IndexerLog
}): ChainIndexer {
  const followers = [...parameters.readers.values()]
    .filter((reader): reader is EvmChainReader => reader.namespace === 'eip155')
    .map((reader) => new ChainFollower(parameters.db, reader, parameters.settings, parameters.log))
  return {
    start() {
      if (!parameters.settings.enabled) return
      for (const follower of followers) follower.start()
    },
    async stop() {
      await Promise.all(followers.map((follower) => follower.stop()))
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
  }
}
