const PROBE_KEY = 'portico.secure-site.v1.probe'

export type ProbeStorageReturnType = { ok: true; storage: Storage } | { ok: false; reason: string }

/**
 * Whether the frame can keep anything in its origin's localStorage: reading `localStorage`
 * itself throws where the browser blocks third-party storage, and some browsers hand out a
 * storage whose writes throw or do not stick. Writes, reads back and removes a probe entry.
 *
 * @example
 * const probe = probeStorage(() => window.localStorage)
 * if (!probe.ok) logger.warn(`no storage: ${probe.reason}`)
 */
export function probeStorage(read: () => Storage | undefined | null): ProbeStorageReturnType {
  let storage: Storage | undefined | null
  try {
    storage = read()
  } catch (error) {
    return { ok: false, reason: `localStorage cannot be read (${String(error)})` }
  }
  if (!storage) return { ok: false, reason: 'there is no localStorage' }
  try {
    const value = String(Math.random())
    storage.setItem(PROBE_KEY, value)
    const readBack = storage.getItem(PROBE_KEY)
    storage.removeItem(PROBE_KEY)
    if (readBack !== value || storage.getItem(PROBE_KEY) !== null)
      return { ok: false, reason: 'localStorage does not keep what is written' }
  } catch (error) {
    return { ok: false, reason: `localStorage refuses writes (${String(error)})` }
  }
  return { ok: true, storage }
}
