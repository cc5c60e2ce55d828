import type { CaipNetworkId } from './chain.ts'
import type { WalletPage } from './wallet.ts'

/** One entry of the balance service's answer (spec §3 Token balance). */
export interface TokenBalance {
  name: string
  symbol: string
  chainId: string
  /** CAIP-10 id of the token contract, e.g. `eip155:1:0x…`; absent for the native currency. */
  address?: string
  value: number
  price: number
  quantity: { decimals: string; numeric: string }
  iconUrl?: string | null
}

export interface BalanceResponse {
  balances: readonly TokenBalance[]
}

/** The name and avatar an address goes by (spec §7 identity); both may be null. */
export interface Identity {
  name: string | null
  avatar: string | null
}

/** CAIP-2 ids the chain data service answers for, by transport (spec §7). */
export interface SupportedChains {
  http: readonly string[]
  ws: readonly string[]
}

/** Remote feature switches of the project (spec §4, §7). */
export interface RemoteConfig {
  features: readonly { id: string; isEnabled: boolean; config?: unknown }[]
}

export interface AllowedOrigins {
  allowedOrigins: readonly string[]
}

export interface GetWalletsParameters {
  page: number
  entries: number
  search?: string
  include?: readonly string[]
  exclude?: readonly string[]
  /** CAIP-2 ids; only wallets supporting one of them are listed. */
  chains?: readonly CaipNetworkId[]
}

/** Client of the wallet directory (spec §7). */
export interface DirectoryApi {
  getWallets(parameters: GetWalletsParameters): Promise<WalletPage>
  getWalletImageUrl(imageId: string): string
  getConfig(): Promise<RemoteConfig>
  getOrigins(): Promise<AllowedOrigins>
}

/** Client of the chain data service (spec §7). */
export interface BlockchainApi {
  getBalance(
    address: string,
    caipNetworkId: CaipNetworkId,
    options?: { forceUpdate?: boolean },
  ): Promise<BalanceResponse>
  getSupportedChains(): Promise<SupportedChains>
  /** `GET /v1/identity/{address}?sender` (spec §7). */
  getIdentity(address: string, parameters?: { sender?: string }): Promise<Identity>
}

export interface PorticoApi {
  directory: DirectoryApi
  blockchain: BlockchainApi
}
