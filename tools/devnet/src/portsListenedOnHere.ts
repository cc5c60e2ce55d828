import { readdirSync, readFileSync, readlinkSync } from 'node:fs'

/**
 * The ports this process listens on (TCP, from /proc): unlike trying to bind them, this cannot
 * be fooled by another process on a busy machine taking a port once it was let go. For tests.
 *
 * @example
 * expect(portsListenedOnHere().has(relayPort)).toBe(false)
 */
export function portsListenedOnHere(): Set<number> {
  const ownSockets = new Set(
    readdirSync('/proc/self/fd').flatMap((fd) => {
      try {
        const match = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/self/fd/${fd}`))
        return match ? [match[1]] : []
      } catch {
        return [] // Closed while we looked.
      }
    }),
  )
  const ports = new Set<number>()
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const row of readFileSync(table, 'utf8').trim().split('\n').slice(1)) {
      // sl local_address rem_address st tx_queue:rx_queue tr:tm->when retrnsmt uid timeout inode
      const fields = row.trim().split(/\s+/)
      const [local, state, inode] = [fields[1], fields[3], fields[9]]
      if (state !== '0A' || !inode || !ownSockets.has(inode)) continue // 0A: LISTEN
      ports.add(Number.parseInt(local?.split(':')[1] ?? '', 16))
    }
  }
  return ports
}
