import { type ChainNamespace, disconnect } from '@portico/core'
import { useCallback } from 'react'
import { useAsyncAction } from './useAsyncAction.ts'
import { usePorticoConfig } from './usePorticoConfig.ts'

export interface DisconnectOptions {
  /** The chain family to disconnect; the active one by default. */
  namespace?: ChainNamespace
  /** Close the modal afterwards (default true, spec §4). */
  closeModal?: boolean
}

export interface UseDisconnectReturnType {
  disconnect: (options?: DisconnectOptions) => Promise<void>
  isPending: boolean
  error: Error | undefined
}

/**
 * Disconnects the wallet (spec §4: resets account and network, forgets the connector).
 *
 * @example
 * function SignOut() {
 *   const { disconnect, isPending } = useDisconnect()
 *   return <button disabled={isPending} onClick={() => disconnect()}>Disconnect</button>
 * }
 */
export function useDisconnect(): UseDisconnectReturnType {
  const config = usePorticoConfig()
  const action = useCallback(
    (options: DisconnectOptions = {}) => disconnect(config, options),
    [config],
  )
  const { run, isPending, error } = useAsyncAction(action)
  return { disconnect: run, isPending, error }
}
