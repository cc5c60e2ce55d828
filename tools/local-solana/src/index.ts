export { LOCAL_SOLANA_CAIP_NETWORK_ID, LOCAL_SOLANA_GENESIS_HASH } from './constants.ts'
export {
  LOCAL_SOLANA_TOKEN,
  type LocalSolanaToken,
  SOLANA_DEV_ACCOUNTS,
  type SolanaDevAccount,
} from './devAccounts.ts'
export { localTokenAccountOf } from './seedLocalChain.ts'
export {
  type LocalSolana,
  type StartLocalSolanaOptions,
  startLocalSolana,
} from './startLocalSolana.ts'
