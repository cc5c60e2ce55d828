'use client'

// Public API of @portico/react. The modal and its views are not exported from here: they load
// lazily the first time the modal opens, so this entry holds only provider, buttons and hooks.
// 'use client': every export touches React state, so Next.js (App Router) treats this entry as
// a client module; server components may still render the provider and buttons.
export {
  type Connection,
  createConfig,
  type Locale,
  type Network,
  type PorticoConfig,
  type PorticoEvent,
  type PorticoEventListener,
  type PorticoEventName,
  type PorticoOptions,
  type PorticoSignIn,
  type PorticoSignInOptions,
  porticoSignIn,
  type SiwxConfig,
  type SiwxSession,
  SUPPORTED_LOCALES,
  type ThemeMode,
  type ViewName,
  type WalletButtonWallet,
  type WalletConnection,
} from '@portico/core'
export { AccountButton, type AccountButtonProps } from '../button/AccountButton.tsx'
export { ConnectButton, type ConnectButtonProps } from '../button/ConnectButton.tsx'
export { NetworkButton, type NetworkButtonProps } from '../button/NetworkButton.tsx'
export {
  PorticoButton,
  type PorticoButtonProps,
  type PorticoButtonRenderProps,
} from '../button/PorticoButton.tsx'
export {
  WalletButton,
  type WalletButtonCustomProps,
  type WalletButtonProps,
} from '../button/WalletButton.tsx'
export {
  ProviderNotFoundError,
  type ProviderNotFoundErrorType,
} from '../errors/ProviderNotFoundError.ts'
export { type UseAccountReturnType, useAccount } from '../hooks/useAccount.ts'
export { type UseBalanceReturnType, useBalance } from '../hooks/useBalance.ts'
export {
  type DisconnectOptions,
  type UseDisconnectReturnType,
  useDisconnect,
} from '../hooks/useDisconnect.ts'
export { useFeatures } from '../hooks/useFeatures.ts'
export { type UseLocaleReturnType, useLocale } from '../hooks/useLocale.ts'
export { type UseModalOpenOptions, type UseModalReturnType, useModal } from '../hooks/useModal.ts'
export { type UseNetworkReturnType, useNetwork } from '../hooks/useNetwork.ts'
export {
  type PayHookStatus,
  type PayParameters,
  type PayResult,
  type UsePayReturnType,
  usePay,
} from '../hooks/usePay.ts'
export { usePorticoConfig } from '../hooks/usePorticoConfig.ts'
export { usePorticoEvents } from '../hooks/usePorticoEvents.ts'
export {
  type UseSendTransactionReturnType,
  useSendTransaction,
} from '../hooks/useSendTransaction.ts'
export {
  type SignMessageParameters,
  type UseSignMessageReturnType,
  useSignMessage,
} from '../hooks/useSignMessage.ts'
export { type UseSiwxReturnType, useSiwx } from '../hooks/useSiwx.ts'
export { type UseThemeReturnType, useTheme } from '../hooks/useTheme.ts'
export {
  type UseWalletButtonParameters,
  type UseWalletButtonReturnType,
  useWalletButton,
  type WalletButtonInfo,
} from '../hooks/useWalletButton.ts'
export {
  type UseWalletConnectionsParameters,
  type UseWalletConnectionsReturnType,
  useWalletConnections,
} from '../hooks/useWalletConnections.ts'
export {
  type UseWalletInfoReturnType,
  useWalletInfo,
  type WalletInfo,
} from '../hooks/useWalletInfo.ts'
export {
  type UseWalletListParameters,
  type UseWalletListReturnType,
  useWalletList,
  type WalletListItem,
} from '../hooks/useWalletList.ts'
export {
  type UseWalletRequestReturnType,
  useWalletRequest,
} from '../hooks/useWalletRequest.ts'
export { PorticoModal, type PorticoModalProps } from '../modal/PorticoModal.tsx'
export { PorticoProvider, type PorticoProviderProps } from '../provider/PorticoProvider.tsx'
