import { goBack, type PorticoConfig, replaceView, resetBuy } from '@portico/core'
import { useEffect } from 'react'
import { usePorticoConfig } from '../../hooks/usePorticoConfig.ts'

/**
 * Empties the Buy form (`resetBuy`: its quote request stops, the checkout window is no longer
 * followed) when the visitor leaves Buy: back to Account, another view, or the modal closed.
 */
export function useResetBuyOnLeave(): void {
  const config = usePorticoConfig()
  useEffect(
    () => () => {
      // Runs after the router or modal store changed and this view unmounted.
      const { view } = config.stores.router.getState()
      const open = config.stores.modal.getState().open || config.options.embedded
      if (open && view === 'Buy') return
      resetBuy(config)
    },
    [config],
  )
}

/** Leaves Buy for what was shown before it (Account); when Buy was the first view, Account. */
export function leaveBuy(config: PorticoConfig): void {
  const { view, history } = config.stores.router.getState()
  if (view !== 'Buy') return
  if (history.length <= 1) replaceView(config, 'Account')
  else goBack(config)
}
