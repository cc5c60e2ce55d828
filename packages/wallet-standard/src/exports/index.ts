// API of @portico/wallet-standard: the Wallet Standard plumbing @portico/solana and @portico/bitcoin
// share (published for them; not meant for dApps).
// Core's class of a refused method (one for every adapter), kept here for existing imports.
export { MethodNotAllowedError, type MethodNotAllowedErrorType } from '@portico/core'
export {
  type CreateWalletSessionsParameters,
  createWalletSessions,
  type DiscoveredWalletItem,
  type WalletSession,
  type WalletSessions,
} from '../adapter/createWalletSessions.ts'
export {
  type ParseWalletStandardWalletResult,
  parseWalletStandardWallet,
  type WalletFamilyRequirements,
  type WalletStandardWalletInfo,
} from '../discovery/parseWalletStandardWallet.ts'
export {
  type DiscoveredWallet,
  type WatchWalletStandardConnectorsParameters,
  watchWalletStandardConnectors,
} from '../discovery/watchWalletStandardConnectors.ts'
export { UNSUPPORTED_METHOD_CODE } from '../errors/unsupportedMethodCode.ts'
export { callWallet } from '../wallet/callWallet.ts'
export { describeValue } from '../wallet/describeValue.ts'
export { missingFeatureError } from '../wallet/missingFeatureError.ts'
export {
  createGetWalletFeature,
  type FeatureMethodNames,
  readWalletFeature,
  STANDARD_FEATURE_METHOD_NAMES,
  type StandardFeatureMethods,
} from '../wallet/walletFeatures.ts'
export { WALLET_STANDARD_ERROR_RULES } from '../wallet/walletStandardErrorRules.ts'
