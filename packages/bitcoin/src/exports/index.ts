// Public API of @portico/bitcoin.

// Core's classes for a request the adapter refuses (one class per meaning for every adapter),
// re-exported where Bitcoin developers look for them.
export {
  InvalidAddressError,
  type InvalidAddressErrorType,
  InvalidRequestParamsError,
  type InvalidRequestParamsErrorType,
  MethodNotAllowedError,
  type MethodNotAllowedErrorType,
} from '@portico/core'
export {
  type GetBitcoinBalanceErrorType,
  type GetBitcoinBalanceParameters,
  type GetBitcoinBalanceReturnType,
  getBitcoinBalance,
} from '../actions/getBitcoinBalance.ts'
export { bitcoinAddressChecks } from '../addresses/bitcoinAddressChecks.ts'
export { type BitcoinAdapterParameters, bitcoinAdapter } from '../bitcoinAdapter.ts'
export { BITCOIN_CONNECTOR_ID_PREFIX } from '../discovery/watchBitcoinConnectors.ts'
export {
  BITCOIN_MAINNET_CAIP_NETWORK_ID,
  BITCOIN_REGTEST_CAIP_NETWORK_ID,
  BITCOIN_TESTNET_CAIP_NETWORK_ID,
  caipNetworkIdOfWalletChain,
} from '../networks/bitcoinNetworks.ts'
export { BITCOIN_REQUEST_METHODS } from '../requests/bitcoinRequestMethods.ts'
