import { fetchBalance } from '../actions/fetchBalance.ts'
import { fetchTransactions } from '../actions/fetchTransactions.ts'
import type { ChainNamespace, Network } from '../types/chain.ts'
import type { PorticoConfig } from '../types/config.ts'
import type { OnrampCurrencyNetwork } from '../types/onramp.ts'
import { decimalOf } from './decimal.ts'
import { getSendContext } from './getSendContext.ts'
import { heldOnrampAmount } from './heldOnrampAmount.ts'

/**
 * The balance service forces a chain read at most every 5 s per account, so a read right after
 * the deposit may come from the cache of the one made when Buy opened: it is read again past
 * that window, twice at most.
 */
const BALANCE_AGAIN_MS = 5_500
const BALANCE_TRIES = 3
/** The Activity is asked again while it does not list the deposit yet (its indexer lags). */
const HISTORY_RETRY_MS = [1_000, 2_000, 4_000] as const

export interface ConfirmOnrampDepositParameters {
  namespace: ChainNamespace
  network: Network
  /** The delivery's transaction, as the checkout said. */
  txHash: string
  target: OnrampCurrencyNetwork
  /** What the account held before the checkout (whole units). */
  before: string | undefined
  signal: AbortSignal
}

/**
 * Checks on chain what the checkout said: the delivery's receipt (through the wallet adapter's
 * `waitForTransfer`, which reads the network's RPC) and the balance rising (read past the
 * caches, `forceUpdate`). Resolves with the amount that arrived (whole units), or undefined when
 * the receipt failed or the balance did not rise; rejects only when `signal` aborts. The
 * Activity is reloaded until it lists the deposit, in the background.
 */
export async function confirmOnrampDeposit(
  config: PorticoConfig,
  parameters: ConfirmOnrampDepositParameters,
): Promise<string | undefined> {
  const { namespace, network, txHash, target, before, signal } = parameters
  const transfers = getSendContext(config).transfers
  if (transfers) {
    const outcome = await transfers.waitForTransfer({ namespace, network, hash: txHash, signal })
    signal.throwIfAborted()
    if (outcome.status !== 'confirmed') return undefined
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
  if (received) void refreshActivity(config, namespace, txHash)
  return received
}

async function refreshActivity(
  config: PorticoConfig,
  namespace: ChainNamespace,
  hash: string,
): Promise<void> {
  const lists = () =>
    config.stores.transactions
      .getState()
      .items.some((item) => item.metadata.hash.toLowerCase() === hash.toLowerCase())
  await fetchTransactions(config, { namespace, reset: true })
  for (const delay of HISTORY_RETRY_MS) {
    if (lists()) return
    await new Promise((resolve) => setTimeout(resolve, delay))
    await fetchTransactions(config, { namespace, reset: true })
  }
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
