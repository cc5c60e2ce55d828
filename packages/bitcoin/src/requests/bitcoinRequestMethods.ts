// Apart from handleBitcoinRequest, which the adapter loads lazily: a page that reads the list
// does not load the code that answers the methods.
/** The bip122 request methods (WalletConnect's names), answered through Wallet Standard. */
export const BITCOIN_REQUEST_METHODS = [
  'signMessage',
  'signPsbt',
  'getAccountAddresses',
  'sendTransfer',
] as const
