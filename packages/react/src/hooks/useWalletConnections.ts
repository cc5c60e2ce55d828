import { type ChainNamespace, getWalletConnections, type WalletConnection } from '@portico/core'
import { useMemo } from 'react'
import { useFeatures } from './useFeatures.ts'
import { usePorticoConfig } from './usePorticoConfig.ts'
import { useStoreState } from './useStoreState.ts'

export interface UseWalletConnectionsParameters {
  /** Only this chain family; every one by default. */
  namespace?: ChainNamespace
}

export interface UseWalletConnectionsReturnType {
  /** Each listed wallet with its class ('connected' or 'active'), in the order they connected. */
  wallets: readonly WalletConnection[]
  /** Whether `features.multiWallet` is on; the list is always empty when it is not. */
  isEnabled: boolean
}

const none: readonly WalletConnection[] = []

/**
 * The visitor's wallets when multi-wallet is on (spec §3 connections, §4 connection class),
 * kept current as wallets connect, switch and disconnect. With the feature off it lists
 * nothing and, unlike `getWalletConnections`, shows no alert (reading is not an attempt).
 *
 * @example
 * function WalletCount() {
 *   const { wallets } = useWalletConnections()
 *   return <p>{wallets.length} wallets</p>
 * }
 */
export function useWalletConnections(
  parameters: UseWalletConnectionsParameters = {},
): UseWalletConnectionsReturnType {
  const config = usePorticoConfig()
  const isEnabled = useFeatures().multiWallet
  const { namespace } = parameters
  // Whole states: the list is rebuilt when either store changes, and only then.
  const connectionState = useStoreState(config.stores.connection, (state) => state)
  const connectorsState = useStoreState(config.stores.connectors, (state) => state)

  const wallets = useMemo(
    () =>
      isEnabled && connectionState && connectorsState
        ? getWalletConnections(config, { namespace })
        : none,
    [config, isEnabled, namespace, connectionState, connectorsState],
  )
  return { wallets, isEnabled }
}
