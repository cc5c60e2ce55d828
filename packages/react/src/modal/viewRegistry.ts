import type { ViewName } from '@portico/core'
import { type ComponentType, type LazyExoticComponent, lazy } from 'react'

/**
 * Each view is its own chunk, loaded the first time it is shown. Views that this version does
 * not implement fall back to `UnavailableView`.
 */
export const viewRegistry: Partial<Record<ViewName, LazyExoticComponent<ComponentType>>> = {
  Connect: lazy(() =>
    import('../views/Connect/ConnectView.tsx').then((m) => ({ default: m.ConnectView })),
  ),
  AllWallets: lazy(() =>
    import('../views/AllWallets/AllWalletsView.tsx').then((m) => ({ default: m.AllWalletsView })),
  ),
  ConnectingExternal: lazy(() =>
    import('../views/ConnectingExternal/ConnectingExternalView.tsx').then((m) => ({
      default: m.ConnectingExternalView,
    })),
  ),
  Account: lazy(() =>
    import('../views/Account/AccountView.tsx').then((m) => ({ default: m.AccountView })),
  ),
  SwitchNetwork: lazy(() =>
    import('../views/SwitchNetwork/SwitchNetworkView.tsx').then((m) => ({
      default: m.SwitchNetworkView,
    })),
  ),
  UnsupportedChain: lazy(() =>
    import('../views/UnsupportedChain/UnsupportedChainView.tsx').then((m) => ({
      default: m.UnsupportedChainView,
    })),
  ),
}

export const UnavailableView = lazy(() =>
  import('../views/Unavailable/UnavailableView.tsx').then((m) => ({ default: m.UnavailableView })),
)
