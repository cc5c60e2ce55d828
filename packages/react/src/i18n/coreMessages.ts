import type { MessageId, MessageValues } from './messageId.ts'

/**
 * Core's messages by their English text (its error classes', rule tables', snackbars' and the
 * adapters' few), each with the message that says it in the visitor's language. Core keeps
 * these texts in its state as strings (`login.error`, `validation.message`, a snackbar's
 * `message`, …), so the text is what a view has; the English catalogue says exactly the same
 * (translateError.test.ts checks every class and table of core against it).
 */
export const CORE_MESSAGES: Readonly<Record<string, MessageId>> = {
  // Validation (spec §8 defaults, and the rules the forms share)
  Required: 'feedback.validation.required',
  'Invalid input': 'feedback.validation.invalidInput',
  'Not a valid amount': 'feedback.validation.invalidAmount',
  'Enter an amount': 'feedback.validation.amountRequired',
  'Too many decimals': 'feedback.validation.tooManyDecimals',

  // Errors core throws (spec §8 where it has the words)
  'Something went wrong': 'feedback.error.somethingWentWrong',
  'No auth connector found': 'feedback.error.authConnectorNotFound',
  'Invalid email address': 'feedback.error.invalidEmail',
  'Not connected to email or social': 'feedback.error.noEmailFlow',
  'Smart accounts are not available on this network': 'feedback.error.smartAccountNotAvailable',
  'Token Balance Unavailable': 'feedback.error.balanceUnavailable',
  'Failed to fetch transactions': 'feedback.error.transactionsFailed',
  'The network did not answer': 'feedback.error.chainRpc',
  'Unauthorized: origin not allowed': 'feedback.error.originNotAllowed',
  'Chain is not supported': 'feedback.error.chainNotSupported',
  'Connection rejected': 'feedback.error.connectionRejected',
  'User rejected the request': 'feedback.error.userRejected',
  'Modal closed': 'feedback.error.modalClosed',
  'No connector found for connection': 'feedback.error.connectorNotFound',
  'Unsupported chain namespace': 'feedback.error.unsupportedNamespace',
  'Not connected': 'feedback.error.notConnected',
  'Invalid chain id': 'feedback.error.invalidChainId',
  'The wallet answered with an invalid response': 'feedback.error.invalidWalletResponse',
  'The wallet returned an error': 'feedback.error.providerRequest',
  'Network not found': 'feedback.error.networkNotFound',
  'WalletConnectConnector not found': 'feedback.error.walletConnectNotFound',
  'The connector does not support any of the requested chains':
    'feedback.error.requestedChainsNotSupported',
  'Invalid connection status': 'feedback.error.invalidConnectionStatus',
  'Invalid CAIP address': 'feedback.error.invalidCaipAddress',
  'Invalid CAIP network id': 'feedback.error.invalidCaipNetworkId',
  'Invalid response from the server': 'feedback.error.invalidResponse',
  'Network request failed': 'feedback.error.networkRequest',
  'Request timed out': 'feedback.error.requestTimeout',
  'A problem occurred while trying initialize authentication': 'feedback.error.siwxInit',
  'Error signing message': 'feedback.error.siwxSign',
  'Failed to initiate social connection': 'feedback.error.socialInit',
  'Popup closed': 'feedback.error.popupClosed',
  'Failed to connect': 'feedback.error.connectFailed',
  'Failed to connect to farcaster': 'feedback.error.farcasterFailed',
  'Farcaster sign-in expired': 'feedback.error.farcasterExpired',
  'Could not load the transfer code': 'feedback.error.transferLoad',
  'The transfer would fail': 'feedback.error.transferWouldFail',
  'E-mail updated': 'feedback.snackbar.emailUpdated',

  // A wallet's coded answer without words of its own (mapWalletError's defaults)
  'The wallet has not authorised this request': 'feedback.wallet.unauthorized',
  'The wallet does not support this request': 'feedback.wallet.unsupportedMethod',
  'The wallet is disconnected': 'feedback.wallet.disconnected',
  'The wallet is not connected to this network': 'feedback.wallet.chainDisconnected',
  'The wallet does not know this network': 'feedback.wallet.unrecognizedChain',
  'A request is already waiting in the wallet': 'feedback.wallet.requestPending',
  'The wallet refused the request as invalid': 'feedback.wallet.invalidInput',
  'The wallet refused the request parameters': 'feedback.wallet.invalidParams',
  'The wallet failed to handle the request': 'feedback.wallet.internal',

  // The embedded wallet (spec §8) and the chain adapters
  'Action not allowed': 'feedback.embedded.actionNotAllowed',
  'Requested RPC call is not allowed': 'feedback.embedded.rpcCallNotAllowed',
  'RPC method not allowed': 'feedback.embedded.rpcMethodNotAllowed',
  'Request was aborted': 'feedback.embedded.requestAborted',
  'An error occurred': 'feedback.embedded.frameError',
  'Unable to load email login dependency': 'feedback.embedded.frameLoadError',
  'Network Error - Could not load embedded wallet': 'feedback.alert.iframeLoadFailed.title',
  'Embedded Wallet Request Timed Out': 'feedback.alert.iframeRequestTimeout.title',
  'Invalid address': 'feedback.error.invalidAddress',
  'The wallet is on another network': 'feedback.error.wrongWalletNetwork',
  'Unsupported token': 'feedback.error.unsupportedToken',
  'The transaction reverted': 'feedback.transfer.reverted',
  'The wallet cancelled the transaction': 'feedback.transfer.cancelled',
  'The wallet replaced the transaction with another': 'feedback.transfer.replaced',

  // SEND_MESSAGES
  'Unsupported chain': 'feedback.send.unsupportedChain',
  'A token is required': 'feedback.send.tokenRequired',
  'An amount and receiver address are required': 'feedback.send.amountAndReceiverRequired',
  'A transfer is already in progress': 'feedback.send.inProgress',
  'The transfer failed': 'feedback.send.failed',
  'The network did not answer, so the transfer may still go through. Check again before sending again.':
    'feedback.send.unknown',

  'Names can only be used on EVM networks': 'feedback.send.nameUnsupported',
  'Looking up the name': 'feedback.send.nameResolving',

  // NAME_MESSAGES (account names, issue #32; spec §8's fallbacks and spec §5's rules)
  'Error resolving name': 'feedback.names.resolveFailed',
  'Error fetching name suggestions': 'feedback.names.suggestionsFailed',
  'Error fetching names for address': 'feedback.names.namesFailed',
  'Address or auth connector not found': 'feedback.names.accountNotFound',
  'Names are not available here': 'feedback.names.unavailable',
  'Enter a name': 'feedback.names.required',
  'Use only letters, digits and hyphens': 'feedback.names.invalidCharacters',
  'A name needs at least 4 characters': 'feedback.names.tooShort',
  'A name has at most 63 characters': 'feedback.names.tooLong',
  'Names cannot be registered on this network': 'feedback.names.chainIdTooLarge',

  // SWAP_MESSAGES
  'Network not supported for Swaps': 'feedback.swap.unsupportedNetwork',
  'Network not supported for Gas Price': 'feedback.swap.unsupportedGasPriceNetwork',
  'Select a token to pay with': 'feedback.swap.fromTokenRequired',
  'Select a token to receive': 'feedback.swap.toTokenRequired',
  'Pick two different tokens': 'feedback.swap.sameToken',
  'Slippage must be from 0.05% to 50%': 'feedback.swap.invalidSlippage',
  'A swap is already in progress': 'feedback.swap.inProgress',
  'No quote for this swap right now': 'feedback.swap.quoteUnavailable',
  'The price moved beyond your slippage': 'feedback.swap.quoteMoved',
  'Could not load the tokens to swap': 'feedback.swap.tokensUnavailable',
  'The swap service answered a transaction that does not match your swap':
    'feedback.swap.invalidTransaction',
  'The approval failed': 'feedback.swap.approvalFailed',
  'The swap failed': 'feedback.swap.failed',
  'The network did not answer, so the transaction may still go through. Check again before swapping again.':
    'feedback.swap.unknown',

  // ONRAMP_MESSAGES
  'Connect a wallet to buy': 'feedback.onramp.notConnected',
  // BuyView's words for a network without a name (ONRAMP_MESSAGES.UNSUPPORTED_NETWORK's argument)
  'Buying is not available on this network': 'feedback.onramp.unsupportedThisNetwork',
  'Select what to buy': 'feedback.onramp.currencyRequired',
  'No quote right now; the checkout shows the final amount': 'feedback.onramp.quoteUnavailable',
  'The figures are indicative: the provider could not be reached for live prices':
    'feedback.onramp.indicative',
  'The checkout could not be opened. Nothing was bought; try again.':
    'feedback.onramp.checkoutFailed',
  'Your browser blocked the checkout window.': 'feedback.onramp.popupBlocked',
  'Finish paying in the checkout window': 'feedback.onramp.waiting',
  'The checkout window was closed. Nothing was bought.': 'feedback.onramp.closed',
  'The purchase was cancelled. Nothing was bought.': 'feedback.onramp.cancelled',
  'The payment failed. Nothing was bought.': 'feedback.onramp.failed',
  'Payment received. Waiting for the tokens to arrive…': 'feedback.onramp.confirming',
  'The provider said the purchase completed, but the deposit could not be found on chain':
    'feedback.onramp.notConfirmed',

  // Pay (its errors, PAY_NOT_PAID_MESSAGES, PAY_UNKNOWN_MESSAGE, and the reasons it fails with)
  'Pay is not enabled': 'feedback.pay.disabled',
  'A payment is already in progress': 'feedback.pay.inProgress',
  'Payment failed': 'feedback.pay.failed',
  'Payment not confirmed': 'feedback.pay.unconfirmed',
  'The network did not answer, so the payment may still go through. Check again before paying again.':
    'feedback.pay.unknown',
  'The exchange window was closed before paying: nothing was paid': 'feedback.pay.exchangeClosed',
  'The payment was cancelled at the exchange: nothing was paid': 'feedback.pay.exchangeCancelled',
  'The exchange window was blocked: allow pop-ups for this site and try again':
    'feedback.pay.exchangeBlocked',
  'the transaction failed': 'feedback.pay.reason.transactionFailed',
  'the exchange could not pay': 'feedback.pay.reason.exchangeFailed',
}

