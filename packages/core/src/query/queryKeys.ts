import type { QueryKey } from './queryCache.ts'

/** The keys of the kit's server reads, in one place so that every reader shares each entry. */
export const queryKeys = {
  /** An account's balances on a network. */
  balance: (caipNetworkId: string, address: string): QueryKey => [
    'balance',
    caipNetworkId,
    address,
  ],
  /**
   * An account's history on a network; with `cursor`, one page of it ('' the newest). Without,
   * the prefix of every page.
   */
  transactions: (caipNetworkId: string, address: string, cursor?: string): QueryKey =>
    cursor === undefined
      ? ['transactions', caipNetworkId, address]
      : ['transactions', caipNetworkId, address, cursor],
  /** One directory wallet by id (a wallet button's). */
  wallet: (id: string): QueryKey => ['wallet', id],
  /** The directory's answer to a search by name; without `query`, every search. */
  walletSearch: (query?: string): QueryKey =>
    query === undefined ? ['walletSearch'] : ['walletSearch', query],
  /** The name and avatar an EVM address goes by; lower case, whatever its checksum. */
  identity: (address: string): QueryKey => ['identity', address.toLowerCase()],
  /** The chains the chain data service serves. */
  supportedChains: (): QueryKey => ['supportedChains'],
  /** What the Swap form trades on a network: its tokens with prices, and the gas price. */
  swapTokens: (caipNetworkId: string): QueryKey => ['swapTokens', caipNetworkId],
  /** The exchanges a payment of `asset` on a network can be paid from. */
  payExchanges: (asset: string, caipNetworkId: string): QueryKey => [
    'payExchanges',
    caipNetworkId,
    asset,
  ],
  /** A token contract's symbol, name and decimals as the chain reads them. */
  token: (caipNetworkId: string, address: string): QueryKey => [
    'token',
    caipNetworkId,
    address.toLowerCase(),
  ],
  /** The Swap form's quote for what it holds (its form key); without, every such quote. */
  swapQuote: (formKey?: string): QueryKey =>
    formKey === undefined ? ['swapQuote'] : ['swapQuote', formKey],
  /** The Buy form's quote for what it holds (its form key); without, every such quote. */
  onrampQuote: (formKey?: string): QueryKey =>
    formKey === undefined ? ['onrampQuote'] : ['onrampQuote', formKey],
  /** What the Buy form can buy and how (providers, currencies). */
  onrampOptions: (): QueryKey => ['onrampOptions'],
} as const
