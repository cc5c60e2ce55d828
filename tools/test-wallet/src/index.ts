// Public API of @portico/test-wallet.
export {
  type AnnounceTestWalletReturnType,
  announceTestWallet,
  TEST_WALLET_NAME,
  TEST_WALLET_RDNS,
  type TestWalletInfo,
} from './announceTestWallet.ts'
export {
  type CreateTestWalletErrorType,
  type CreateTestWalletParameters,
  type CreateTestWalletReturnType,
  createTestWallet,
  DEFAULT_TEST_WALLET_STORAGE_KEY,
} from './createTestWallet.ts'
export {
  ChainDisconnectedError,
  DisconnectedError,
  InternalRpcError,
  InvalidParamsError,
  InvalidRequestError,
  NoPendingRequestError,
  TestWalletConfigError,
  TestWalletRpcError,
  UnauthorizedError,
  UnrecognizedChainError,
  UnsupportedMethodError,
  UserRejectedError,
} from './errors.ts'
export {
  installFromGlobalConfig,
  TEST_WALLET_CONFIG_GLOBAL,
  TEST_WALLET_PROVIDER_GLOBAL,
} from './installFromGlobalConfig.ts'
export {
  type InstallTestWalletParameters,
  type InstallTestWalletReturnType,
  installTestWallet,
} from './installTestWallet.ts'
export { createMemoryStorage, type TestWalletStorage } from './persistedState.ts'
export { TEST_WALLET_ICON } from './testWalletIcon.ts'
export type {
  TestWalletChain,
  TestWalletControls,
  TestWalletEventMap,
  TestWalletEventName,
  TestWalletListener,
  TestWalletPendingRequest,
  TestWalletProvider,
  TestWalletRequestArguments,
} from './types.ts'
