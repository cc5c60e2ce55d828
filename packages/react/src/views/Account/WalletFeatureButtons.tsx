import {
  getWalletFeatures,
  navigate,
  openBuy,
  openSend,
  openSwap,
  type WalletFeature,
} from '@portico/core'
import type { ReactNode } from 'react'
import { Button } from '../../components/Button.tsx'
import { BuyIcon, ReceiveIcon, SendIcon, SwapIcon } from '../../components/icons.tsx'
import { usePorticoConfig } from '../../hooks/usePorticoConfig.ts'
import { useStoreState } from '../../hooks/useStoreState.ts'
import type { MessageId } from '../../i18n/messageId.ts'
import { useI18n } from '../../i18n/useI18n.ts'
import { preloadView } from '../../modal/viewRegistry.ts'

/** How each built wallet feature looks, and the view it opens (its own lazy chunk). */
const BUTTONS: Partial<
  Record<
    WalletFeature,
    { label: MessageId; icon: ReactNode; view: 'Buy' | 'Swap' | 'Receive' | 'Send' }
  >
> = {
  onramp: { label: 'account.feature.buy', icon: <BuyIcon width={18} height={18} />, view: 'Buy' },
  swaps: { label: 'account.feature.swap', icon: <SwapIcon width={18} height={18} />, view: 'Swap' },
  receive: {
    label: 'account.feature.receive',
    icon: <ReceiveIcon width={18} height={18} />,
    view: 'Receive',
  },
  send: { label: 'account.feature.send', icon: <SendIcon width={18} height={18} />, view: 'Send' },
}

/**
 * The Account view's wallet feature buttons, in core's order and under its switches
 * (`getWalletFeatures`: spec §9 onramp, swaps, receive, send; spec §6 `features.send`,
 * `features.receive`, `features.swaps`, `features.onramp`; Swap on EVM networks only).
 * Hovering or focusing one fetches its view's chunk, so a click paints at once; Send, Swap and
 * Buy open on an empty form
 * (`openSend`, `openSwap`, `openBuy`).
 */
export function WalletFeatureButtons() {
  const config = usePorticoConfig()
  const { t } = useI18n()
  const features = useStoreState(config.stores.features, (state) => state.features)
  const namespace = useStoreState(config.stores.connection, (state) => state.activeNamespace)
  const shown = getWalletFeatures(config, { features, namespace }).filter(
    (feature) => BUTTONS[feature],
  )
  if (shown.length === 0) return null
  return (
    <ul className="wallet-features" aria-label={t('account.features')}>
      {shown.map((feature) => {
        const button = BUTTONS[feature]
        if (!button) return null
        const preload = () => preloadView(button.view)
        const open = () =>
          button.view === 'Send'
            ? openSend(config)
            : button.view === 'Swap'
              ? openSwap(config)
              : button.view === 'Buy'
                ? openBuy(config)
                : navigate(config, button.view)
        return (
          <li key={feature}>
            <Button
              block
              icon={button.icon}
              data-feature={feature}
              onPointerEnter={preload}
              onFocus={preload}
              onClick={open}
            >
              {t(button.label)}
            </Button>
          </li>
        )
      })}
    </ul>
  )
}
