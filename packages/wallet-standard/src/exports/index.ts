// API of @portico/wallet-standard: the Wallet Standard plumbing @portico/solana and @portico/bitcoin
// share (published for them; not meant for dApps).
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
export { MethodNotAllowedError, UNSUPPORTED_METHOD_CODE } from '../errors/MethodNotAllowedError.ts'
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
