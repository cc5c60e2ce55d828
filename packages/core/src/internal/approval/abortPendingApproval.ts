import type { PorticoConfig } from '../../types/config.ts'
import { findAuthAdapter } from '../connection/getAuthAdapter.ts'

/**
 * The visitor left a request waiting for Approve (closed the modal, or went back): it is
 * aborted, so the caller gets 'Request was aborted' instead of waiting forever (spec §2, §8).
 */
export function abortPendingApproval(config: PorticoConfig): void {
  if (!config.stores.auth.getState().approval) return
  config.stores.auth.setState({ approval: undefined })
  void findAuthAdapter(config)
    ?.auth.abortRequests()
    .catch((error) => console.warn('[portico] could not abort the pending request', error))
}
