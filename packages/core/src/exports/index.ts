// Public API of @portico/core. Every export is one concern from src/.

export { autoDismissSnackbar } from '../actions/autoDismissSnackbar.ts'
export { cancelBuyCheckout } from '../actions/cancelBuyCheckout.ts'
export { cancelEmailLogin } from '../actions/cancelEmailLogin.ts'
export { cancelSiwx } from '../actions/cancelSiwx.ts'
export { cancelSocialLogin } from '../actions/cancelSocialLogin.ts'
export {
  type CheckAccountNameParameters,
  type CheckAccountNameReturnType,
  checkAccountName,
} from '../actions/checkAccountName.ts'
// Actions
export { type CheckOriginParameters, checkOrigin } from '../actions/checkOrigin.ts'
export { closeModal } from '../actions/closeModal.ts'
export {
  type ConfirmSwapErrorType,
  type ConfirmSwapReturnType,
  confirmSwap,
} from '../actions/confirmSwap.ts'
export {
  type ConnectErrorType,
  type ConnectParameters,
  type ConnectReturnType,
  connect,
} from '../actions/connect.ts'
export {
  type ConnectEmailErrorType,
  type ConnectEmailParameters,
  connectEmail,
} from '../actions/connectEmail.ts'
export {
  type ConnectFarcasterErrorType,
  type ConnectFarcasterReturnType,
  connectFarcaster,
} from '../actions/connectFarcaster.ts'
export {
  type ConnectSocialErrorType,
  type ConnectSocialParameters,
  type ConnectSocialReturnType,
  connectSocial,
} from '../actions/connectSocial.ts'
export {
  type ConnectWalletButtonErrorType,
  type ConnectWalletButtonParameters,
  type ConnectWalletButtonReturnType,
  connectWalletButton,
} from '../actions/connectWalletButton.ts'
export {
  type ConnectWalletConnectErrorType,
  type ConnectWalletConnectParameters,
  connectWalletConnect,
} from '../actions/connectWalletConnect.ts'
export {
  type ConnectWalletListEntryErrorType,
  type ConnectWalletListEntryReturnType,
  connectWalletListEntry,
} from '../actions/connectWalletListEntry.ts'
export {
  type DisconnectErrorType,
  type DisconnectParameters,
  disconnect,
} from '../actions/disconnect.ts'
export {
  type DisconnectAllErrorType,
  type DisconnectAllParameters,
  disconnectAll,
} from '../actions/disconnectAll.ts'
export {
  type DisconnectWalletParameters,
  disconnectWallet,
} from '../actions/disconnectWallet.ts'
export { dismissAlert } from '../actions/dismissAlert.ts'
export { dismissBuyCheckout } from '../actions/dismissBuyCheckout.ts'
export { dismissSnackbar } from '../actions/dismissSnackbar.ts'
export { estimatePayFee } from '../actions/estimatePayFee.ts'
export { estimateSendFee } from '../actions/estimateSendFee.ts'
export {
  type FetchAccountNamesErrorType,
  type FetchAccountNamesParameters,
  type FetchAccountNamesReturnType,
  fetchAccountNames,
} from '../actions/fetchAccountNames.ts'
export {
  BALANCE_UNAVAILABLE_MESSAGE,
  type FetchBalanceErrorType,
  type FetchBalanceParameters,
  fetchBalance,
} from '../actions/fetchBalance.ts'
export { type FetchIdentityParameters, fetchIdentity } from '../actions/fetchIdentity.ts'
export {
  type FetchNameSuggestionsErrorType,
  type FetchNameSuggestionsParameters,
  type FetchNameSuggestionsReturnType,
  fetchNameSuggestions,
} from '../actions/fetchNameSuggestions.ts'
export {
  type FetchOnrampQuoteReturnType,
  fetchOnrampQuote,
} from '../actions/fetchOnrampQuote.ts'
export { fetchRemoteFeatures } from '../actions/fetchRemoteFeatures.ts'
export { fetchSupportedChains } from '../actions/fetchSupportedChains.ts'
export { type FetchSwapQuoteReturnType, fetchSwapQuote } from '../actions/fetchSwapQuote.ts'
export {
  type FetchTransactionsErrorType,
  type FetchTransactionsParameters,
  fetchTransactions,
  TRANSACTIONS_FAILED_MESSAGE,
} from '../actions/fetchTransactions.ts'
export {
  type FetchWalletErrorType,
  type FetchWalletParameters,
  fetchWallet,
} from '../actions/fetchWallet.ts'
export {
  type FetchWalletListsParameters,
  fetchWalletLists,
} from '../actions/fetchWalletLists.ts'
export { type FetchWalletsParameters, fetchWallets } from '../actions/fetchWallets.ts'
export { flipSwapTokens } from '../actions/flipSwapTokens.ts'
export { followPayment } from '../actions/followPayment.ts'
export { followSendToken } from '../actions/followSendToken.ts'
export {
  type GetAccountParameters,
  type GetAccountReturnType,
  getAccount,
} from '../actions/getAccount.ts'
export {
  type GetAccountTypeParameters,
  type GetAccountTypeReturnType,
  getAccountType,
} from '../actions/getAccountType.ts'
export {
  type GetBuyCurrenciesParameters,
  type GetBuyCurrenciesReturnType,
  getBuyCurrencies,
} from '../actions/getBuyCurrencies.ts'
export {
  type ConnectListEntry,
  type GetConnectListParameters,
  type GetConnectListReturnType,
  getConnectList,
} from '../actions/getConnectList.ts'
export {
  type GetReceiveNetworksParameters,
  type GetReceiveNetworksReturnType,
  getReceiveNetworks,
} from '../actions/getReceiveNetworks.ts'
export {
  type GetSendTokensParameters,
  type GetSendTokensReturnType,
  getSendTokens,
} from '../actions/getSendTokens.ts'
export {
  type GetSwapTokensParameters,
  type GetSwapTokensReturnType,
  getSwapTokens,
} from '../actions/getSwapTokens.ts'
export {
  type GetWalletButtonTargetParameters,
  getWalletButtonTarget,
  type WalletButtonTarget,
  type WalletButtonWallet,
} from '../actions/getWalletButtonTarget.ts'
export {
  type GetWalletConnectionsParameters,
  type GetWalletConnectionsReturnType,
  getWalletConnections,
  type WalletConnection,
  type WalletConnectionClass,
} from '../actions/getWalletConnections.ts'
export {
  type GetWalletFeaturesParameters,
  type GetWalletFeaturesReturnType,
  getWalletFeatures,
  type WalletFeature,
} from '../actions/getWalletFeatures.ts'
export {
  type GetWalletListParameters,
  getWalletList,
  type WalletListEntry,
} from '../actions/getWalletList.ts'
export { goBack } from '../actions/goBack.ts'
export { hasStoredConnection } from '../actions/hasStoredConnection.ts'
export { loadAccountType } from '../actions/loadAccountType.ts'
export { loadOnrampOptions } from '../actions/loadOnrampOptions.ts'
export { loadPayExchanges } from '../actions/loadPayExchanges.ts'
export {
  type LoadPayTokenErrorType,
  loadPayToken,
} from '../actions/loadPayToken.ts'
export { loadSmartAccountNetworks } from '../actions/loadSmartAccountNetworks.ts'
export { type LoadSwapTokensErrorType, loadSwapTokens } from '../actions/loadSwapTokens.ts'
export { navigate } from '../actions/navigate.ts'
export { type OnEventReturnType, onEvent } from '../actions/onEvent.ts'
export { openBuy } from '../actions/openBuy.ts'
export { openBuyCheckout } from '../actions/openBuyCheckout.ts'
export {
  type OpenModalErrorType,
  type OpenModalParameters,
  openModal,
} from '../actions/openModal.ts'
export { type OpenSendParameters, openSend } from '../actions/openSend.ts'
export { openSwap } from '../actions/openSwap.ts'
export {
  type OpenWalletAppParameters,
  openWalletApp,
  type WalletLinkKind,
  walletAppHref,
} from '../actions/openWalletApp.ts'
export { type PayErrorType, type PayReturnType, pay } from '../actions/pay.ts'
export {
  PAY_NOT_PAID_MESSAGES,
  type PayWithExchangeErrorType,
  payWithExchange,
} from '../actions/payWithExchange.ts'
export {
  type PayWithWalletErrorType,
  payWithWallet,
} from '../actions/payWithWallet.ts'
export { preloadEmbeddedWallet } from '../actions/preloadEmbeddedWallet.ts'
export { prepareWalletConnect } from '../actions/prepareWalletConnect.ts'
export { reconnect } from '../actions/reconnect.ts'
export { refreshExpiredPairing } from '../actions/refreshExpiredPairing.ts'
export {
  type RegisterAccountNameErrorType,
  type RegisterAccountNameParameters,
  type RegisterAccountNameReturnType,
  registerAccountName,
} from '../actions/registerAccountName.ts'
export { reopenBuyCheckout } from '../actions/reopenBuyCheckout.ts'
export { replaceView } from '../actions/replaceView.ts'
export {
  type ResendEmailCodeErrorType,
  resendEmailCode,
} from '../actions/resendEmailCode.ts'
export { resetBuy } from '../actions/resetBuy.ts'
export { resetSend } from '../actions/resetSend.ts'
export { resetSwap } from '../actions/resetSwap.ts'
export {
  type ResolveNameErrorType,
  type ResolveNameParameters,
  type ResolveNameReturnType,
  resolveName,
} from '../actions/resolveName.ts'
export { retryPairing } from '../actions/retryPairing.ts'
export { retryPay } from '../actions/retryPay.ts'
export { type RetrySendErrorType, retrySend } from '../actions/retrySend.ts'
export { type RetrySwapErrorType, retrySwap } from '../actions/retrySwap.ts'
export { type SearchWalletsParameters, searchWallets } from '../actions/searchWallets.ts'
export { selectWallet } from '../actions/selectWallet.ts'
export {
  type SendTokensErrorType,
  type SendTokensReturnType,
  sendTokens,
} from '../actions/sendTokens.ts'
export {
  type SendTransactionErrorType,
  type SendTransactionParameters,
  type SendTransactionReturnType,
  sendTransaction,
} from '../actions/sendTransaction.ts'
export {
  type SendWalletRequestErrorType,
  type SendWalletRequestParameters,
  type SendWalletRequestReturnType,
  sendWalletRequest,
} from '../actions/sendWalletRequest.ts'
export { type SetAccountTabParameters, setAccountTab } from '../actions/setAccountTab.ts'
export { setBuyAmount } from '../actions/setBuyAmount.ts'
export { setBuyPaymentCurrency } from '../actions/setBuyPaymentCurrency.ts'
export { setBuyPaymentMethod } from '../actions/setBuyPaymentMethod.ts'
export { setBuyProvider } from '../actions/setBuyProvider.ts'
export { setBuyPurchaseCurrency } from '../actions/setBuyPurchaseCurrency.ts'
export { type SetLegalAcceptedParameters, setLegalAccepted } from '../actions/setLegalAccepted.ts'
export { setLocale } from '../actions/setLocale.ts'
export {
  type SetPreferredAccountTypeErrorType,
  setPreferredAccountType,
} from '../actions/setPreferredAccountType.ts'
export { setSendAmount } from '../actions/setSendAmount.ts'
export { setSendAmountUnit } from '../actions/setSendAmountUnit.ts'
export { setSendMaxAmount } from '../actions/setSendMaxAmount.ts'
export { setSendReceiver } from '../actions/setSendReceiver.ts'
export { setSendToken } from '../actions/setSendToken.ts'
export { setSwapAmount } from '../actions/setSwapAmount.ts'
export { setSwapFromToken } from '../actions/setSwapFromToken.ts'
export { type SetSwapSlippageErrorType, setSwapSlippage } from '../actions/setSwapSlippage.ts'
export { setSwapToToken } from '../actions/setSwapToToken.ts'
export { setThemeMode } from '../actions/setThemeMode.ts'
export { shakeModal } from '../actions/shakeModal.ts'
export { type ShowAlertParameters, showAlert } from '../actions/showAlert.ts'
export { type ShowSnackbarParameters, showSnackbar } from '../actions/showSnackbar.ts'
export {
  type SignMessageErrorType,
  type SignMessageParameters,
  type SignMessageReturnType,
  signMessage,
} from '../actions/signMessage.ts'
export {
  type SignOutSiwxErrorType,
  type SignOutSiwxParameters,
  signOutSiwx,
} from '../actions/signOutSiwx.ts'
export {
  type SignSiwxMessageErrorType,
  type SignSiwxMessageParameters,
  type SignSiwxMessageReturnType,
  signSiwxMessage,
} from '../actions/signSiwxMessage.ts'
export { startBuy } from '../actions/startBuy.ts'
export {
  type SubmitEmailOtpErrorType,
  submitEmailOtp,
} from '../actions/submitEmailOtp.ts'
export {
  type SubmitEmailUpdateOtpErrorType,
  submitEmailUpdateOtp,
} from '../actions/submitEmailUpdateOtp.ts'
export {
  type SwitchActiveChainErrorType,
  type SwitchActiveChainParameters,
  type SwitchActiveChainReturnType,
  switchActiveChain,
} from '../actions/switchActiveChain.ts'
export {
  type SwitchNetworkErrorType,
  type SwitchNetworkParameters,
  switchNetwork,
} from '../actions/switchNetwork.ts'
export {
  type SwitchWalletErrorType,
  type SwitchWalletParameters,
  type SwitchWalletReturnType,
  switchWallet,
} from '../actions/switchWallet.ts'
export { takeResultUri } from '../actions/takeResultUri.ts'
export {
  startEmailUpdate,
  type UpdateEmailErrorType,
  updateEmail,
} from '../actions/updateEmail.ts'
export {
  type WatchAccountParameters,
  watchAccount,
} from '../actions/watchAccount.ts'
// Adapters
export {
  type MockAdapter,
  type MockAdapterFeatures,
  type MockAdapterParameters,
  type MockTransfersParameters,
  mockAdapter,
} from '../adapters/mock.ts'
export { type MockPairingAdapter, mockPairingAdapter } from '../adapters/mockPairing.ts'
// Alerts
export { ALERTS, type AlertCode } from '../alerts/alertCatalogue.ts'
export { PROVIDER_MESSAGE_ALERTS } from '../alerts/providerMessageAlerts.ts'
export { reportProviderMessage } from '../alerts/reportProviderMessage.ts'
// API clients
export { createBlockchainApi } from '../api/createBlockchainApi.ts'
export { createDirectoryApi } from '../api/createDirectoryApi.ts'
export {
  createHttpClient,
  type HttpClient,
  type HttpClientErrorType,
  type HttpClientParameters,
  type QueryValue,
} from '../api/createHttpClient.ts'
// Constants
export * from '../constants.ts'
export { SOCIAL_PROVIDERS } from '../constants.ts'
// Lifecycle
export {
  type CreateConfigErrorType,
  type CreateConfigParameters,
  type CreateConfigReturnType,
  createConfig,
  DEFAULT_API_URL,
  DEFAULT_REQUEST_TIMEOUT_MS,
} from '../createConfig.ts'
// Errors
export {
  AuthConnectorNotFoundError,
  type AuthConnectorNotFoundErrorType,
  InvalidEmailError,
  type InvalidEmailErrorType,
  InvalidOtpError,
  type InvalidOtpErrorType,
  NoEmailFlowError,
  type NoEmailFlowErrorType,
} from '../errors/auth.ts'
export {
  BalanceUnavailableError,
  type BalanceUnavailableErrorType,
} from '../errors/balance.ts'
export {
  type AdapterErrorType,
  type ErrorType,
  PorticoError,
  type PorticoErrorOptions,
  type PorticoErrorType,
} from '../errors/base.ts'
export { ChainRpcError, type ChainRpcErrorType } from '../errors/chainRpc.ts'
export {
  InvalidOptionError,
  type InvalidOptionErrorType,
  OriginNotAllowedError,
  type OriginNotAllowedErrorType,
  SiweAndSiwxError,
  type SiweAndSiwxErrorType,
} from '../errors/config.ts'
export {
  type ChainDisconnectFailure,
  ChainNotSupportedError,
  type ChainNotSupportedErrorType,
  ConnectionRejectedError,
  type ConnectionRejectedErrorType,
  ConnectorNotFoundError,
  type ConnectorNotFoundErrorType,
  DisconnectChainsError,
  type DisconnectChainsErrorType,
  InvalidChainIdError,
  type InvalidChainIdErrorType,
  InvalidConnectionStatusError,
  type InvalidConnectionStatusErrorType,
  InvalidWalletResponseError,
  type InvalidWalletResponseErrorType,
  ModalClosedError,
  type ModalClosedErrorType,
  NetworkNotFoundError,
  type NetworkNotFoundErrorType,
  NotConnectedError,
  type NotConnectedErrorType,
  ProviderRequestError,
  type ProviderRequestErrorType,
  RequestedChainsNotSupportedError,
  type RequestedChainsNotSupportedErrorType,
  UnsupportedNamespaceError,
  type UnsupportedNamespaceErrorType,
  UserRejectedRequestError,
  type UserRejectedRequestErrorType,
  WalletConnectNotFoundError,
  type WalletConnectNotFoundErrorType,
} from '../errors/connection.ts'
export {
  FarcasterConnectError,
  type FarcasterConnectErrorType,
  FarcasterExpiredError,
  type FarcasterExpiredErrorType,
} from '../errors/farcaster.ts'
export {
  InvalidCaipAddressError,
  type InvalidCaipAddressErrorType,
  InvalidCaipNetworkIdError,
  type InvalidCaipNetworkIdErrorType,
  InvalidDecimalError,
  type InvalidDecimalErrorType,
} from '../errors/format.ts'
export { getWalletErrorCodes } from '../errors/getWalletErrorCodes.ts'
export {
  HttpRequestError,
  type HttpRequestErrorOptions,
  type HttpRequestErrorType,
  InvalidResponseError,
  type InvalidResponseErrorType,
  NetworkRequestError,
  type NetworkRequestErrorType,
  RequestTimeoutError,
  type RequestTimeoutErrorType,
} from '../errors/http.ts'
export { isAddChainError } from '../errors/isAddChainError.ts'
export {
  type MapWalletErrorParameters,
  type MapWalletErrorReturnType,
  mapWalletError,
  type WalletCallContext,
  type WalletErrorRules,
} from '../errors/mapWalletError.ts'
export { MissingOptionError, type MissingOptionErrorType } from '../errors/missingOption.ts'
export { type AccountNameRuleCode, NAME_MESSAGES } from '../errors/nameMessages.ts'
export {
  AccountNamesError,
  type AccountNamesErrorType,
  InvalidAccountNameError,
  type InvalidAccountNameErrorType,
  NameAccountNotFoundError,
  type NameAccountNotFoundErrorType,
  NameRegistrationError,
  type NameRegistrationErrorType,
  type NameRequestErrorOptions,
  NameResolutionError,
  type NameResolutionErrorType,
  NameSuggestionsError,
  type NameSuggestionsErrorType,
  NamesUnavailableError,
  type NamesUnavailableErrorType,
} from '../errors/names.ts'
export { ONRAMP_MESSAGES, paymentMethodName } from '../errors/onrampMessages.ts'
export {
  PayDisabledError,
  type PayDisabledErrorType,
  PayFailedError,
  type PayFailedErrorType,
  PayInProgressError,
  type PayInProgressErrorType,
  PayRequestError,
  type PayRequestErrorType,
  type PayRequestField,
  PayUnconfirmedError,
  type PayUnconfirmedErrorType,
} from '../errors/pay.ts'
export {
  InvalidAddressError,
  type InvalidAddressErrorType,
  InvalidRequestParamsError,
  type InvalidRequestParamsErrorType,
  MethodNotAllowedError,
  type MethodNotAllowedErrorOptions,
  type MethodNotAllowedErrorType,
  type MethodNotAllowedWording,
} from '../errors/request.ts'
export {
  SendInProgressError,
  type SendInProgressErrorType,
  SendValidationError,
  type SendValidationErrorType,
  TooManyDecimalsError,
  type TooManyDecimalsErrorType,
} from '../errors/send.ts'
export { SEND_MESSAGES } from '../errors/sendMessages.ts'
export {
  SiwxInitError,
  type SiwxInitErrorType,
  SiwxSignError,
  type SiwxSignErrorType,
} from '../errors/siwx.ts'
export {
  SmartAccountNotAvailableError,
  type SmartAccountNotAvailableErrorType,
} from '../errors/smartAccount.ts'
export {
  SocialConnectError,
  type SocialConnectErrorType,
  SocialLoginInitError,
  type SocialLoginInitErrorType,
  SocialPopupClosedError,
  type SocialPopupClosedErrorType,
} from '../errors/social.ts'
export {
  InvalidSlippageError,
  type InvalidSlippageErrorType,
  InvalidSwapTransactionError,
  type InvalidSwapTransactionErrorType,
  SwapApprovalFailedError,
  type SwapApprovalFailedErrorType,
  SwapInProgressError,
  type SwapInProgressErrorType,
  SwapQuoteError,
  type SwapQuoteErrorType,
  SwapQuoteMovedError,
  type SwapQuoteMovedErrorType,
  SwapUnsupportedNetworkError,
  type SwapUnsupportedNetworkErrorType,
  SwapValidationError,
  type SwapValidationErrorType,
  SwapWrongNetworkError,
  type SwapWrongNetworkErrorType,
} from '../errors/swap.ts'
export { SWAP_MESSAGES } from '../errors/swapMessages.ts'
export { TransferLoadError, type TransferLoadErrorType } from '../errors/transferLoad.ts'
export {
  TransferWouldFailError,
  type TransferWouldFailErrorType,
} from '../errors/transferWouldFail.ts'
export {
  RequiredFieldError,
  type RequiredFieldErrorType,
  VALIDATION_MESSAGES,
} from '../errors/validation.ts'
export {
  WalletChainDisconnectedError,
  type WalletChainDisconnectedErrorType,
  type WalletCodeErrorType,
  WalletDisconnectedError,
  type WalletDisconnectedErrorType,
  WalletInternalError,
  type WalletInternalErrorType,
  WalletInvalidInputError,
  type WalletInvalidInputErrorType,
  WalletInvalidParamsError,
  type WalletInvalidParamsErrorType,
  WalletRequestPendingError,
  type WalletRequestPendingErrorType,
  WalletUnauthorizedError,
  type WalletUnauthorizedErrorType,
  WalletUnrecognizedChainError,
  type WalletUnrecognizedChainErrorType,
  WalletUnsupportedMethodError,
  type WalletUnsupportedMethodErrorType,
} from '../errors/wallet.ts'
export {
  ADD_CHAIN_ERROR_CODES,
  WALLET_ERROR_CODES,
  WALLETCONNECT_REJECTION_CODES,
} from '../errors/walletErrorCodes.ts'
export {
  DEFAULT_LOCALE,
  isSupportedLocale,
  type Locale,
  localeDirection,
  readSystemLanguages,
  resolveLocale,
  SUPPORTED_LOCALES,
} from '../i18n/locales.ts'
export { findAuthAdapter } from '../internal/connection/getAuthAdapter.ts'
export { PAY_UNKNOWN_MESSAGE } from '../internal/pay/leavePaymentUnknown.ts'
export { REMOTE_FEATURE_IDS } from '../internal/project/featuresFromRemote.ts'
// A lookup a newer one replaced (`fetchNameSuggestions`): its caller ignores it.
export { QueryCancelledError, type QueryCancelledErrorType } from '../query/queryCache.ts'
// Schemas (for other packages that parse the same shapes)
export { caipNetworkIdSchema, chainNamespaceSchema } from '../schemas/chainNamespaceSchema.ts'
export { emailSchema, otpSchema } from '../schemas/emailSchema.ts'
export { allowedOriginsSchema } from '../schemas/serviceSchemas.ts'
export {
  SOCIAL_LOGIN_PROVIDERS,
  signInProviderSchema,
  socialProviderSchema,
} from '../schemas/socialProviderSchema.ts'
export {
  SOCIAL_RESULT_MESSAGE_TYPE,
  type SocialResultMessage,
  socialResultMessageSchema,
} from '../schemas/socialResultMessageSchema.ts'
export { balanceResponseSchema, tokenBalanceSchema } from '../schemas/tokenBalanceSchema.ts'
export {
  TRANSACTION_OPERATION_TYPES,
  transactionPageSchema,
} from '../schemas/transactionSchema.ts'
export { walletPageSchema, walletSchema } from '../schemas/walletSchema.ts'
// Sign-in with wallet
export {
  type PorticoSignIn,
  type PorticoSignInOptions,
  porticoSignIn,
  SIWX_DEFAULT_EXPIRES_IN_MS,
} from '../siwx/porticoSignIn.ts'
export { type StartConfigReturnType, startConfig } from '../startConfig.ts'
// Storage
export { createStorage } from '../storage/createStorage.ts'
export { memoryStorage } from '../storage/memoryStorage.ts'
export { STORAGE_PREFIX, storageKeys } from '../storage/storageKeys.ts'
export type * from '../types/adapter.ts'
export type * from '../types/addressChecks.ts'
export type * from '../types/api.ts'
// Types
export type * from '../types/auth.ts'
export type * from '../types/chain.ts'
export type * from '../types/config.ts'
export type * from '../types/connector.ts'
export type * from '../types/convert.ts'
export type * from '../types/events.ts'
export type * from '../types/fee.ts'
export type * from '../types/metadata.ts'
export type * from '../types/names.ts'
export type * from '../types/onramp.ts'
export type * from '../types/options.ts'
export type * from '../types/pairing.ts'
export type * from '../types/pay.ts'
export type * from '../types/readState.ts'
export type * from '../types/send.ts'
export type * from '../types/siwx.ts'
export type * from '../types/state.ts'
export type * from '../types/storage.ts'
export type * from '../types/swap.ts'
export type * from '../types/swapCapability.ts'
export type * from '../types/transfer.ts'
export type * from '../types/views.ts'
export type * from '../types/wallet.ts'
// Utilities
export { CHAIN_NAMESPACES, isChainNamespace } from '../utils/chainNamespaces.ts'
export { type ConnectMethod, connectMethodOrder } from '../utils/connectMethodOrder.ts'
export { convertTokenToUsd } from '../utils/convertTokenToUsd.ts'
export { convertUsdToToken } from '../utils/convertUsdToToken.ts'
export { type DefineNetworkParameters, defineNetwork } from '../utils/defineNetwork.ts'
export { filterTransactions } from '../utils/filterTransactions.ts'
export { findConnectorForWallet } from '../utils/findConnectorForWallet.ts'
export { formatAddress } from '../utils/formatAddress.ts'
export { type FormatBalanceErrorType, formatBalance } from '../utils/formatBalance.ts'
export { formatQuantity } from '../utils/formatQuantity.ts'
export { formatSiwxMessage } from '../utils/formatSiwxMessage.ts'
export { formatSocialUsername } from '../utils/formatSocialUsername.ts'
export { formatUnits } from '../utils/formatUnits.ts'
export { formatWalletLink, walletLinkBase } from '../utils/formatWalletLink.ts'
export {
  groupTransactionsByMonth,
  type TransactionMonth,
} from '../utils/groupTransactionsByMonth.ts'
export { type HeldNft, heldNfts } from '../utils/heldNfts.ts'
export { isMobile } from '../utils/isMobile.ts'
export { isSpamTransaction } from '../utils/isSpamTransaction.ts'
export { isTelegram } from '../utils/isTelegram.ts'
export { isTrustedWalletImageUrl } from '../utils/isTrustedWalletImageUrl.ts'
export {
  DEFAULT_ALLOWED_ORIGINS,
  matchOrigin,
  ORIGIN_ENTRY_PATTERN,
} from '../utils/matchOrigin.ts'
export {
  type AccountSources,
  type MergedAccount,
  mergeAccount,
} from '../utils/mergeAccount.ts'
export {
  type ParseCaipAddressErrorType,
  type ParsedCaipAddress,
  parseCaipAddress,
} from '../utils/parseCaipAddress.ts'
export {
  type ParseCaipNetworkIdErrorType,
  type ParsedCaipNetworkId,
  parseCaipNetworkId,
} from '../utils/parseCaipNetworkId.ts'
export { parseChainId } from '../utils/parseChainId.ts'
export { type ParseUnitsErrorType, parseUnits } from '../utils/parseUnits.ts'
export {
  type ProjectAllowsOriginParameters,
  projectAllowsOrigin,
} from '../utils/projectAllowsOrigin.ts'
export { type AccountTypeInfo, readAccountType } from '../utils/readAccountType.ts'
export { readSystemThemeMode } from '../utils/readSystemThemeMode.ts'
export { socialLoginProviders } from '../utils/socialLoginProviders.ts'
export { sortTokensByValue } from '../utils/sortTokensByValue.ts'
export { totalTokenValue } from '../utils/totalTokenValue.ts'
export { MINUS_SIGN, transactionSign } from '../utils/transactionSign.ts'
export { truncateEmail } from '../utils/truncateEmail.ts'
