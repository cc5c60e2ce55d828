import { HttpRequestError } from '../errors/http.ts'
import { ONRAMP_MESSAGES } from '../errors/onrampMessages.ts'
import { openCheckoutWindow } from '../internal/modal/openCheckoutWindow.ts'
import { followBuyCheckout } from '../internal/onramp/followBuyCheckout.ts'
import { getOnrampContext } from '../internal/onramp/getOnrampContext.ts'
import { heldOnrampAmount } from '../internal/onramp/heldOnrampAmount.ts'
import { onrampRequestFields } from '../internal/onramp/onrampRequestFields.ts'
import { setBuyCheckout } from '../internal/onramp/setBuyCheckout.ts'
import { stopBuyCheckout } from '../internal/onramp/stopBuyCheckout.ts'
import { emitEvent } from '../internal/project/emitEvent.ts'
import type { OnrampCheckoutRecord, PorticoConfig } from '../types/config.ts'

/**
 * Continues from the Buy form to the provider's checkout, in a new window with the visitor's
 * address filled in. Call it in the click handler: the window opens at once, empty (popup
 * blockers allow only that), then goes to the address the server gives
 * (`POST /v1/generators/onrampurl`). `checkout` then says how it stands:
 * - 'error' when the server gave no address (the empty window is closed, nothing was opened);
 * - 'blocked' when the browser blocked the window: `url` is kept, `reopenBuyCheckout` opens it
 *   from the visitor's next click;
 * - 'waiting', then 'closed' / 'cancelled' / 'failed', or 'confirming' and 'completed' once the
 *   chain shows the tokens (`received`); see `followBuyCheckout`.
 * A form that breaks a rule, or a checkout already under way, does nothing. It never throws.
 *
 * @example
 * button.onclick = () => void openBuyCheckout(config)
 */
export async function openBuyCheckout(config: PorticoConfig): Promise<void> {
  const { stores, internal } = config
  const state = stores.onramp.getState()
  const context = getOnrampContext(config)
  const fields = onrampRequestFields(state, context)
  const status = state.checkout?.status
  if (state.validation || !fields) return
  if (status === 'opening' || status === 'waiting' || status === 'confirming') return
  const target = fields.purchaseCurrency.networks.find(
    (item) => item.chain_id === fields.network.caipNetworkId,
  )
  if (!target) return

  // Before anything is awaited: only a window opened in the click passes popup blockers.
  const popup = openCheckoutWindow()
  stopBuyCheckout(config)
  const quote =
    state.quote.status === 'ready' && !state.quote.indicative ? state.quote.quote : undefined
  const properties = {
    purchaseCurrency: fields.purchaseCurrency.id,
    paymentCurrency: fields.paymentCurrency.id,
    paymentMethod: state.paymentMethod,
    amount: fields.amount,
    network: fields.network.caipNetworkId,
    ...(fields.provider ? { provider: fields.provider } : {}),
  }
  const record: OnrampCheckoutRecord = { popup, controller: new AbortController(), properties }
  internal.onramp.checkout = record
  const before = heldOnrampAmount(config, context.namespace, target)
  setBuyCheckout(config, record, { status: 'opening' })

  let answer: { url: string; sessionId: string }
  try {
    answer = await config.api.onramp.getOnrampUrl(
      {
        destinationWallets: [
          {
            address: fields.address,
            blockchains: [fields.network.caipNetworkId],
            assets: [fields.purchaseCurrency.id],
          },
        ],
        defaultNetwork: fields.network.caipNetworkId,
        partnerUserId: fields.address,
        defaultExperience: 'buy',
        presetFiatAmount: fields.amount,
        ...(quote
          ? { quoteId: quote.quoteId, presetCryptoAmount: quote.purchaseAmount.value }
          : {}),
        paymentCurrency: fields.paymentCurrency.id,
        paymentMethod: state.paymentMethod,
        ...(fields.provider ? { provider: fields.provider } : {}),
      },
      { signal: record.controller.signal },
    )
  } catch (error) {
    if (internal.onramp.checkout !== record) {
      // Cancelled or left while the address was asked: the empty window goes too.
      popup?.close()
      return
    }
    stopBuyCheckout(config, { close: true })
    const message =
      error instanceof HttpRequestError && error.status === 400 && error.serverMessage
        ? error.serverMessage
        : ONRAMP_MESSAGES.CHECKOUT_URL_FAILED
    stores.onramp.setState({ checkout: { status: 'error', error: message } })
    emitEvent(config, 'BUY_ERROR', { ...properties, stage: 'checkout', message })
    return
  }
  if (internal.onramp.checkout !== record) {
    // Cancelled or left while the address was asked: the empty window goes too.
    popup?.close()
    return
  }
  const { url, sessionId } = answer
  const follow = () =>
    void followBuyCheckout(config, {
      record,
      url,
      sessionId,
      namespace: context.namespace,
      network: fields.network,
      target,
      symbol: fields.purchaseCurrency.symbol,
      name: fields.purchaseCurrency.name,
      before,
    })
  record.start = follow
  if (!popup || popup.closed) {
    record.popup = undefined
    setBuyCheckout(config, record, {
      status: 'blocked',
      url,
      sessionId,
      error: ONRAMP_MESSAGES.POPUP_BLOCKED,
    })
    return
  }
  try {
    popup.location.href = url
  } catch {
    record.popup = undefined
    setBuyCheckout(config, record, {
      status: 'blocked',
      url,
      sessionId,
      error: ONRAMP_MESSAGES.POPUP_BLOCKED,
    })
    return
  }
  setBuyCheckout(config, record, { status: 'waiting', url, sessionId })
  emitEvent(config, 'BUY_CHECKOUT_OPENED', { ...properties, sessionId })
  follow()
}
