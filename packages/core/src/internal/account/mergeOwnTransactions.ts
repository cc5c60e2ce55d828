import type { Transaction } from '../../types/api.ts'

/**
 * The history as Activity shows it: the service's entries, and among them, by time, the kit's
 * own entries the service does not list yet (none of the same hash: the service's version
 * wins). Entries of one time keep their order; the service's order is never changed.
 *
 * @example
 * mergeOwnTransactions(page.data, [sentJustNow]) // [sentJustNow, ...page.data]
 */
export function mergeOwnTransactions(
  indexed: readonly Transaction[],
  own: readonly Transaction[],
): Transaction[] {
  const listed = listedHashes(indexed)
  const waiting = own
    .filter((entry) => !listed.has(entry.metadata.hash.toLowerCase()))
    // Newest first, as the service lists them.
    .sort((a, b) => timeOf(b) - timeOf(a))
  const merged: Transaction[] = []
  let next = 0
  for (const entry of indexed) {
    while (next < waiting.length && timeOf(waiting[next] as Transaction) > timeOf(entry))
      merged.push(waiting[next++] as Transaction)
    merged.push(entry)
  }
  // Older than everything loaded so far: still shown, at the end.
  return merged.concat(waiting.slice(next))
}

/** The hashes (lower case) of the entries the service lists. */
export function listedHashes(indexed: readonly Transaction[]): Set<string> {
  return new Set(indexed.map((entry) => entry.metadata.hash.toLowerCase()))
}

function timeOf(entry: Transaction): number {
  const time = Date.parse(entry.metadata.minedAt)
  return Number.isNaN(time) ? 0 : time
}
