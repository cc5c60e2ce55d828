/** Listener signature of EIP-1193 events; payloads are untrusted, so they arrive as `unknown`. */
export type Eip1193Listener = (...args: unknown[]) => void

/**
 * The part of an EIP-1193 provider the adapter uses. Deliberately loose (every value a wallet
 * hands back is `unknown` and parsed before use); `on`/`removeListener` are optional because
 * some injected providers lack them, in which case events are simply not forwarded.
 */
export interface Eip1193Provider {
  request(arguments_: { method: string; params?: readonly unknown[] | object }): Promise<unknown>
  on?(event: string, listener: Eip1193Listener): unknown
  removeListener?(event: string, listener: Eip1193Listener): unknown
}
