import type { PorticoConfig, SendTransferRecord } from '../../types/config.ts'
import type { SendTransferState } from '../../types/send.ts'
import { explorerTransactionUrl } from '../account/explorerTransactionUrl.ts'
import { ownTransferEntry } from '../account/ownTransactionEntries.ts'
import { recordOwnTransaction } from '../account/recordOwnTransaction.ts'
import { toPorticoError } from '../errors/toPorticoError.ts'
import { emitEvent } from '../project/emitEvent.ts'
import { followTransfer } from './followTransfer.ts'
import { parseTransferHash } from './parseTransferAnswers.ts'
import { showTransfer } from './showTransfer.ts'

/**
 * Sends one transfer through the wallet: SEND_INITIATED, 'signing' while the wallet asks the
 * visitor, then 'pending' with the hash (and the explorer link; Activity lists it, pending)
 * while `followTransfer` waits for its end. A refusal or error before a hash is 'failed' with the typed error's message and
 * SEND_ERROR, and rejects with it: nothing was sent. Resolves once the wallet returned the hash.
 * 'signing' is set before the first await, so a second call in the same tick sees it.
 */
export async function startTransfer(
  config: PorticoConfig,
  record: Omit<SendTransferRecord, 'shown'>,
): Promise<{ hash: string }> {
  const signing: SendTransferState = { status: 'signing' }
  const entry: SendTransferRecord = { ...record, shown: signing }
  config.internal.sendTransfer = entry
  emitEvent(config, 'SEND_INITIATED', record.properties)
  config.stores.send.setState({ transfer: signing })

  let hash: string
  try {
    hash = parseTransferHash(
      config,
      record.request.namespace,
      await record.transfers.sendTransfer(record.request),
    )
  } catch (error) {
    const typed = toPorticoError(error)
    showTransfer(config, entry, { status: 'failed', error: typed.message })
    emitEvent(config, 'SEND_ERROR', { ...record.properties, message: typed.message })
    throw typed
  }
  const explorerUrl = explorerTransactionUrl(record.request.network, hash)
  showTransfer(config, entry, { status: 'pending', hash, ...(explorerUrl ? { explorerUrl } : {}) })
  // Activity lists it at once, pending, before the service's indexer sees it.
  recordOwnTransaction(
    config,
    record.request.from,
    ownTransferEntry({ request: record.request, hash, status: 'pending' }),
  )
  void followTransfer(config, entry)
  return { hash }
}
