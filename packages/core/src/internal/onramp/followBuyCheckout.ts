import { ONRAMP_MESSAGES } from '../../errors/onrampMessages.ts'
import type { ChainNamespace, Network } from '../../types/chain.ts'
import type { OnrampCheckoutRecord, PorticoConfig } from '../../types/config.ts'
import type { OnrampCheckoutState, OnrampCurrencyNetwork } from '../../types/onramp.ts'
import { watchCheckoutWindow } from '../modal/watchCheckoutWindow.ts'
import { emitEvent } from '../project/emitEvent.ts'
import { confirmOnrampDeposit } from './confirmOnrampDeposit.ts'
import { setBuyCheckout } from './setBuyCheckout.ts'

export interface FollowBuyCheckoutParameters {
  record: OnrampCheckoutRecord
  url: string
  sessionId: string
  namespace: ChainNamespace
  network: Network
  target: OnrampCurrencyNetwork
  symbol: string
  /** The purchase currency's name. */
  name: string
  /** What the account held when the checkout opened. */
  before: string | undefined
}

/**
 * Follows an open checkout window to its end: closed without a word ('Nothing was bought'),
 * cancelled, failed, or completed, which is believed only once the chain shows it (the
 * receipt of the hash the page gave, and the balance rising). Each end is reported (BUY_*).
 * Stops quietly when the record's controller aborts.
 */
export async function followBuyCheckout(
  config: PorticoConfig,
  parameters: FollowBuyCheckoutParameters,
): Promise<void> {
  const { record, url, sessionId, namespace, network, target, symbol, name, before } = parameters
  const { signal } = record.controller
  const base: OnrampCheckoutState = { status: 'waiting', url, sessionId }
  const outcome = await watchCheckoutWindow({
    popup: () => record.popup,
    origin: new URL(url).origin,
    sessionId,
    signal,
  })
  if (signal.aborted) return
  const end = (checkout: OnrampCheckoutState) => {
    if (setBuyCheckout(config, record, checkout)) config.internal.onramp.checkout = undefined
  }
  if (outcome.status === 'closed') {
    end({ ...base, status: 'closed' })
    emitEvent(config, 'BUY_CHECKOUT_CLOSED', record.properties)
    return
  }
  if (outcome.status === 'cancelled') {
    end({ ...base, status: 'cancelled' })
    emitEvent(config, 'BUY_CHECKOUT_CANCELLED', { ...record.properties, by: 'provider' })
    return
  }
  if (outcome.status === 'failed') {
    end({ ...base, status: 'failed', error: ONRAMP_MESSAGES.FAILED })
    emitEvent(config, 'BUY_ERROR', {
      ...record.properties,
      stage: 'payment',
      message: ONRAMP_MESSAGES.FAILED,
    })
    return
  }
  const { txHash } = outcome
  const elsewhere = outcome.network !== undefined && outcome.network !== network.caipNetworkId
  if (!txHash || elsewhere) {
    end({ ...base, status: 'error', error: ONRAMP_MESSAGES.NOT_CONFIRMED })
    emitEvent(config, 'BUY_ERROR', {
      ...record.properties,
      stage: 'deposit',
      message: ONRAMP_MESSAGES.NOT_CONFIRMED,
    })
    return
  }
  setBuyCheckout(config, record, { ...base, status: 'confirming', txHash })
  let received: string | undefined
  try {
    received = await confirmOnrampDeposit(config, {
      namespace,
      network,
      txHash,
      target,
      before,
      token: { symbol, name },
      signal,
    })
  } catch {
    if (signal.aborted) return
  }
  if (signal.aborted) return
  if (!received) {
    end({ ...base, status: 'error', txHash, error: ONRAMP_MESSAGES.NOT_CONFIRMED })
    emitEvent(config, 'BUY_ERROR', {
      ...record.properties,
      stage: 'deposit',
      message: ONRAMP_MESSAGES.NOT_CONFIRMED,
      hash: txHash,
    })
    return
  }
  end({ ...base, status: 'completed', txHash, received: { value: received, currency: symbol } })
  emitEvent(config, 'BUY_SUCCESS', { ...record.properties, hash: txHash, received })
}
