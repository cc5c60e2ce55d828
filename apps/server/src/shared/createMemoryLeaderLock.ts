import type { LeaderLock } from './LeaderLock.ts'

/**
 * The leader lock of a single process: it always leads, from `hold` until `stop()`.
 *
 * @example
 * const lease = createMemoryLeaderLock().hold('indexer:eip155:1', { onLead: start, onStepDown: stop })
 * lease.leading // true
 */
export function createMemoryLeaderLock(): LeaderLock {
  return {
    hold(_name, handlers) {
      let leading = true
      handlers.onLead()
      return {
        get leading() {
          return leading
        },
        async stop() {
          if (!leading) return
          leading = false
          await handlers.onStepDown()
        },
      }
    },
  }
}
