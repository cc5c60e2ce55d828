import type { CSSProperties, ReactNode } from 'react'
import { useState } from 'react'
import { useTheme } from '../hooks/useTheme.ts'
import {
  type UseWalletButtonParameters,
  type UseWalletButtonReturnType,
  useWalletButton,
} from '../hooks/useWalletButton.ts'
import { useLoadedTranslate } from '../i18n/useLoadedTranslate.ts'
import { ButtonSpinner } from './ButtonSpinner.tsx'
import { useHydrated } from './useHydrated.ts'
import { WalletButtonImage } from './WalletButtonImage.tsx'
import { walletButtonLabelStyle, walletButtonStyle } from './walletButtonStyle.ts'

export interface WalletButtonProps extends UseWalletButtonParameters {
  /** Text instead of the wallet's name. */
  label?: string
  disabled?: boolean
  className?: string
  /** Merged over the built-in inline style. */
  style?: CSSProperties
}

/**
 * A button that connects one wallet, or starts one sign-in, without the Connect list: the
 * wallet's image and name, a spinner while it connects. An installed wallet (`'io.metamask'`,
 * or a directory id whose wallet is installed) connects directly; a directory wallet that is not
 * installed opens the modal on its connecting view (the QR code on desktop, its app on mobile);
 * `'walletConnect'` opens the QR code; `'email'` the e-mail sign-in; `'google'`, `'github'`,
 * `'apple'`, `'facebook'`, `'x'` and `'discord'` that provider's sign-in window. Disabled until
 * the wallet is known (installed, or loaded from the directory) and its feature is on.
 * `WalletButton.Custom` renders your own markup from the same state (`useWalletButton`).
 *
 * @example
 * <WalletButton wallet="io.metamask" />
 * <WalletButton wallet="walletConnect" />
 * <WalletButton wallet="google" onSuccess={(connection) => console.log(connection)} />
 */
export function WalletButton({
  label,
  disabled = false,
  className,
  style,
  ...parameters
}: WalletButtonProps) {
  const state = useWalletButton(parameters)
  const { resolvedThemeMode: mode, themeVariables: variables } = useTheme()
  const [hovered, setHovered] = useState(false)
  const hydrated = useHydrated()
  // English until the locale's messages are loaded (at once for English: this is its text).
  const t = useLoadedTranslate()
  const { wallet, isReady, isPending, connect, preload } = state
  // Wallet and provider names stay as they are; the kit's own words are translated.
  const name =
    wallet.kind === 'email'
      ? (t?.('connect.walletButton.email') ?? 'E-mail')
      : (wallet.name ?? t?.('connect.walletButton.wallet') ?? 'Wallet')
  const unavailable = disabled || !isReady
  // A pending button stays focusable (aria-disabled): disabling it would drop keyboard focus.
  const inert = unavailable || isPending
  const accessibleName =
    wallet.kind === 'email' || wallet.kind === 'social'
      ? (t?.('connect.walletButton.continueWith', { wallet: name }) ?? `Continue with ${name}`)
      : (t?.('connect.walletButton.connect', { wallet: name }) ?? `Connect ${name}`)

  return (
    <button
      type="button"
      className={className}
      disabled={unavailable}
      aria-disabled={isPending || undefined}
      aria-busy={isPending || undefined}
      // The visible name stays part of the accessible one (WCAG 2.5.3).
      aria-label={label ? undefined : accessibleName}
      data-portico-wallet-button={wallet.kind ?? 'loading'}
      data-state={isPending ? 'pending' : isReady ? 'ready' : 'loading'}
      style={
        hydrated
          ? { ...walletButtonStyle({ mode, variables, hovered, disabled: unavailable }), ...style }
          : undefined
      }
      onPointerEnter={() => {
        setHovered(true)
        preload()
      }}
      onPointerLeave={() => setHovered(false)}
      onFocus={preload}
      onClick={() => {
        if (!inert) connect().catch(() => undefined)
      }}
    >
      <WalletButtonImage wallet={wallet} />
      <span style={hydrated ? walletButtonLabelStyle : undefined} title={label ?? name}>
        {label ?? name}
      </span>
      {isPending ? <ButtonSpinner /> : null}
    </button>
  )
}

export interface WalletButtonCustomProps extends UseWalletButtonParameters {
  /** Renders your own button from the wallet button's state. */
  children: (state: UseWalletButtonReturnType) => ReactNode
}

/**
 * Headless wallet button for custom designs: the state and actions of `<WalletButton>` without
 * its markup (RainbowKit's `WalletButton.Custom`).
 *
 * @example
 * <WalletButton.Custom wallet="walletConnect">
 *   {({ connect, isReady, isPending, wallet }) => (
 *     <button type="button" disabled={!isReady} onClick={() => connect().catch(() => {})}>
 *       {isPending ? 'Waiting for the wallet…' : `Scan with ${wallet.name}`}
 *     </button>
 *   )}
 * </WalletButton.Custom>
 */
function WalletButtonCustom({ children, ...parameters }: WalletButtonCustomProps) {
  return <>{children(useWalletButton(parameters))}</>
}

WalletButton.Custom = WalletButtonCustom
