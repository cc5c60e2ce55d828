/**
 * A fresh in-memory storage per config, so no test sees another's recent wallets or sessions.
 *
 * @example
 * createConfig({ ..., storage: memoryStorage() })
 */
export function memoryStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const items = new Map<string, string>()
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, value)
    },
    removeItem: (key) => {
      items.delete(key)
    },
  }
}
