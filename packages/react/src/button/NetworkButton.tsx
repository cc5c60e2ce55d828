import { type ChainNamespace, openModal } from '@portico/core'
import { type CSSProperties, useState } from 'react'
import { useAccount } from '../hooks/useAccount.ts'
import { useNetwork } from '../hooks/useNetwork.ts'
import { usePorticoConfig } from '../hooks/usePorticoConfig.ts'
import { useTheme } from '../hooks/useTheme.ts'
import { useLoadedTranslate } from '../i18n/useLoadedTranslate.ts'
import { preloadModal } from '../modal/modalChunk.ts'
import { ButtonNetworkIcon } from './ButtonNetworkIcon.tsx'
import { connectButtonStyle } from './connectButtonStyle.ts'
import { useHydrated } from './useHydrated.ts'

export interface NetworkButtonProps {
  /** The chain family this button is for; the active one by default. */
  namespace?: ChainNamespace
  className?: string
  /** Merged over the built-in inline style. */
  style?: CSSProperties
}

/**
 * The current network (icon and name) as a button that opens the network list (SwitchNetwork).
 * Connected on a chain the dApp does not list, it reads 'Unsupported network' and opens
 * UnsupportedChain. Before a wallet connects it shows the default network.
 *
 * @example
 * <header>
 *   <NetworkButton />
 *   <ConnectButton />
 * </header>
 */
export function NetworkButton({ namespace, className, style }: NetworkButtonProps) {
  const config = usePorticoConfig()
  const { isConnected } = useAccount(namespace)
  const { network } = useNetwork(namespace)
  const { resolvedThemeMode: mode, themeVariables: variables } = useTheme()
  const [hovered, setHovered] = useState(false)
  const hydrated = useHydrated()
  const t = useLoadedTranslate()
  const unsupported = isConnected && network === undefined

  return (
    <button
      type="button"
      className={className}
      data-portico-network-button={unsupported ? 'unsupported' : (network?.caipNetworkId ?? '')}
      onPointerEnter={() => {
        setHovered(true)
        preloadModal(config, 'SwitchNetwork')
      }}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => preloadModal(config, 'SwitchNetwork')}
      onClick={() =>
        openModal(config, {
          view: unsupported ? 'UnsupportedChain' : 'SwitchNetwork',
          ...(namespace ? { namespace } : {}),
        })
      }
      style={
        hydrated
          ? { ...connectButtonStyle({ mode, variables, hovered, connected: true }), ...style }
          : undefined
      }
    >
      {network ? <ButtonNetworkIcon network={network} /> : null}
      <span>
        {network ? network.name : (t?.('button.unsupportedNetwork') ?? 'Unsupported network')}
      </span>
    </button>
  )
}
