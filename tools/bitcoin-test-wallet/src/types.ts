import type { WalletAccount } from '@wallet-standard/base'

/** The Bitcoin networks the test wallet signs for (its Wallet Standard chain is `bitcoin:${network}`). */
export type BitcoinTestNetwork = 'regtest' | 'testnet' | 'mainnet'

/** One key of the wallet: a 32-byte private key (hex) and the derivation path it reports. */
export interface BitcoinTestKey {
  privateKeyHex: string
  path: string
}

/** Where the wallet remembers the sites it authorised (`localStorage`-shaped). */
export type BitcoinTestWalletStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

export interface BitcoinTestWalletParameters {
  /** The P2WPKH payment key. */
  payment: BitcoinTestKey
  /** The P2TR (BIP-86 key path) ordinal key. */
  ordinal: BitcoinTestKey
  network: BitcoinTestNetwork
  /** Esplora base URL (no trailing slash): `broadcast: true` in signTransaction posts here. */
  esploraUrl?: string
  /** Default 'Portico Bitcoin Test Wallet'. */
  name?: string
  /** Default true; with false, requests wait for `controls.approve` / `decline`. */
  autoApprove?: boolean
  /** Default `localStorage` when present, else memory. */
  storage?: BitcoinTestWalletStorage
  /** Default 'portico.bitcoinTestWallet'. */
  storageKey?: string
}

/** A fault the next matching request answers with, for tests of the dApp's error handling. */
export type BitcoinTestWalletFault =
  /** connect answers with the ordinal account only. */
  | 'noPaymentAccount'
  /** signMessage answers with a signature cut short. */
  | 'wrongLengthSignature'
  /** signTransaction answers with bytes that are no PSBT. */
  | 'invalidPsbt'

/** A request waiting for `controls.approve` / `decline` while `autoApprove` is off. */
export interface BitcoinTestWalletPendingRequest {
  id: number
  method: string
}

/** An account of the wallet with what Wallet Standard leaves out: its purpose and path. */
export interface BitcoinTestWalletAccount extends WalletAccount {
  readonly purpose: 'payment' | 'ordinals'
  readonly path: string
}

/** Switches a test flips to drive the wallet the way a person would. */
export interface BitcoinTestWalletControls {
  /** The payment account, then the ordinal account. */
  readonly accounts: readonly BitcoinTestWalletAccount[]
  /** Reject (code 4001) the next request that asks for approval. */
  reject(next: boolean): void
  /** Answer the next matching request with this fault (undefined clears it). */
  setFault(fault: BitcoinTestWalletFault | undefined): void
  setAutoApprove(autoApprove: boolean): void
  pendingRequests(): readonly BitcoinTestWalletPendingRequest[]
  /** Approve the pending request with this id, or the oldest one. */
  approve(id?: number): void
  /** Decline (4001) the pending request with this id, or the oldest one. */
  decline(id?: number): void
  /** Revoke the site's authorisation in the wallet: emits `change` with no accounts. */
  revoke(): void
  /** Whether the site is authorised (survives reloads through storage). */
  isAuthorized(): boolean
}
