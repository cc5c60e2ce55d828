import { fetchOnrampQuote } from '../../actions/fetchOnrampQuote.ts'
import { ONRAMP_QUOTE_DEBOUNCE_MS } from '../../constants.ts'
import type { PorticoConfig } from '../../types/config.ts'
import type { OnrampState } from '../../types/onramp.ts'
import { applyOnrampState } from './applyOnrampState.ts'
import { cancelOnrampQuote } from './cancelOnrampQuote.ts'
import { getOnrampContext } from './getOnrampContext.ts'
import { onrampFormKey } from './onrampFormKey.ts'

/**
 * Applies a change of the Buy form and keeps `validation` current: every setter goes through
 * here. When what the quote depends on changed, the request out is aborted and a new quote is
 * asked ONRAMP_QUOTE_DEBOUNCE_MS after the last change ('loading' at once, the last figures kept
 * on screen); a form that breaks a rule (an amount out of limits) is never quoted. A finished
 * checkout's result goes with the first edit.
 */
export function updateOnrampForm(config: PorticoConfig, patch: Partial<OnrampState>): void {
  const before = config.stores.onramp.getState()
  const network = getOnrampContext(config).network?.caipNetworkId
  const next: OnrampState = { ...before, ...patch }
  const checkout = next.checkout?.status
  if (checkout && checkout !== 'opening' && checkout !== 'waiting' && checkout !== 'confirming')
    delete next.checkout
  const changed = onrampFormKey(before, network) !== onrampFormKey(next, network)
  if (changed) {
    cancelOnrampQuote(config)
    delete next.purchaseAmount
    const shown = before.quote.status === 'ready' ? before.quote.quote : undefined
    next.quote = { status: 'idle' }
    const written = applyOnrampState(config, next)
    if (written.validation) return
    applyOnrampState(config, { quote: { status: 'loading', ...(shown ? { quote: shown } : {}) } })
    config.internal.onramp.quoteTimer = setTimeout(
      () => void fetchOnrampQuote(config),
      ONRAMP_QUOTE_DEBOUNCE_MS,
    )
    return
  }
  applyOnrampState(config, next)
}
