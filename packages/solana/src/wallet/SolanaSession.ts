import type { Wallet } from '@wallet-standard/base'
import type { ParsedWalletAccount } from './parseWalletAccounts.ts'

/** What the adapter holds for one connected wallet. */
export interface SolanaSession {
  wallet: Wallet
  /** The granted accounts, first = the one the kit shows and signs with. */
  accounts: readonly ParsedWalletAccount[]
  /** The CAIP-2 id of the network the dApp uses with this wallet. */
  chain: `solana:${string}`
  /** Stops listening to the wallet's events. */
  stop: () => void
}
