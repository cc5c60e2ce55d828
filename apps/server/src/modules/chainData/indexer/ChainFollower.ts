import type { Database } from '../../../db/openDatabase.ts'
import type { IndexerConfig } from '../config.ts'
import type { EvmChainReader } from '../evm/createEvmChainReader.ts'
import { readBlockRange } from './readBlockRange.ts'
import { storeMissingMetadata } from './tokenMetadataStore.ts'
import {
  readCursor,
  readNewestRecordedAtOrBelow,
  recordBlockRange,
  rewindIndex,
} from './transferStore.ts'
import { verifyCursor } from './verifyCursor.ts'

/** Where the follower reports a failed step (it retries by itself). */
export type IndexerLog = (message: string, error: unknown) => void

/** Longest pause after repeated failures (an RPC that is down). */
const MAX_BACKOFF_MS = 30_000

/**
 * Follows one chain: each step checks the recorded head against the chain, reads up to
 * `batchBlocks` new blocks and records their transfers with the new cursor. Steps never overlap;
 * when caught up it waits `pollIntervalMs`, after a failure it backs off (doubling, up to 30 s).
 *
 * @example
 * const follower = new ChainFollower(db, reader, config.indexer, console.warn)
 * follower.start()
 * await follower.syncNow() // every block up to the current head is recorded
 * await follower.stop()
 */
export class ChainFollower {
  readonly #db: Database
  readonly #reader: EvmChainReader
  readonly #settings: IndexerConfig
  readonly #log: IndexerLog
  #queue: Promise<unknown> = Promise.resolve()
  #timer: ReturnType<typeof setTimeout> | undefined
  #stopped = true
  #failures = 0

  constructor(db: Database, reader: EvmChainReader, settings: IndexerConfig, log: IndexerLog) {
    this.#db = db
    this.#reader = reader
    this.#settings = settings
    this.#log = log
  }

  get caipNetworkId(): string {
    return this.#reader.chain.caipNetworkId
  }

  /** Starts following in the background. */
  start(): void {
    if (!this.#stopped) return
    this.#stopped = false
    this.#schedule(0)
  }

  /** Stops following; resolves once a step in progress has finished. */
  async stop(): Promise<void> {
    this.#stopped = true
    clearTimeout(this.#timer)
    await this.#queue.catch(() => {})
  }

  /**
   * Records every block up to the chain's head as it is now, then resolves. Rejects with the
   * step's error when the chain cannot be read.
   */
  async syncNow(): Promise<void> {
    const head = Number(await this.#reader.client.getBlockNumber({ cacheTime: 0 }))
    for (;;) {
      await this.#enqueue()
      const cursor = await readCursor(this.#db, this.caipNetworkId)
      if (cursor !== undefined && cursor.blockNumber >= head) return
    }
  }

  #enqueue(): Promise<boolean> {
    const step = this.#queue.catch(() => {}).then(() => this.#step())
    this.#queue = step
    return step
  }

  #schedule(delayMs: number): void {
    if (this.#stopped) return
    this.#timer = setTimeout(() => {
      this.#enqueue().then(
        (caughtUp) => {
          this.#failures = 0
          this.#schedule(caughtUp ? this.#settings.pollIntervalMs : 0)
        },
        (error: unknown) => {
          this.#failures += 1
          this.#log(`Indexing ${this.caipNetworkId} failed; retrying`, error)
          const backoff = this.#settings.pollIntervalMs * 2 ** Math.min(this.#failures, 10)
          this.#schedule(Math.min(backoff, MAX_BACKOFF_MS))
        },
      )
    }, delayMs)
  }

  /** One step; resolves `true` when the recorded head has reached the chain's head. */
  async #step(): Promise<boolean> {
    const reader = this.#reader
    const id = this.caipNetworkId
    const head = Number(await reader.client.getBlockNumber({ cacheTime: 0 }))
    let cursor = await readCursor(this.#db, id)
    if (cursor !== undefined) {
      const check = await verifyCursor(reader, cursor, head, this.#settings.reorgDepth, (block) =>
        readNewestRecordedAtOrBelow(this.#db, id, block),
      )
      if (check.kind === 'rewind') {
        await rewindIndex(this.#db, id, check.to)
        cursor = check.to
      }
    }
    const fromBlock = cursor === undefined ? reader.chain.indexFromBlock : cursor.blockNumber + 1
    if (fromBlock > head) return true
    const toBlock = Math.min(head, fromBlock + this.#settings.batchBlocks - 1)
    const range = await readBlockRange(reader, fromBlock, toBlock)
    await storeMissingMetadata(this.#db, reader, range.contracts)
    await recordBlockRange(this.#db, id, range.rows, range.last)
    return toBlock >= head
  }
}
