// Public API of @portico/bitcoin.

export { MethodNotAllowedError } from '@portico/wallet-standard'
export {
  type GetBitcoinBalanceErrorType,
  type GetBitcoinBalanceParameters,
  type GetBitcoinBalanceReturnType,
  getBitcoinBalance,
} from '../actions/getBitcoinBalance.ts'
export { type BitcoinAdapterParameters, bitcoinAdapter } from '../bitcoinAdapter.ts'
export { BITCOIN_CONNECTOR_ID_PREFIX } from '../discovery/watchBitcoinConnectors.ts'
export { InvalidAddressError } from '../errors/InvalidAddressError.ts'
export { InvalidRequestParamsError } from '../errors/InvalidRequestParamsError.ts'
export {
  BITCOIN_MAINNET_CAIP_NETWORK_ID,
  BITCOIN_REGTEST_CAIP_NETWORK_ID,
  BITCOIN_TESTNET_CAIP_NETWORK_ID,
  caipNetworkIdOfWalletChain,
} from '../networks/bitcoinNetworks.ts'
export { BITCOIN_REQUEST_METHODS } from '../requests/handleBitcoinRequest.ts'
