import {
  type CaipAddress,
  type ChainNamespace,
  type ConnectionStatus,
  formatAddress,
  type Network,
} from '@portico/core'
import { type ReactNode, useCallback, useMemo } from 'react'
import { useAccount } from '../hooks/useAccount.ts'
import { useBalance } from '../hooks/useBalance.ts'
import { useDisconnect } from '../hooks/useDisconnect.ts'
import { type UseModalOpenOptions, useModal } from '../hooks/useModal.ts'
import { useNetwork } from '../hooks/useNetwork.ts'
import { usePorticoConfig } from '../hooks/usePorticoConfig.ts'
import { preloadModal } from '../modal/modalChunk.ts'

/** What `<PorticoButton>` hands its render function. */
export interface PorticoButtonRenderProps {
  status: ConnectionStatus
  isConnected: boolean
  isConnecting: boolean
  address: string | undefined
  caipAddress: CaipAddress | undefined
  /** The address as the kit shows it (4 + 6 characters), e.g. '0xf3…b92266'. */
  displayAddress: string | undefined
  /** The name the address goes by (identity service), when it has one. */
  profileName: string | undefined
  /**
   * The native balance with 2 decimals and the symbol in the modal's language, e.g.
   * '10000.00 ETH' ('10000,00 ETH' in German).
   */
  displayBalance: string | undefined
  /** The wallet's network; undefined while it is on a chain the dApp does not list. */
  network: Network | undefined
  /** True when connected on a chain the dApp does not list. */
  isUnsupportedNetwork: boolean
  /** Opens the modal; by default Account when connected, else Connect (spec §2). */
  open: (options?: UseModalOpenOptions) => Promise<void>
  /** Opens the network list (SwitchNetwork). */
  openNetworks: () => Promise<void>
  close: () => void
  disconnect: () => Promise<void>
  isOpen: boolean
  /**
   * Call on hover or focus of your button: starts loading the modal's code so the click paints
   * at once (what `<ConnectButton>` does on its own).
   */
  preload: () => void
}

export interface PorticoButtonProps {
  /** The chain family this button is for; the active one by default. */
  namespace?: ChainNamespace
  /** Renders your own button from the kit's state. */
  children: (props: PorticoButtonRenderProps) => ReactNode
}

/**
 * Headless connect button for custom designs: the state and actions of `<ConnectButton>`
 * without its markup. It renders nothing of its own, only what `children` returns.
 *
 * @example
 * <PorticoButton>
 *   {({ isConnected, displayAddress, open, preload }) => (
 *     <button type="button" className="my-button" onPointerEnter={preload} onClick={() => open()}>
 *       {isConnected ? displayAddress : 'Sign in'}
 *     </button>
 *   )}
 * </PorticoButton>
 */
export function PorticoButton({ namespace, children }: PorticoButtonProps) {
  const config = usePorticoConfig()
  const account = useAccount(namespace)
  const { formatted } = useBalance(namespace)
  const { network } = useNetwork(namespace)
  const modal = useModal()
  const { disconnect } = useDisconnect()

  const open = useCallback(
    (options: UseModalOpenOptions = {}) => {
      // Connected on a chain the dApp does not list, Account cannot show it (as ConnectButton).
      const view =
        options.view ??
        (account.isConnected && network === undefined ? 'UnsupportedChain' : undefined)
      return modal.open({
        ...options,
        ...(view ? { view } : {}),
        ...(namespace && !options.namespace ? { namespace } : {}),
      })
    },
    [modal.open, account.isConnected, network, namespace],
  )
  const openNetworks = useCallback(() => open({ view: 'SwitchNetwork' }), [open])
  const disconnectHere = useCallback(
    () => disconnect(namespace ? { namespace } : {}),
    [disconnect, namespace],
  )
  const preload = useCallback(() => preloadModal(config), [config])

  const props = useMemo<PorticoButtonRenderProps>(
    () => ({
      status: account.status,
      isConnected: account.isConnected,
      isConnecting: account.status === 'connecting',
      address: account.address,
      caipAddress: account.caipAddress,
      displayAddress: account.address ? formatAddress(account.address) : undefined,
      profileName: account.profileName,
      displayBalance: formatted,
      network,
      isUnsupportedNetwork: account.isConnected && network === undefined,
      open,
      openNetworks,
      close: modal.close,
      disconnect: disconnectHere,
      isOpen: modal.isOpen,
      preload,
    }),
    [account, formatted, network, open, openNetworks, modal, disconnectHere, preload],
  )
  return <>{children(props)}</>
}
