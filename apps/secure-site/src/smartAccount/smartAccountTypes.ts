import type { Address, PrivateKeyAccount } from 'viem'
import type { BundlerClient, SmartAccount } from 'viem/account-abstraction'
import type { ApprovalTarget } from '../rpc/chainTrust.ts'
import type { SmartAccountNetwork } from './smartAccountServices.ts'

// The smart accounts' types in a module of their own: the lazy code (smartAccountRuntime.ts and
// prepareSmartAccountRequest.ts) and the manager that loads it (smartAccounts.ts) name them
// without importing each other.

export type AccountType = 'eoa' | 'smartAccount'

/** The account the frame answers with on a chain: the session's key, or its smart account. */
export type ActiveAccount =
  | { type: 'eoa'; address: Address; owner: PrivateKeyAccount }
  | SmartAccountActive

export interface SmartAccountActive {
  type: 'smartAccount'
  address: Address
  owner: PrivateKeyAccount
  network: SmartAccountNetwork
  /** The project's gateway for the chain: the only place a smart account's chain is read. */
  target: ApprovalTarget
}

/** The viem smart account and bundler client of an active smart account (the lazy chunk's). */
export interface SmartAccountRuntime {
  account: SmartAccount
  bundler: BundlerClient
  network: SmartAccountNetwork
}
