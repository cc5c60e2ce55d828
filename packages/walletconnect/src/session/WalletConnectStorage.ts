/**
 * Key-value storage the WalletConnect client keeps its sessions in (default: IndexedDB / file):
 * the shape of WalletConnect's `IKeyValueStorage`, written out here so that a dApp's type check
 * never loads WalletConnect's own declarations (they need Node's types).
 */
export interface WalletConnectStorage {
  getKeys(): Promise<string[]>
  getEntries<T = unknown>(): Promise<[string, T][]>
  getItem<T = unknown>(key: string): Promise<T | undefined>
  setItem<T = unknown>(key: string, value: T): Promise<void>
  removeItem(key: string): Promise<void>
}
