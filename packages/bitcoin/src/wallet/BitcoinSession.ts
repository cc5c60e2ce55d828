import type { Network } from '@portico/core'
import type { Wallet } from '@wallet-standard/base'
import type { ParsedBitcoinAccount } from './parseWalletAccounts.ts'

/** A connected wallet as the adapter keeps it: never leaves the adapter. */
export interface BitcoinSession {
  connectorId: string
  wallet: Wallet
  /** The network the connection is on (one the wallet supports). */
  network: Network
  /** The wallet's chain name for `network`, as the wallet spells it (e.g. 'bitcoin:regtest'). */
  walletChain: string
  /** Payment accounts first, then ordinal accounts. */
  accounts: readonly ParsedBitcoinAccount[]
  /** Stops listening to the wallet's events. */
  stop: () => void
}
