import { fetchBalance } from '../../actions/fetchBalance.ts'
import { SEND_MESSAGES } from '../../errors/sendMessages.ts'
import { INITIAL_SEND_STATE } from '../../stores/createStores.ts'
import type { PorticoConfig, SendTransferRecord } from '../../types/config.ts'
import type { SendState, SendTransferState } from '../../types/send.ts'
import type { TransferOutcome } from '../../types/transfer.ts'
import { ownTransferEntry } from '../account/ownTransactionEntries.ts'
import { recordOwnTransaction } from '../account/recordOwnTransaction.ts'
import { reloadActivityUntilIndexed } from '../account/reloadActivityUntilIndexed.ts'
import { emitEvent } from '../project/emitEvent.ts'
import { checkSendBasics } from './checkSendBasics.ts'
import { getSendContext } from './getSendContext.ts'
import { parseTransferOutcome } from './parseTransferAnswers.ts'
import { showTransfer } from './showTransfer.ts'

/**
 * Waits for a sent transfer's end (`transfers.waitForTransfer`, the network's RPC) and records
 * it: 'confirmed' (SEND_SUCCESS; the form resets, spec §4, keeping the result) or 'failed'
 * (SEND_ERROR), then refreshes the balances, and the Activity list, which shows it from the
 * receipt at once and reloads until the service's history lists it. When the network cannot
 * answer it is 'unknown', with the hash kept: a retry asks again, it never sends again.
 * It never throws.
 */
export async function followTransfer(
  config: PorticoConfig,
  entry: SendTransferRecord,
): Promise<void> {
  const { request, transfers, properties } = entry
  const { hash, explorerUrl } = entry.shown
  if (!hash) return
  const sent = { hash, ...(explorerUrl ? { explorerUrl } : {}) }
  let outcome: TransferOutcome
  try {
    outcome = parseTransferOutcome(
      await transfers.waitForTransfer({
        namespace: request.namespace,
        network: request.network,
        hash,
      }),
    )
  } catch {
    showTransfer(config, entry, {
      status: 'unknown',
      ...sent,
      error: SEND_MESSAGES.TRANSFER_UNKNOWN,
    })
    return
  }

  if (outcome.status === 'confirmed') {
    emitEvent(config, 'SEND_SUCCESS', { ...properties, hash })
    const confirmed: SendTransferState = { status: 'confirmed', ...sent }
    if (config.stores.send.getState().transfer === entry.shown) {
      // Spec §4: Send resets after success; the result stays for the view.
      const form: SendState = { ...INITIAL_SEND_STATE, transfer: confirmed }
      const validation = checkSendBasics(getSendContext(config), form)
      config.stores.send.setState({ ...form, validation }, true)
    }
    entry.shown = confirmed
  } else {
    const error = outcome.reason ?? SEND_MESSAGES.TRANSFER_FAILED
    emitEvent(config, 'SEND_ERROR', { ...properties, hash, message: error })
    showTransfer(config, entry, { status: 'failed', ...sent, error })
  }
  // Activity shows how it ended at once, from the receipt, until the service lists it.
  recordOwnTransaction(
    config,
    request.from,
    ownTransferEntry({ request, hash, status: outcome.status }),
  )
  // Either way the balances moved (a failed EVM transfer still paid its fee).
  await Promise.all([
    fetchBalance(config, { namespace: request.namespace, force: true }),
    reloadActivityUntilIndexed(config, {
      namespace: request.namespace,
      caipNetworkId: request.network.caipNetworkId,
      address: request.from,
      hash,
    }),
  ])
}
