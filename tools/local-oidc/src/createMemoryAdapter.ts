import type { Adapter, AdapterPayload } from 'oidc-provider'

interface Entry {
  payload: AdapterPayload
  /** Unix milliseconds; undefined: no expiry. */
  expiresAt: number | undefined
}

/**
 * oidc-provider's storage for one provider instance, in memory. The package's own memory
 * adapter shares one module-wide store between every provider in the process (and warns); this
 * one is per instance, so parallel tests and restarts do not see each other's codes or grants.
 *
 * @example
 * new Provider(issuer, { adapter: createMemoryAdapter() })
 */
export function createMemoryAdapter(): (model: string) => Adapter {
  const store = new Map<string, Entry>()
  // Secondary keys: session uid → session id, user code → id, grant id → keys of its tokens.
  const index = new Map<string, string>()
  const grants = new Map<string, Set<string>>()

  const live = (key: string): AdapterPayload | undefined => {
    const entry = store.get(key)
    if (entry === undefined) return undefined
    if (entry.expiresAt !== undefined && entry.expiresAt <= Date.now()) {
      store.delete(key)
      return undefined
    }
    return entry.payload
  }

  return (model) => {
    const keyOf = (id: string) => `${model}:${id}`
    const adapter: Adapter = {
      async upsert(id, payload, expiresIn) {
        const key = keyOf(id)
        const expiresAt = expiresIn > 0 ? Date.now() + expiresIn * 1000 : undefined
        store.set(key, { payload, expiresAt })
        if (payload.uid !== undefined && model === 'Session') index.set(`uid:${payload.uid}`, id)
        if (payload.userCode !== undefined) index.set(`userCode:${payload.userCode}`, id)
        if (payload.grantId !== undefined) {
          const keys = grants.get(payload.grantId) ?? new Set<string>()
          keys.add(key)
          grants.set(payload.grantId, keys)
        }
      },
      async find(id) {
        return live(keyOf(id))
      },
      async findByUid(uid) {
        const id = index.get(`uid:${uid}`)
        return id === undefined ? undefined : live(keyOf(id))
      },
      async findByUserCode(userCode) {
        const id = index.get(`userCode:${userCode}`)
        return id === undefined ? undefined : live(keyOf(id))
      },
      async consume(id) {
        const payload = live(keyOf(id))
        if (payload !== undefined) payload.consumed = Math.floor(Date.now() / 1000)
      },
      async destroy(id) {
        store.delete(keyOf(id))
      },
      async revokeByGrantId(grantId) {
        for (const key of grants.get(grantId) ?? []) store.delete(key)
        grants.delete(grantId)
      },
    }
    return adapter
  }
}
