import type { ChainNamespace, Network } from './chain.ts'

/** Where a connector comes from (spec §3 Connector). */
export type ConnectorType =
  | 'ANNOUNCED'
  | 'INJECTED'
  | 'EXTERNAL'
  | 'MULTI_CHAIN'
  | 'AUTH'
  | 'WALLET_CONNECT'

/**
 * A way to connect, as listed in the modal. Serializable: the live provider stays inside the
 * adapter that announced the connector, keyed by `id`.
 */
export interface Connector {
  id: string
  name: string
  type: ConnectorType
  chain: ChainNamespace
  chains?: readonly Network[]
  imageUrl?: string
  imageId?: string
  info?: { rdns?: string; icon?: string }
  /** The wallet directory id of this wallet, when known (matched by rdns). */
  explorerId?: string
}

export type AccountType = 'eoa' | 'smartAccount' | 'payment' | 'ordinal' | 'stx'

export interface ConnectionAccount {
  address: string
  namespace: ChainNamespace
  type?: AccountType
  /** Bitcoin only. */
  publicKey?: string
  /** Bitcoin only: derivation path. */
  path?: string
}

/** A live connection of one connector (spec §3 Connection). */
export interface Connection {
  connectorId: string
  accounts: readonly ConnectionAccount[]
  /** The network the wallet is on, or undefined when the dApp does not support it. */
  caipNetwork?: Network
  /** The wallet's raw chain id, kept even when the dApp does not support it. */
  chainId: number | string
  auth?: ConnectionAuth
}

/** Who signed in to an embedded wallet (spec §3 user payload). */
export interface ConnectionAuth {
  name?: string
  email?: string
  username?: string
  /** The provider's picture of the visitor (Farcaster's pfpUrl), an http(s) address. */
  profileImage?: string
  /**
   * The type the visitor prefers (spec §6), whether or not the network allows it; the type in
   * use is the connection's `accounts[0].type`.
   */
  preferredAccountType?: 'eoa' | 'smartAccount'
  /**
   * Every account of the visitor on this network (spec §3 user payload): the smart account and
   * the EOA where the network enables smart accounts, else the EOA only. The connection's
   * `accounts` hold only the one in use.
   */
  accounts?: readonly EmbeddedAccount[]
  /**
   * Whether the smart account has code on chain yet (it deploys with its first transaction), as
   * the wallet last said: at sign-in, and when `loadAccountType` asks again.
   */
  smartAccountDeployed?: boolean
}

/** One of an embedded wallet's accounts (spec §3 user accounts). */
export interface EmbeddedAccount {
  address: string
  type: 'eoa' | 'smartAccount'
}
