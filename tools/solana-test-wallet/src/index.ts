// Public API of @portico/solana-test-wallet.
export {
  createSolanaTestWallet,
  SOLANA_TEST_WALLET_NAME,
} from './createSolanaTestWallet.ts'
export {
  type CreateTransferTransactionParameters,
  createTransferTransaction,
} from './createTransferTransaction.ts'
export {
  InvalidInputError,
  SendFailedError,
  SolanaTestWalletError,
  UnauthorizedError,
  UserRejectedError,
} from './errors.ts'
export {
  installFromGlobalConfig,
  SOLANA_TEST_WALLET_CONFIG_GLOBAL,
  SOLANA_TEST_WALLET_CONTROLS_GLOBAL,
} from './installFromGlobalConfig.ts'
export {
  authorizationStorageKey,
  createMemoryStorage,
  type SolanaTestWalletStorage,
} from './persistedAuthorization.ts'
export {
  type RegisterSolanaTestWalletReturnType,
  registerSolanaTestWallet,
} from './registerSolanaTestWallet.ts'
export { registerStandardWallet } from './registerStandardWallet.ts'
export { SOLANA_TEST_WALLET_ICON } from './testWalletIcon.ts'
export type * from './types.ts'