/** A core message that carries data: its English form, with the data in named groups. */
export interface CoreMessagePattern {
  pattern: RegExp
  id: MessageId
  /**
   * The message's values from the groups (the groups as they are by default). `translate`
   * gives a part that is itself a core message in the visitor's language.
   */
  values?: (
    groups: Readonly<Record<string, string>>,
    translate: (text: string) => string,
  ) => MessageValues
}

/** '7,500.5' → 7500.5: core groups limits the English way; the locale formats them its way. */
const figure = (text = '') => Number(text.replace(/,/g, ''))

/** A buy's payment method as core names it, lower-cased ('card', 'bank account', …). */
const methodCase = (method = '') =>
  method === 'card' ? 'card' : method === 'bank account' ? 'bankAccount' : 'other'

export const CORE_MESSAGE_PATTERNS: readonly CoreMessagePattern[] = [
  {
    pattern: /^Please try again after (?<seconds>\d+) seconds$/,
    id: 'feedback.error.retryAfter',
    values: ({ seconds }) => ({ seconds: Number(seconds) }),
  },
  {
    pattern: /^HTTP status code: (?<status>\d+)$/,
    id: 'feedback.error.httpStatus',
  },
  // The reasons are the wallets' own words.
  {
    pattern: /^Failed to disconnect chains: (?<reasons>.*)$/s,
    id: 'feedback.error.disconnectChains',
  },
  {
    pattern: /^(?<symbol>.+) has at most (?<decimals>\d+) decimals$/,
    id: 'feedback.validation.maxDecimals',
    values: ({ symbol = '', decimals }) => ({ symbol, decimals: Number(decimals) }),
  },
  {
    pattern: /^Insufficient (?<symbol>.+) for the network fee$/,
    id: 'feedback.validation.insufficientFee',
  },
  {
    pattern: /^Insufficient (?<symbol>.+) balance$/,
    id: 'feedback.validation.insufficientBalance',
  },
  { pattern: /^Not a valid (?<family>.+) address$/, id: 'feedback.send.invalidReceiver' },
  { pattern: /^No address found for (?<name>\S+)$/, id: 'feedback.send.nameNotFound' },
  {
    pattern:
      /^(?<name>\S+) now points to another address\. Check the new address before sending\.$/,
    id: 'feedback.send.nameChanged',
  },
  { pattern: /^Error registering name (?<name>\S+)$/, id: 'feedback.names.registerFailed' },
  { pattern: /^Switch your wallet to (?<network>.+) to swap$/, id: 'feedback.swap.wrongNetwork' },
  {
    pattern: /^Buying is not available on (?<network>.+)$/,
    id: 'feedback.onramp.unsupportedNetwork',
  },
  {
    pattern: /^(?<currency>.+) amounts have at most (?<decimals>\d+) decimals$/,
    id: 'feedback.onramp.maxDecimals',
    values: ({ currency = '', decimals }) => ({ currency, decimals: Number(decimals) }),
  },
  {
    pattern: /^Amount must be at least (?<min>\d[\d,]*(?:\.\d+)?) (?<currency>\S+)$/,
    id: 'feedback.onramp.belowMinimum',
    values: ({ min, currency = '' }) => ({ min: figure(min), currency }),
  },
  {
    pattern:
      /^Amount must be at most (?<max>\d[\d,]*(?:\.\d+)?) (?<currency>\S+) for (?<method>.+)$/,
    id: 'feedback.onramp.aboveMaximum',
    values: ({ max, currency = '', method = '' }) => ({
      max: figure(max),
      currency,
      method: methodCase(method),
      methodName: method,
    }),
  },
  { pattern: /^(?<amount>\S+) (?<symbol>\S+) arrived$/, id: 'feedback.onramp.arrived' },
  {
    pattern: /^Payment failed: (?<reason>.+)$/s,
    id: 'feedback.pay.failedReason',
    values: ({ reason = '' }, translate) => ({ reason: translate(reason) }),
  },
]
