import { randomUUID } from 'node:crypto'
import type { Redis } from 'ioredis'
import { defineRedisScript } from './defineRedisScript.ts'
import type { LeaderLease, LeaderLock } from './LeaderLock.ts'
import type { SharedStateLog } from './SharedStateLog.ts'

export interface CreateRedisLeaderLockParameters {
  client: Redis
  /**
   * How long a lead lasts without renewal; renewed every third of it. A dead leader's lock is
   * taken over within about this (plus a third, the others' polling).
   */
  leaseMs: number
  log: SharedStateLog
}

// Check-and-extend, check-and-delete: only the holder of the token may renew or free the lock.
const EXTEND = `
if redis.call('GET', KEYS[1]) == ARGV[1] then
  return redis.call('PEXPIRE', KEYS[1], ARGV[2])
end
return 0
`
const RELEASE = `
if redis.call('GET', KEYS[1]) == ARGV[1] then
  return redis.call('DEL', KEYS[1])
end
return 0
`

/**
 * A leader lock in Redis: `SET lock:<name> <token> NX PX <lease>` to take it, renewed every
 * lease/3 by a check-and-extend script, freed on `stop()` by a check-and-delete one. A process
 * that cannot renew (Redis unreachable, or the lock is someone else's) steps down at once,
 * before its lease could run out, so two processes never lead at the same time as far as the
 * lease can tell (work already under way when it steps down is awaited by `onStepDown`).
 *
 * @example
 * const locks = createRedisLeaderLock({ client, leaseMs: 10_000, log })
 * const lease = locks.hold('indexer:eip155:1', { onLead: () => follower.start(), onStepDown: () => follower.stop() })
 * await lease.stop()
 */
export function createRedisLeaderLock(parameters: CreateRedisLeaderLockParameters): LeaderLock {
  const { client, leaseMs, log } = parameters
  const extend = defineRedisScript(client, 'porticoExtendLease', 1, EXTEND)
  const release = defineRedisScript(client, 'porticoReleaseLease', 1, RELEASE)
  const renewEveryMs = Math.max(1, Math.floor(leaseMs / 3))

  return {
    hold(name, handlers): LeaderLease {
      const key = `lock:${name}`
      const token = randomUUID()
      let leading = false
      let stopped = false
      let timer: NodeJS.Timeout | undefined
      let tick: Promise<void> = Promise.resolve()

      // Taking it: SET NX; or, after a step-down on a failed renewal, the lock may still be ours.
      async function claim(): Promise<boolean> {
        if (!leading && (await client.set(key, token, 'PX', leaseMs, 'NX')) === 'OK') return true
        return Number(await extend(key, token, leaseMs)) === 1
      }

      async function step(): Promise<void> {
        let held: boolean
        try {
          held = await claim()
        } catch (error) {
          if (leading) log(`Cannot renew the lead of '${name}' in Redis; stepping down`, error)
          held = false
        }
        if (stopped) return
        if (held && !leading) {
          leading = true
          handlers.onLead()
        } else if (!held && leading) {
          leading = false
          await handlers.onStepDown()
        }
        schedule()
      }

      function schedule(): void {
        if (stopped) return
        timer = setTimeout(() => {
          tick = run()
        }, renewEveryMs)
      }

      // A handler that throws is logged; the lease keeps going.
      const run = () => step().catch((error: unknown) => log(`Leading '${name}' failed`, error))
      tick = run()
      return {
        get leading() {
          return leading
        },
        async stop() {
          if (stopped) return
          stopped = true
          clearTimeout(timer)
          await tick
          if (leading) {
            leading = false
            await handlers.onStepDown()
          }
          // Freed even when this process was not leading: a claim may have landed after stop().
          await release(key, token).catch((error: unknown) => {
            log(`Cannot free the lead of '${name}' in Redis; it expires in ${leaseMs} ms`, error)
          })
        },
      }
    },
  }
}
