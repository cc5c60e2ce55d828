// What the docs' code fragments use without importing or declaring it: the kit's exports (a
// reference page names its hook or component and leaves out the import line) and the values a
// page's text has already introduced (the project id, the config, the networks, your callbacks).
// A sample's own import or declaration of a name wins over these.
import type * as React from 'react'

type Kit = typeof import('@portico/react')

declare global {
  // The kit's functions and components (@portico/react re-exports core's).
  const createConfig: Kit['createConfig']
  const startConfig: typeof import('@portico/core').startConfig
  const openModal: typeof import('@portico/core').openModal
  const porticoSignIn: Kit['porticoSignIn']
  const defineNetwork: typeof import('@portico/core').defineNetwork
  const evmAdapter: typeof import('@portico/evm').evmAdapter
  const walletConnectAdapter: typeof import('@portico/walletconnect').walletConnectAdapter
  const embeddedWallet: typeof import('@portico/embedded-wallet').embeddedWallet
  const PorticoProvider: Kit['PorticoProvider']
  const PorticoModal: Kit['PorticoModal']
  const PorticoButton: Kit['PorticoButton']
  const ConnectButton: Kit['ConnectButton']
  const AccountButton: Kit['AccountButton']
  const NetworkButton: Kit['NetworkButton']
  const WalletButton: Kit['WalletButton']
  const useAccount: Kit['useAccount']
  const useBalance: Kit['useBalance']
  const useDisconnect: Kit['useDisconnect']
  const useLocale: Kit['useLocale']
  const useModal: Kit['useModal']
  const useNetwork: Kit['useNetwork']
  const usePay: Kit['usePay']
  const usePorticoConfig: Kit['usePorticoConfig']
  const usePorticoEvents: Kit['usePorticoEvents']
  const useSendTransaction: Kit['useSendTransaction']
  const useSignMessage: Kit['useSignMessage']
  const useSiwx: Kit['useSiwx']
  const useTheme: Kit['useTheme']
  const useWalletButton: Kit['useWalletButton']
  const useWalletConnections: Kit['useWalletConnections']
  const useWalletInfo: Kit['useWalletInfo']
  const useWalletList: Kit['useWalletList']
  const useWalletRequest: Kit['useWalletRequest']
  const useState: typeof React.useState

  // The kit's types that reference pages name in signatures.
  type ChainNamespace = import('@portico/core').ChainNamespace
  type ConnectionAccount = import('@portico/core').ConnectionAccount
  type Connection = import('@portico/core').Connection
  type Connector = import('@portico/core').Connector
  type ConnectorType = import('@portico/core').ConnectorType
  type Locale = import('@portico/react').Locale
  type Network = import('@portico/core').Network
  type PorticoConfig = import('@portico/core').PorticoConfig
  type PorticoEvent = import('@portico/core').PorticoEvent
  type PorticoOptions = import('@portico/core').PorticoOptions
  type SiwxSession = import('@portico/core').SiwxSession
  type SocialProvider = import('@portico/core').SocialProvider
  type SwapToken = import('@portico/core').SwapToken
  type UseWalletButtonReturnType = import('@portico/react').UseWalletButtonReturnType
  type ViewName = import('@portico/core').ViewName
  type Wallet = import('@portico/core').Wallet
  type WalletButtonWallet = import('@portico/react').WalletButtonWallet
  type WalletConnection = import('@portico/react').WalletConnection
  type WalletListItem = import('@portico/react').WalletListItem
  type PorticoConnectorFn = import('@portico/wagmi').PorticoConnectorFn
  type Address = import('viem').Address
  type Hex = import('viem').Hex
  type ReactNode = React.ReactNode
  type CSSProperties = React.CSSProperties
  namespace JSX {
    type Element = React.JSX.Element
  }

  // What the page's text has introduced.
  const projectId: string
  const apiUrl: string
  const porticoUrl: string
  const config: PorticoConfig
  const networks: readonly [Network, ...Network[]]
  const adapters: PorticoOptions['adapters']
  const metadata: NonNullable<PorticoOptions['metadata']>
  const mainnet: Network
  const base: Network
  const local: Network
  const local2: Network
  const solanaMainnet: Network
  const solanaLocal: Network
  const bitcoinMainnet: Network
  const regtest: Network
  const address: string
  const transaction: string
  const token: string
  const METAMASK_ID: string
  const Logo: () => React.JSX.Element
  const onSuccess: (connection: Connection) => void
  const onError: (error: Error) => void
  const mySiwxConfig: NonNullable<PorticoOptions['siwx']>
  const myInstrumentedFetch: typeof fetch
  const myAnalytics: { track(event: string): void }
}
