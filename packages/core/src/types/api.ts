import type { CaipNetworkId } from './chain.ts'
import type { ConvertApi } from './convert.ts'
import type { NameSuggestion, ProfileName, RegisterNameBody } from './names.ts'
import type {
  OnrampOptions,
  OnrampQuote,
  OnrampQuoteParameters,
  OnrampUrl,
  OnrampUrlParameters,
} from './onramp.ts'
import type { PayExchange, PaySession } from './pay.ts'
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

/**
 * What a transaction did for the account (spec §3, §4). receive, deposit, borrow and claim show
 * a plus sign; withdraw, repay and burn a minus sign; the others follow the transfer's direction.
 */
export type TransactionOperationType =
  | 'send'
  | 'receive'
  | 'deposit'
  | 'withdraw'
  | 'borrow'
  | 'repay'
  | 'claim'
  | 'mint'
  | 'burn'
  | 'approve'
  | 'trade'
  | 'execute'

export type TransactionStatus = 'confirmed' | 'failed' | 'pending'

/** Whether the asset came to the account ('in'), left it ('out'), or both ('self'). */
export type TransferDirection = 'in' | 'out' | 'self'

/** One asset movement of a transaction (spec §3): a fungible amount or one NFT. */
export interface TransactionTransfer {
  direction: TransferDirection
  /** Exact decimal string in whole units, e.g. '1.5' (an NFT: '1'). */
  quantity: { numeric: string }
  /** USD value of the quantity when the service knows a price. */
  value?: number | null
  fungible_info?: {
    name: string
    symbol: string
    icon?: { url: string } | null
    flags?: { is_spam: boolean }
  }
  nft_info?: {
    name: string
    /** The ERC-721 contract, lower-case 0x address. */
    contract_address: string
    token_id: string
    content?: { preview?: { url: string } | null } | null
    flags: { is_spam: boolean }
  }
}

/** One entry of the account's history (spec §3 Transaction). */
export interface Transaction {
  /** Unique per transfer set, e.g. the transaction hash (with a log index suffix if needed). */
  id: string
  metadata: {
    /** ISO 8601 time of the block, e.g. '2026-11-21T18:25:14.000Z'. */
    minedAt: string
    /** CAIP-2 id of the chain, e.g. 'eip155:31337'. */
    chain: string
    operationType: TransactionOperationType
    hash: string
    status: TransactionStatus
    /** Where the assets came from: the counterparty of a receive, the account of a send. */
    sentFrom: string
    /** Where the assets went: the counterparty of a send, the account of a receive. */
    sentTo: string
  }
  transfers: readonly TransactionTransfer[]
}

/** `GET /v1/account/{account}/history` (spec §7): a page, newest first, and the next cursor. */
export interface TransactionPage {
  data: readonly Transaction[]
  /** Cursor of the next (older) page; null when this is the last one. */
  next: string | null
}

/** CAIP-2 ids the chain data service answers for, by transport (spec §7). */
export interface SupportedChains {
  http: readonly string[]
  ws: readonly string[]
}

/** Remote feature switches of the project (spec §4, §7). */
export interface RemoteConfig {
  features: readonly { id: string; isEnabled: boolean; config?: unknown }[]
  /**
   * The zone the project's account names are registered under ('portico.id'); null or absent:
   * names are off for the project (issue #32).
   */
  nameZone?: string | null
}

export interface AllowedOrigins {
  allowedOrigins: readonly string[]
  /** Whether the spec §6 defaults (localhost, IP addresses, preview hosts) apply; absent: yes. */
  includeDefaultOrigins?: boolean
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
  getWallets(
    parameters: GetWalletsParameters,
    options?: { signal?: AbortSignal },
  ): Promise<WalletPage>
  /**
   * Asks for `getConfig`'s answer now, before the code that reads it has loaded: the next
   * `getConfig`, within a minute, takes the answer (`HttpClient.prefetch`).
   */
  prefetchConfig(): void
  /** Asks for `getOrigins`' answer now, as `prefetchConfig` does. */
  prefetchOrigins(): void
  /** The image's URL on the server; undefined when no server URL is configured. */
  getWalletImageUrl(imageId: string): string | undefined
  /** A network's image by its `assets.imageId` or CAIP-2 id (`eip155:1`); as above. */
  getAssetImageUrl(id: string): string | undefined
  /** A token's image by its symbol (`USDC`); as above. */
  getTokenImageUrl(symbol: string): string | undefined
  /** A fiat currency's image by its ISO 4217 code (`USD`); as above. */
  getCurrencyImageUrl(code: string): string | undefined
  getConfig(): Promise<RemoteConfig>
  getOrigins(): Promise<AllowedOrigins>
}

