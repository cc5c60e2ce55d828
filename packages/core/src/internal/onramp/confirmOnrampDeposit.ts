import { fetchBalance } from '../../actions/fetchBalance.ts'
import type { ChainNamespace, Network } from '../../types/chain.ts'
import type { PorticoConfig } from '../../types/config.ts'
import type { OnrampCurrencyNetwork } from '../../types/onramp.ts'
import { ownDepositEntry } from '../account/ownTransactionEntries.ts'
import { recordOwnTransaction } from '../account/recordOwnTransaction.ts'
import { reloadActivityUntilIndexed } from '../account/reloadActivityUntilIndexed.ts'
import { decimalOf } from '../amounts/decimal.ts'
import { getSendContext } from '../send/getSendContext.ts'
import { parseTransferOutcome } from '../send/parseTransferAnswers.ts'
import { heldOnrampAmount } from './heldOnrampAmount.ts'

/**
 * The balance service forces a chain read at most every 5 s per account, so a read right after
 * the deposit may come from the cache of the one made when Buy opened: it is read again past
 * that window, twice at most.
 */
const BALANCE_AGAIN_MS = 5_500
const BALANCE_TRIES = 3

export interface ConfirmOnrampDepositParameters {
  namespace: ChainNamespace
  network: Network
  /** The delivery's transaction, as the checkout said. */
  txHash: string
  target: OnrampCurrencyNetwork
  /** What the account held before the checkout (whole units). */
  before: string | undefined
  /** What is bought, as Activity names it. */
  token: { symbol: string; name: string }
  signal: AbortSignal
}

/**
 * Checks on chain what the checkout said: the delivery's receipt (through the wallet adapter's
 * `waitForTransfer`, which reads the network's RPC) and the balance rising (read past the
 * caches, `forceUpdate`). Resolves with the amount that arrived (whole units), or undefined when
 * the receipt failed or the balance did not rise; rejects only when `signal` aborts. Activity
 * lists the deposit at once (`recordOwnTransaction`) and reloads until the service lists it,
 * in the background.
 */
export async function confirmOnrampDeposit(
  config: PorticoConfig,
  parameters: ConfirmOnrampDepositParameters,
): Promise<string | undefined> {
  const { namespace, network, txHash, target, before, signal } = parameters
  const transfers = getSendContext(config).transfers
  let sender: string | undefined
  if (transfers) {
    const outcome = parseTransferOutcome(
      await transfers.waitForTransfer({ namespace, network, hash: txHash, signal }),
    )
    signal.throwIfAborted()
    if (outcome.status !== 'confirmed') return undefined
    sender = outcome.from
  }
  const start = decimalOf(before ?? '0')
  let received: string | undefined
  for (let attempt = 0; attempt < BALANCE_TRIES && !received; attempt++) {
    if (attempt > 0) await wait(BALANCE_AGAIN_MS, signal)
    await fetchBalance(config, { namespace, force: true })
    signal.throwIfAborted()
    const now = decimalOf(heldOnrampAmount(config, namespace, target) ?? '0')
    if (now.gt(start)) received = now.minus(start).toFixed()
  }
  const address = config.stores.account.getState().namespaces[namespace]?.address
  if (received && address) {
    // Activity lists the delivery at once (EVM, where the receipt names its sender), until the
    // service's history does.
    if (sender && namespace === 'eip155')
      recordOwnTransaction(
        config,
        address,
        ownDepositEntry({
          network,
          hash: txHash,
          from: sender,
          to: address,
          amount: received,
          token: parameters.token,
        }),
      )
    void reloadActivityUntilIndexed(config, {
      namespace,
      caipNetworkId: network.caipNetworkId,
      address,
      hash: txHash,
    })
  }
  return received
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(done, ms)
    function done() {
      signal.removeEventListener('abort', onAbort)
      resolve()
    }
    function onAbort() {
      clearTimeout(timer)
      reject(signal.reason)
    }
    signal.addEventListener('abort', onAbort, { once: true })
  })
}
