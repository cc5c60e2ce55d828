import { goBack, type PorticoConfig, replaceView, resetSwap, type ViewName } from '@portico/core'
import { useEffect } from 'react'
import { usePorticoConfig } from '../../hooks/usePorticoConfig.ts'

/** The views of the Swap flow: moving between them is not leaving Swap. */
export const SWAP_VIEWS: ReadonlySet<ViewName> = new Set(['Swap', 'SwapSelectToken', 'SwapPreview'])

/** Whether the swap is being checked, signed or mined: then Swap is not reset on leaving. */
export function isSwapUnderway(config: PorticoConfig): boolean {
  const status = config.stores.swap.getState().confirmation?.status
  return status === 'checking' || status === 'approving' || status === 'swapping'
}

/**
 * Empties the Swap form (`resetSwap`, which also stops its quote refresh) when the visitor
 * leaves the Swap views (back to Account, another view, or the modal closed), unless a swap is
 * under way: its progress then stays for when they come back. Each Swap view calls it; going
 * from one to another keeps the form. (The provider going away stops the refresh too:
 * `startConfig`'s stop.)
 */
export function useResetSwapOnLeave(): void {
  const config = usePorticoConfig()
  useEffect(
    () => () => {
      // Runs after the router or modal store changed and this view unmounted.
      const { view } = config.stores.router.getState()
      const open = config.stores.modal.getState().open || config.options.embedded
      if (open && SWAP_VIEWS.has(view)) return
      if (!isSwapUnderway(config)) resetSwap(config)
    },
    [config],
  )
}

/**
 * Leaves the Swap views for what was shown before them (Account, when Swap was opened from it);
 * when Swap was the first view, Account takes its place.
 */
export function leaveSwap(config: PorticoConfig): void {
  for (let step = 0; step < 16; step++) {
    const { view, history } = config.stores.router.getState()
    if (!SWAP_VIEWS.has(view)) return
    if (history.length <= 1) {
      replaceView(config, 'Account')
      return
    }
    goBack(config)
  }
}
