'use client'

// Public API of @portico/react. The modal and its views are not exported from here: they load
// lazily the first time the modal opens, so this entry holds only provider, button and hooks.
export {
  createConfig,
  type Network,
  type PorticoConfig,
  type PorticoOptions,
  type ViewName,
} from '@portico/core'
export { ConnectButton, type ConnectButtonProps } from '../button/ConnectButton.tsx'
export { ProviderNotFoundError } from '../errors/ProviderNotFoundError.ts'
export { type UseAccountReturnType, useAccount } from '../hooks/useAccount.ts'
export {
  type DisconnectOptions,
  type UseDisconnectReturnType,
  useDisconnect,
} from '../hooks/useDisconnect.ts'
export { type UseModalOpenOptions, type UseModalReturnType, useModal } from '../hooks/useModal.ts'
export { type UseNetworkReturnType, useNetwork } from '../hooks/useNetwork.ts'
export { usePorticoConfig } from '../hooks/usePorticoConfig.ts'
export {
  type UseSendTransactionReturnType,
  useSendTransaction,
} from '../hooks/useSendTransaction.ts'
export {
  type SignMessageParameters,
  type UseSignMessageReturnType,
  useSignMessage,
} from '../hooks/useSignMessage.ts'
export { PorticoModal, type PorticoModalProps } from '../modal/PorticoModal.tsx'
export { PorticoProvider, type PorticoProviderProps } from '../provider/PorticoProvider.tsx'
