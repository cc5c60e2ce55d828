import { goBack, type PorticoConfig, replaceView, resetSend, type ViewName } from '@portico/core'
import { useEffect } from 'react'
import { usePorticoConfig } from '../../hooks/usePorticoConfig.ts'

/** The views of the Send flow: moving between them is not leaving Send. */
export const SEND_VIEWS: ReadonlySet<ViewName> = new Set(['Send', 'SendSelectToken', 'SendPreview'])

/** Whether the wallet is being asked, or the transfer is on its way: then Send is not reset. */
export function isTransferUnderway(config: PorticoConfig): boolean {
  const status = config.stores.send.getState().transfer?.status
  return status === 'signing' || status === 'pending'
}

/**
 * Empties the Send form (`resetSend`) when the visitor leaves the Send views (back to Account,
 * another view, or the modal closed), unless a transfer is under way: its result then stays
 * for when they come back. Each Send view calls it; going from one to another keeps the form.
 */
export function useResetSendOnLeave(): void {
  const config = usePorticoConfig()
  useEffect(
    () => () => {
      // Runs after the router or modal store changed and this view unmounted.
      const { view } = config.stores.router.getState()
      const open = config.stores.modal.getState().open || config.options.embedded
      if (open && SEND_VIEWS.has(view)) return
      if (!isTransferUnderway(config)) resetSend(config)
    },
    [config],
  )
}

/**
 * Leaves the Send views for what was shown before them (Account, when Send was opened from it):
 * back past Send, SendSelectToken and SendPreview; when Send was the first view, Account takes
 * its place. The views' `useResetSendOnLeave` then empties the form.
 */
export function leaveSend(config: PorticoConfig): void {
  for (let step = 0; step < 16; step++) {
    const { view, history } = config.stores.router.getState()
    if (!SEND_VIEWS.has(view)) return
    if (history.length <= 1) {
      replaceView(config, 'Account')
      return
    }
    goBack(config)
  }
}
