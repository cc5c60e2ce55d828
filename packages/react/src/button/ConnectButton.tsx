import { type ChainNamespace, formatAddress, openModal } from '@portico/core'
import { type CSSProperties, useState } from 'react'
import { useAccount } from '../hooks/useAccount.ts'
import { useNetwork } from '../hooks/useNetwork.ts'
import { usePorticoConfig } from '../hooks/usePorticoConfig.ts'
import { useTheme } from '../hooks/useTheme.ts'
import { useLoadedFigures } from '../i18n/useLoadedFigures.ts'
import { useLoadedTranslate } from '../i18n/useLoadedTranslate.ts'
import { preloadModal } from '../modal/modalChunk.ts'
import { roundedBalance } from '../utils/roundedBalance.ts'
import { ButtonNetworkIcon } from './ButtonNetworkIcon.tsx'
import { ButtonSpinner } from './ButtonSpinner.tsx'
import { addressChipStyle, connectButtonStyle } from './connectButtonStyle.ts'
import { useHydrated } from './useHydrated.ts'

/** Read by screen readers, not shown (the page's stylesheet is not the kit's: inline). */
const VISUALLY_HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
}

export interface ConnectButtonProps {
  /** Text while disconnected (default 'Connect Wallet', in the modal's language). */
  label?: string
  /** The chain family this button is for; the active one by default. */
  namespace?: ChainNamespace
  /** Show the native balance when connected (default true). */
  showBalance?: boolean
  className?: string
  /** Merged over the built-in inline style. */
  style?: CSSProperties
}

/**
 * The one-line way to add the kit to a page. Disconnected it reads 'Connect Wallet' and opens
 * Connect; while connecting it reads 'Connecting…'; connected it shows the network icon, the
 * balance (2 decimals + symbol) and the account's name, else its address (4 + 6 characters), and
 * opens Account.
 *
 * @example
 * <header>
 *   <Logo />
 *   <ConnectButton />
 * </header>
 */
export function ConnectButton({
  label,
  namespace,
  showBalance = true,
  className,
  style,
}: ConnectButtonProps) {
  const config = usePorticoConfig()
  const account = useAccount(namespace)
  const { network } = useNetwork(namespace)
  // Through useTheme: server rendering and hydration agree on the mode (light unless set).
  const { resolvedThemeMode: mode, themeVariables: variables } = useTheme()
  const [hovered, setHovered] = useState(false)
  const hydrated = useHydrated()
  // English until the locale's messages are loaded (at once for English: this is its text).
  const t = useLoadedTranslate()
  // The balance's digits and separators: English until the locale's are loaded.
  const figure = useLoadedFigures()

  const connected = account.isConnected && account.address !== undefined
  const common = {
    type: 'button' as const,
    className,
    'data-portico-connect-button': account.status,
    onPointerEnter: () => {
      setHovered(true)
      preloadModal(config)
    },
    onPointerLeave: () => setHovered(false),
    // Intent to open: fetch the modal's chunks now so the click paints at once.
    onFocus: () => preloadModal(config),
    onPointerDown: () => preloadModal(config),
    // From hydration on: no style attribute in server HTML (useHydrated).
    style: hydrated
      ? { ...connectButtonStyle({ mode, variables, hovered, connected }), ...style }
      : undefined,
  }

  if (connected && account.address) {
    const rounded = showBalance ? roundedBalance(account.balance) : undefined
    const withSymbol = (value: string) => `${figure(value)} ${account.balanceSymbol ?? ''}`.trim()
    const balance = rounded === undefined ? undefined : withSymbol(rounded)
    // Every digit of it, for a pointer and as the button's name (the figure shown has 2).
    const exact = balance && account.balance ? withSymbol(account.balance) : undefined
    return (
      <button
        {...common}
        onClick={() =>
          openModal(config, {
            view: network ? 'Account' : 'UnsupportedChain',
            ...(namespace ? { namespace } : {}),
          })
        }
      >
        {network ? <ButtonNetworkIcon network={network} /> : null}
        {network ? null : <span>{t?.('button.unsupportedNetwork') ?? 'Unsupported network'}</span>}
        {balance && network ? (
          <>
            <span title={exact} aria-hidden="true">
              {balance}
            </span>
            <span style={hydrated ? VISUALLY_HIDDEN : undefined}>{exact}</span>
          </>
        ) : null}
        {/* The account's name when it has one (identity, or one just registered), else its
            address. A pointer shows both: a long name is cut to fit the page. */}
        <span
          style={hydrated ? addressChipStyle(mode, variables) : undefined}
          title={account.profileName ? `${account.profileName}\n${account.address}` : undefined}
        >
          {account.profileName ?? formatAddress(account.address)}
        </span>
      </button>
    )
  }

  const connecting = account.status === 'connecting'
  return (
    <button
      {...common}
      aria-busy={connecting || undefined}
      onClick={() => openModal(config, namespace ? { namespace } : {})}
    >
      {connecting ? <ButtonSpinner /> : null}
      {connecting
        ? (t?.('button.connecting') ?? 'Connecting…')
        : (label ?? t?.('button.connect') ?? 'Connect Wallet')}
    </button>
  )
}
