import { closeModal } from '../../actions/closeModal.ts'
import { goBack } from '../../actions/goBack.ts'
import { navigate } from '../../actions/navigate.ts'
import { openModal } from '../../actions/openModal.ts'
import { showSnackbar } from '../../actions/showSnackbar.ts'
import { EMBEDDED_ACTION_NOT_ALLOWED, ERROR_MESSAGE_DELAY_MS } from '../../constants.ts'
import type { AdapterEvent } from '../../types/adapter.ts'
import type { PorticoConfig } from '../../types/config.ts'

type ApprovalEvent = Extract<
  AdapterEvent,
  { type: 'approvalRequested' | 'approvalSettled' | 'requestRefused' }
>

/**
 * The embedded wallet's request routing (spec §2, §5): ApproveTransaction opens (or is pushed
 * onto the open modal) while a request waits for Approve; when it settles the modal closes if
 * it opened for it, else pops back. A refused request shows 'Action not allowed' 300 ms later.
 */
export function handleApprovalEvent(config: PorticoConfig, event: ApprovalEvent): void {
  const { auth, modal, router } = config.stores
  switch (event.type) {
    case 'approvalRequested': {
      const wasOpen = modal.getState().open
      auth.setState({ approval: { connectorId: event.connectorId, openedModal: !wasOpen } })
      if (!wasOpen) void openModal(config, { view: 'ApproveTransaction' })
      else if (router.getState().view !== 'ApproveTransaction')
        navigate(config, 'ApproveTransaction')
      return
    }
    case 'approvalSettled': {
      const approval = auth.getState().approval
      auth.setState({ approval: undefined })
      if (!approval || !modal.getState().open) return
      if (approval.openedModal) closeModal(config)
      else if (router.getState().view === 'ApproveTransaction') goBack(config)
      return
    }
    case 'requestRefused':
      setTimeout(
        () => showSnackbar(config, { message: EMBEDDED_ACTION_NOT_ALLOWED, variant: 'error' }),
        ERROR_MESSAGE_DELAY_MS,
      )
      return
  }
}
