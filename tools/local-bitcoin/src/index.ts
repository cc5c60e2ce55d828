export { BITCOIN_REGTEST_CAIP_NETWORK_ID } from './constants.ts'
export { BITCOIN_DEV_ACCOUNTS, type BitcoinDevAccount, type BitcoinDevKey } from './devAccounts.ts'
export {
  type LocalBitcoin,
  type StartLocalBitcoinOptions,
  startLocalBitcoin,
} from './startLocalBitcoin.ts'