/** Client of the chain data service (spec §7), with the swap routes (docs/convert-api.md). */
export interface BlockchainApi extends ConvertApi {
  getBalance(
    address: string,
    caipNetworkId: CaipNetworkId,
    options?: { forceUpdate?: boolean; signal?: AbortSignal },
  ): Promise<BalanceResponse>
  getSupportedChains(options?: { signal?: AbortSignal }): Promise<SupportedChains>
  /** `GET /v1/account/{account}/history?chainId&cursor` (spec §7), newest first. */
  getTransactions(
    account: string,
    parameters: { chainId: CaipNetworkId; cursor?: string | undefined },
    options?: { signal?: AbortSignal },
  ): Promise<TransactionPage>
  /** `GET /v1/identity/{address}?sender` (spec §7). */
  getIdentity(
    address: string,
    parameters?: { sender?: string },
    options?: { signal?: AbortSignal },
  ): Promise<Identity>
  /** `GET /v1/profile/account/{name}`: the name's record; a 404 when it is not registered. */
  getProfileName(name: string, options?: { signal?: AbortSignal }): Promise<ProfileName>
  /** `GET /v1/profile/reverse/{address}?zone`: the address's names, oldest first. */
  getProfileNames(
    address: string,
    parameters?: { zone?: string },
    options?: { signal?: AbortSignal },
  ): Promise<ProfileName[]>
  /** `GET /v1/profile/suggestions/{name}?zone`: the name with its flag, then free ones. */
  getNameSuggestions(
    name: string,
    parameters: { zone: string },
    options?: { signal?: AbortSignal },
  ): Promise<NameSuggestion[]>
  /** `POST /v1/profile/account`: registers the signed name; answers its record. */
  registerProfileName(
    body: RegisterNameBody,
    options?: { signal?: AbortSignal },
  ): Promise<ProfileName>
}

/** The body of `POST /e` (spec §7). */
export interface AnalyticsEventBody {
  /** The event name, e.g. 'MODAL_OPEN'. */
  eventId: string
  /** The page the event happened on. */
  url: string
  /** That page's host name. */
  domain: string
  /** Unix ms. */
  timestamp: number
  /** The event data plus the address. */
  props: Readonly<Record<string, unknown>>
}

/** Client of the analytics endpoints (spec §7). */
export interface AnalyticsApi {
  /** `GET /getAnalyticsConfig`. */
  getConfig(): Promise<{ isAnalyticsEnabled: boolean }>
  /** `POST /e`; resolves when the server took it. `keepalive`: it may outlive the page. */
  sendEvent(event: AnalyticsEventBody, options?: { keepalive?: boolean }): Promise<void>
}

/** Client of the on-ramp routes (spec §7, docs/onramp-and-pay.md). */
export interface OnrampApi {
  /** `GET /v1/onramp/options`. */
  getOptions(options?: { signal?: AbortSignal }): Promise<OnrampOptions>
  /** `POST /v1/onramp/quote`. */
  getQuote(
    parameters: OnrampQuoteParameters,
    options?: { signal?: AbortSignal },
  ): Promise<OnrampQuote>
  /** `POST /v1/generators/onrampurl`: the provider's checkout address and its session. */
  getOnrampUrl(
    parameters: OnrampUrlParameters,
    options?: { signal?: AbortSignal },
  ): Promise<OnrampUrl>
}

/** Client of the pay-from-an-exchange routes (docs/onramp-and-pay.md). */
export interface PayApi {
  /** `GET /v1/pay/exchanges`: the exchanges that can pay `asset` on `network`. */
  getExchanges(
    parameters: { asset: string; network: string },
    options?: { signal?: AbortSignal },
  ): Promise<PayExchange[]>
  /** `POST /v1/pay/exchange-url`: the exchange's checkout address and its session. */
  getExchangeUrl(
    parameters: {
      exchangeId: string
      network: string
      asset: string
      amount: string
      recipient: string
    },
    options?: { signal?: AbortSignal },
  ): Promise<Omit<PaySession, 'exchangeId'>>
  /** `GET /v1/pay/exchange-status`: how the checkout stands. */
  getExchangeStatus(
    sessionId: string,
    options?: { signal?: AbortSignal },
  ): Promise<{ status: 'pending' | 'completed' | 'failed' | 'cancelled'; txHash?: string }>
}

export interface PorticoApi {
  directory: DirectoryApi
  blockchain: BlockchainApi
  analytics: AnalyticsApi
  pay: PayApi
  onramp: OnrampApi
}
