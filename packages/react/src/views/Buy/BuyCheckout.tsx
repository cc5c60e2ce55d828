import {
  cancelBuyCheckout,
  dismissBuyCheckout,
  ONRAMP_MESSAGES,
  reopenBuyCheckout,
} from '@portico/core'
import { Button } from '../../components/Button.tsx'
import { Spinner } from '../../components/Spinner.tsx'
import { usePorticoConfig } from '../../hooks/usePorticoConfig.ts'
import { useStoreState } from '../../hooks/useStoreState.ts'
import { translateError } from '../../i18n/translateError.ts'
import { useI18n } from '../../i18n/useI18n.ts'
import { displayBuyAmount } from './buyDisplay.ts'
import { leaveBuy } from './useResetBuyOnLeave.ts'

/**
 * The checkout as it stands (`stores.onramp.checkout`): opening, blocked by the browser (with a
 * button that opens it from a click), waiting for the visitor in the window (Reopen, Cancel),
 * confirming on chain, and how it ended: '<amount> <symbol> arrived', or why nothing was bought.
 */
export function BuyCheckout() {
  const config = usePorticoConfig()
  const { t, locale } = useI18n()
  const checkout = useStoreState(config.stores.onramp, (state) => state.checkout)
  if (!checkout) return null
  const back = (
    <Button block onClick={() => leaveBuy(config)}>
      {t('trade.backToAccount')}
    </Button>
  )
  const again = (
    <Button block variant="primary" onClick={() => dismissBuyCheckout(config)}>
      {t('trade.tryAgain')}
    </Button>
  )
  const cancel = (
    <Button block onClick={() => cancelBuyCheckout(config)}>
      {t('trade.cancel')}
    </Button>
  )
  switch (checkout.status) {
    case 'opening':
      return (
        <div className="buy-checkout" data-state="opening" data-testid="buy-checkout">
          <Spinner size={28} label={t('buy.checkout.opening')} />
          <p>{t('buy.checkout.openingNow')}</p>
          {cancel}
        </div>
      )
    case 'blocked':
      return (
        <div className="buy-checkout" data-state="blocked" data-testid="buy-checkout">
          <p role="alert">{t('feedback.onramp.popupBlocked')}</p>
          <Button block variant="primary" onClick={() => reopenBuyCheckout(config)}>
            {t('buy.checkout.open')}
          </Button>
          {cancel}
        </div>
      )
    case 'waiting':
      return (
        <div className="buy-checkout" data-state="waiting" data-testid="buy-checkout">
          <Spinner size={28} label={t('buy.checkout.waiting')} />
          <p role="status">{t('feedback.onramp.waiting')}</p>
          <Button block variant="primary" onClick={() => reopenBuyCheckout(config)}>
            {t('buy.checkout.reopen')}
          </Button>
          {cancel}
        </div>
      )
    case 'confirming':
      return (
        <div className="buy-checkout" data-state="confirming" data-testid="buy-checkout">
          <Spinner size={28} label={t('buy.checkout.confirming')} />
          <p role="status">{t('feedback.onramp.confirming')}</p>
        </div>
      )
    case 'completed':
      return (
        <div className="buy-checkout" data-state="completed" data-testid="buy-checkout">
          <p role="status" className="buy-done" data-testid="buy-arrived">
            {checkout.received
              ? t('feedback.onramp.arrived', {
                  amount: displayBuyAmount(checkout.received.value, locale),
                  symbol: checkout.received.currency,
                })
              : ''}
          </p>
          {back}
        </div>
      )
    default: {
      const message =
        checkout.status === 'closed'
          ? ONRAMP_MESSAGES.CLOSED
          : checkout.status === 'cancelled'
            ? ONRAMP_MESSAGES.CANCELLED
            : (checkout.error ?? ONRAMP_MESSAGES.FAILED)
      return (
        <div className="buy-checkout" data-state={checkout.status} data-testid="buy-checkout">
          <p role="alert" data-testid="buy-checkout-message">
            {translateError(t, message)}
          </p>
          {again}
          {back}
        </div>
      )
    }
  }
}
