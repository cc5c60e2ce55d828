/** A slot one long poll holds until it ends. */
export interface LongPollSlot {
  release(): void
}

/** Long-poll slots per client, kept in this process. */
export interface LongPollSlots {
  /**
   * Takes a slot for `client` until `endsAt` (Unix ms, at the latest: call `release()` when
   * the poll ends, whatever the reason). When `client` holds `maxPerClient` already: how long
   * until the soonest of them is due to end, in ms.
   */
  take(client: string, endsAt: number): { slot: LongPollSlot } | { retryAfterMs: number }
  /** How many slots `client` holds. */
  held(client: string): number
}

/**
 * Caps how many long polls (`POST /auth/v1/device/wait`) one client (its IP) keeps open at once
 * in this server process, so a few clients cannot hold every connection. Each process counts
 * its own; nothing is stored.
 *
 * @example
 * const slots = createLongPollSlots({ maxPerClient: 4, now: Date.now })
 * const taken = slots.take(request.ip, Date.now() + 20_000)
 * if ('retryAfterMs' in taken) throw new DeviceWaitLimitedError(Math.ceil(taken.retryAfterMs / 1000))
 * try { await wait() } finally { taken.slot.release() }
 */
export function createLongPollSlots(parameters: {
  maxPerClient: number
  now: () => number
}): LongPollSlots {
  const byClient = new Map<string, Set<{ endsAt: number }>>()
  return {
    take(client, endsAt) {
      const held = byClient.get(client) ?? new Set()
      if (held.size >= parameters.maxPerClient) {
        const soonest = Math.min(...[...held].map((entry) => entry.endsAt))
        return { retryAfterMs: Math.max(0, soonest - parameters.now()) }
      }
      const entry = { endsAt }
      held.add(entry)
      byClient.set(client, held)
      let released = false
      return {
        slot: {
          release() {
            if (released) return
            released = true
            held.delete(entry)
            if (held.size === 0 && byClient.get(client) === held) byClient.delete(client)
          },
        },
      }
    },
    held(client) {
      return byClient.get(client)?.size ?? 0
    },
  }
}
