// The swap service's answers (docs/convert-api.md), after the kit's schemas checked them.
// Amounts are decimal strings of integers in the token's smallest unit; gas prices and fees wei.

/** One entry of `GET /v1/convert/tokens`. */
export interface ConvertToken {
  name: string
  symbol: string
  /** CAIP-10 id; the native currency's is `eip155:<id>:0xeeee…eeee`. */
  address: string
  decimals: number
  /** An absolute URL or a path from the API URL; null without an image. */
  logoUri: string | null
}

/** One quote of `GET /v1/convert/quotes`. */
export interface ConvertQuote {
  id: string
  fromAccount: string
  toAccount: string
  fromAmount: string
  toAmount: string
  priceImpact: number
  route: readonly string[]
  gas: string
  gasPrice: string
  fee: string
  blockNumber: string
  expiresAt: number
}

/** `GET /v1/convert/gas-price` (wei). */
export interface ConvertGasPrice {
  standard: string
  fast: string
  instant: string
}

/** A transaction the service built for the wallet to send. */
export interface ConvertTransaction {
  from: string
  to: string
  data: string
  value: string
  gas?: string | undefined
  gasPrice?: string | undefined
}

/** `POST /v1/convert/build-transaction`. */
export interface ConvertBuiltSwap {
  tx: ConvertTransaction
  toAmount: string
  minimumToAmount: string
  /** Unix seconds. */
  deadline: number
}

/** One entry of `POST /v1/fungible/price`. */
export interface FungiblePrice {
  address: string
  name: string
  symbol: string
  iconUrl: string | null
  price: number
}

/** `GET /v1/convert/quotes` parameters. */
export interface GetSwapQuoteParameters {
  amount: string
  from: string
  to: string
  userAddress: string
  gasPrice?: string | undefined
}

/** `POST /v1/convert/build-transaction` body, less the project id the client adds. */
export interface BuildSwapTransactionParameters {
  amount: string
  from: string
  to: string
  userAddress: string
  /** Percent, e.g. '1'. */
  slippage: string
  disableEstimate: boolean
  /** The quote the visitor accepted: the minimum received is worked out from it. */
  toAmount?: string | undefined
}

/** `GET /v1/convert/build-approve` parameters. */
export interface BuildSwapApproveParameters {
  userAddress: string
  from: string
  to: string
  amount: string
}

/** Options of every convert call. */
export interface ConvertCallOptions {
  /** Stops the request when a newer one replaces it. */
  signal?: AbortSignal
}

/** Client of the swap service (docs/convert-api.md) and the price route (spec §7). */
export interface ConvertApi {
  getSwapTokens(chainId: string, options?: ConvertCallOptions): Promise<readonly ConvertToken[]>
  getSwapQuotes(
    parameters: GetSwapQuoteParameters,
    options?: ConvertCallOptions,
  ): Promise<readonly ConvertQuote[]>
  getSwapAllowance(
    parameters: { tokenAddress: string; userAddress: string },
    options?: ConvertCallOptions,
  ): Promise<string>
  getGasPrice(chainId: string, options?: ConvertCallOptions): Promise<ConvertGasPrice>
  buildSwapApprove(
    parameters: BuildSwapApproveParameters,
    options?: ConvertCallOptions,
  ): Promise<ConvertTransaction>
  buildSwapTransaction(
    parameters: BuildSwapTransactionParameters,
    options?: ConvertCallOptions,
  ): Promise<ConvertBuiltSwap>
  /** USD prices of CAIP-10 tokens; unknown tokens are left out. */
  getTokenPrices(
    addresses: readonly string[],
    options?: ConvertCallOptions,
  ): Promise<readonly FungiblePrice[]>
}
