// Public API of @portico/walletconnect.
export {
  RelayUnavailableError,
  type RelayUnavailableErrorType,
} from '../errors/RelayUnavailableError.ts'
export {
  BITCOIN_EVENTS,
  BITCOIN_METHODS,
  buildEip155Namespace,
  buildNamespace,
  buildOptionalNamespaces,
  EIP155_EVENTS,
  EIP155_METHODS,
  type Eip155Namespace,
  NON_EVM_EVENTS,
  type ProposalNamespace,
  SOLANA_METHODS,
  WALLET_CONNECT_NAMESPACES,
  type WalletConnectNamespace,
} from '../namespaces.ts'
export type { PairingListener } from '../pairing/createPairingStore.ts'
export type { WalletConnectStorage } from '../session/WalletConnectStorage.ts'
export type { WalletConnectMetadata } from '../session/walletConnectMetadata.ts'
export {
  DEFAULT_RELAY_TIMEOUT_MS,
  WALLET_CONNECT_CONNECTOR,
  type WalletConnectAdapter,
  type WalletConnectAdapterParameters,
  type WalletConnectPairing,
  type WalletConnectRequestParameters,
  walletConnectAdapter,
} from '../walletConnectAdapter.ts'
