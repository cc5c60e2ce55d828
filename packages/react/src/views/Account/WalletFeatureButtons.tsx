import { getWalletFeatures, navigate, openSend, type WalletFeature } from '@portico/core'
import type { ReactNode } from 'react'
import { Button } from '../../components/Button.tsx'
import { ReceiveIcon, SendIcon } from '../../components/icons.tsx'
import { usePorticoConfig } from '../../hooks/usePorticoConfig.ts'
import { useStoreState } from '../../hooks/useStoreState.ts'
import { preloadView } from '../../modal/viewRegistry.ts'

/** How each built wallet feature looks, and the view it opens (its own lazy chunk). */
const BUTTONS: Partial<
  Record<WalletFeature, { label: string; icon: ReactNode; view: 'Receive' | 'Send' }>
> = {
  receive: { label: 'Receive', icon: <ReceiveIcon width={18} height={18} />, view: 'Receive' },
  send: { label: 'Send', icon: <SendIcon width={18} height={18} />, view: 'Send' },
}

/**
 * The Account view's wallet feature buttons, in core's order and under its switches
 * (`getWalletFeatures`: spec §9 onramp, swaps, receive, send; spec §6 `features.send`,
 * `features.receive`). Hovering or focusing one fetches its view's chunk, so a click paints at
 * once; Send opens on an empty form (`openSend`).
 */
export function WalletFeatureButtons() {
  const config = usePorticoConfig()
  const features = useStoreState(config.stores.features, (state) => state.features)
  const shown = getWalletFeatures(config, { features }).filter((feature) => BUTTONS[feature])
  if (shown.length === 0) return null
  return (
    <ul className="wallet-features" aria-label="Wallet features">
      {shown.map((feature) => {
        const button = BUTTONS[feature]
        if (!button) return null
        const preload = () => preloadView(button.view)
        const open = () =>
          button.view === 'Send' ? openSend(config) : navigate(config, button.view)
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
              {button.label}
            </Button>
          </li>
        )
      })}
    </ul>
  )
}
