import { followTransfer } from '../internal/send/followTransfer.ts'
import { showTransfer } from '../internal/send/showTransfer.ts'
import type { PorticoConfig } from '../types/config.ts'
import { type SendTokensErrorType, sendTokens } from './sendTokens.ts'

export type RetrySendErrorType = SendTokensErrorType

/**
 * Tries the Send form's last transfer again, never sending a transfer twice:
 * - 'unknown' (the wallet sent it but the network did not say how it ended): asks the network
 *   again about the same hash ('pending' until it answers); nothing is sent;
 * - 'failed' (the wallet refused or erred, or it failed on chain): sends the form again, as
 *   `sendTokens` does, and rejects as it does.
 * Otherwise (nothing sent, under way, confirmed) it does nothing.
 *
 * @example
 * if (config.stores.send.getState().transfer?.status === 'unknown') await retrySend(config)
 */
export async function retrySend(config: PorticoConfig): Promise<void> {
  const { transfer } = config.stores.send.getState()
  const entry = config.internal.sendTransfer
  if (transfer?.status === 'unknown') {
    if (!entry || entry.shown !== transfer || !transfer.hash) return
    showTransfer(config, entry, {
      status: 'pending',
      hash: transfer.hash,
      ...(transfer.explorerUrl ? { explorerUrl: transfer.explorerUrl } : {}),
    })
    void followTransfer(config, entry)
    return
  }
  if (transfer?.status === 'failed') await sendTokens(config)
}
