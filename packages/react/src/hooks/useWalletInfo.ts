import type { ChainNamespace, ConnectorType } from '@portico/core'
import { useMemo } from 'react'
import { useActiveNamespace } from './useActiveNamespace.ts'
import { usePorticoConfig } from './usePorticoConfig.ts'
import { useStoreState } from './useStoreState.ts'

/** The wallet an account is connected through (spec §3 account state: connectedWalletInfo). */
export interface WalletInfo {
  name: string
  /** The wallet's icon (a data: or http(s) URL), when it announced one. */
  icon?: string
  type?: ConnectorType
}

export interface UseWalletInfoReturnType {
  /** Undefined while no wallet is connected in that chain family. */
  walletInfo: WalletInfo | undefined
}

/**
 * Name, icon and connector type of the connected wallet in one chain family (the active one by
 * default).
 *
 * @example
 * function ConnectedWith() {
 *   const { walletInfo } = useWalletInfo()
 *   return walletInfo ? <p>Connected with {walletInfo.name}</p> : null
 * }
 */
export function useWalletInfo(namespace?: ChainNamespace): UseWalletInfoReturnType {
  const config = usePorticoConfig()
  const ns = useActiveNamespace(namespace)
  const walletInfo = useStoreState(
    config.stores.account,
    (state) => state.namespaces[ns]?.connectedWalletInfo,
  )
  return useMemo(() => ({ walletInfo }), [walletInfo])
}
