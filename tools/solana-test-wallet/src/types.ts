import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignMessageFeature,
  SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import type { Wallet } from '@wallet-standard/base'
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
} from '@wallet-standard/features'
import type { SolanaTestWalletStorage } from './persistedAuthorization.ts'

/** A Solana CAIP-2 network id, e.g. `solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1` (devnet). */
export type SolanaChainId = `solana:${string}`

export interface SolanaTestWalletParameters {
  /** The Ed25519 32-byte seed (private key) as 64 hex characters, with or without 0x. */
  seedHex: string
  /** The Solana JSON-RPC URL that signAndSendTransaction sends to. */
  rpcUrl: string
  /** The chains the wallet says it supports (at least one). */
  chains: readonly SolanaChainId[]
  /** Wallet name (default 'Portico Solana Test Wallet'); also keys the saved authorisation. */
  name?: string
  /** `false` holds every approval until `controls.approve` / `controls.decline` (default true). */
  autoApprove?: boolean
  /** Where the site's authorisation is remembered (default `localStorage`, else in memory). */
  storage?: SolanaTestWalletStorage
  /**
   * Features the wallet leaves out, as wallets that predate them do: without
   * 'solana:signAndSendTransaction' a dApp must sign with the wallet and send itself.
   */
  omitFeatures?: readonly SolanaTestWalletOptionalFeature[]
}

/** The features a test wallet can be made without. */
export type SolanaTestWalletOptionalFeature = 'solana:signAndSendTransaction'

/** Answers no honest wallet gives, switched on for tests of the dApp's checks. */
export type SolanaTestWalletFault =
  /** Accounts (connect, `accounts`, change events) carry an address with non-base58 characters. */
  | 'non-base58-address'
  /** `solana:signMessage` answers a 63-byte signature. */
  | 'wrong-signature-length'

export interface SolanaTestWalletPendingRequest {
  id: number
  /** The Wallet Standard feature asking, e.g. 'standard:connect', 'solana:signMessage'. */
  feature: string
}

/** What tests (and the e2e page) steer the wallet with. */
export interface SolanaTestWalletControls {
  /** Resolves with the account's address once its key is derived (WebCrypto is asynchronous). */
  readonly ready: Promise<string>
  /** The current account's address; undefined until `ready` resolved. */
  readonly address: string | undefined
  /** Whether the site is authorised (a connect was approved and not revoked). */
  readonly authorized: boolean
  /** The next approval (connect, sign, send) is declined with a 4001 error. */
  rejectNext(): void
  setAutoApprove(value: boolean): void
  pendingRequests(): SolanaTestWalletPendingRequest[]
  /** Approves the pending request `id` (default the oldest). */
  approve(id?: number): void
  /** Declines the pending request `id` (default the oldest) with a 4001 error. */
  decline(id?: number): void
  /** Switches to the key of `seedHex` and, when authorised, emits `change` with the new account. */
  changeAccount(seedHex: string): Promise<string>
  /** The visitor disconnects the site in the wallet: `change` with no accounts. */
  revoke(): void
  /** Switches a fault on (`undefined` switches it off). */
  setFault(fault: SolanaTestWalletFault | undefined): void
}

/** The features the test wallet implements ('solana:signAndSendTransaction' unless omitted). */
export type SolanaTestWalletFeatures = StandardConnectFeature &
  StandardDisconnectFeature &
  StandardEventsFeature &
  SolanaSignMessageFeature &
  SolanaSignTransactionFeature &
  Partial<SolanaSignAndSendTransactionFeature>

export interface SolanaTestWallet extends Wallet {
  readonly features: SolanaTestWalletFeatures
}
