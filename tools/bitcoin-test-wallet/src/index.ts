// Public API of @portico/bitcoin-test-wallet.
export {
  BITCOIN_TEST_WALLET_NAME,
  type BitcoinTestWalletFeatures,
  type CreateBitcoinTestWalletReturnType,
  createBitcoinTestWallet,
} from './createBitcoinTestWallet.ts'
export { BitcoinTestWalletError, USER_REJECTED_CODE } from './errors.ts'
export type {
  BitcoinInputToSign,
  BitcoinSignMessageInput,
  BitcoinSignMessageOutput,
  BitcoinSignTransactionInput,
  BitcoinSignTransactionOutput,
} from './features.ts'
export {
  BITCOIN_TEST_WALLET_CONFIG_GLOBAL,
  BITCOIN_TEST_WALLET_CONTROLS_GLOBAL,
  installFromGlobalConfig,
} from './installFromGlobalConfig.ts'
export { createMemoryStorage } from './persistedAuthorization.ts'
export {
  type RegisterBitcoinTestWalletReturnType,
  registerBitcoinTestWallet,
} from './registerBitcoinTestWallet.ts'
export type {
  BitcoinTestKey,
  BitcoinTestNetwork,
  BitcoinTestWalletAccount,
  BitcoinTestWalletControls,
  BitcoinTestWalletFault,
  BitcoinTestWalletParameters,
  BitcoinTestWalletPendingRequest,
  BitcoinTestWalletStorage,
} from './types.ts'
