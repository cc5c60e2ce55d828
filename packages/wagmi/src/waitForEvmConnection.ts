import { hasStoredConnection, type PorticoConfig } from '@portico/core'
import { type EvmConnection, readEvmConnection } from './readEvmConnection.ts'

/**
 * How long the bridge waits for the kit's silent reconnect before telling wagmi the wallet is
 * not authorized: the kit gives each stored wallet 1 s to be discovered, and a WalletConnect
 * session or the embedded wallet's frame can take a few more on a slow device.
 */
export const RECONNECT_WAIT_MS = 15_000

/**
 * Resolves with the kit's EVM connection once it is settled: at once when connected or when
 * nothing is stored to reconnect; otherwise when the kit's reconnect ends (connected or not),
 * or after `timeoutMs`.
 *
 * @example
 * const { status } = await waitForSettledEvmConnection(portico)
 */
export function waitForSettledEvmConnection(
  portico: PorticoConfig,
  timeoutMs = RECONNECT_WAIT_MS,
): Promise<EvmConnection> {
  const now = readEvmConnection(portico)
  if (now.status === 'connected') return Promise.resolve(now)
  if (!hasStoredConnection(portico, 'eip155')) return Promise.resolve(now)
  return new Promise((resolve) => {
    // The kit marks the namespace 'connecting' when its reconnect starts; until then (the
    // provider not mounted yet) 'disconnected' is not an answer.
    let started = now.status === 'connecting'
    const finish = () => {
      clearTimeout(timer)
      unsubscribe()
      resolve(readEvmConnection(portico))
    }
    const unsubscribe = portico.stores.connection.subscribe(() => {
      const next = readEvmConnection(portico)
      if (next.status === 'connecting') started = true
      else if (next.status === 'connected' || started) finish()
    })
    const timer = setTimeout(finish, timeoutMs)
  })
}
