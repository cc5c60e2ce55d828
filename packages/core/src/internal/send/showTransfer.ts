import type { PorticoConfig, SendTransferRecord } from '../../types/config.ts'
import type { SendTransferState } from '../../types/send.ts'

/**
 * Records how a transfer stands, and shows it while the send store still shows this transfer
 * (the visitor may have left Send, or started another since).
 */
export function showTransfer(
  config: PorticoConfig,
  entry: SendTransferRecord,
  next: SendTransferState,
): void {
  if (config.stores.send.getState().transfer === entry.shown)
    config.stores.send.setState({ transfer: next })
  entry.shown = next
}
