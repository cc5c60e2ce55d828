import { identitySchema, supportedChainsSchema } from '../schemas/serviceSchemas.ts'
import { balanceResponseSchema } from '../schemas/tokenBalanceSchema.ts'
import type { BlockchainApi } from '../types/api.ts'
import type { HttpClient } from './createHttpClient.ts'

// The swap routes' schemas load with their first call: only the Swap view needs them.
const convertSchemas = () => import('../schemas/convertSchemas.ts')
// Likewise the profile routes' (account names): only the names views and Send by name ask them.
const profileSchemas = () => import('../schemas/profileSchemas.ts')

/**
 * Client of the chain data service (spec §7): balances, history, identities, account names (the
 * profile routes), the chains it serves, token prices and the swap routes (docs/convert-api.md).
 * The profile routes are `silent`: their callers show the server's message themselves.
 *
 * @example
 * const blockchain = createBlockchainApi(http)
 * const { balances } = await blockchain.getBalance(address, 'eip155:31337')
 * const [quote] = await blockchain.getSwapQuotes({ amount: '1000000', from, to, userAddress })
 * const { addresses } = await blockchain.getProfileName('alice.portico.id')
 */
export function createBlockchainApi(http: HttpClient): BlockchainApi {
  return {
    getBalance: (address, caipNetworkId, options = {}) =>
      http.get(`/v1/account/${encodeURIComponent(address)}/balance`, {
        schema: balanceResponseSchema,
        query: {
          currency: 'usd',
          chainId: caipNetworkId,
          forceUpdate: options.forceUpdate ? '1' : undefined,
        },
        signal: options.signal,
      }),
    getSupportedChains: (options = {}) =>
      http.get('/v1/supported-chains', { schema: supportedChainsSchema, signal: options.signal }),
    getTransactions: async (account, parameters, options = {}) => {
      // Only the Account view's history needs this schema: it stays out of the initial bundle.
      const { transactionPageSchema } = await import('../schemas/transactionSchema.ts')
      return http.get(`/v1/account/${encodeURIComponent(account)}/history`, {
        schema: transactionPageSchema,
        query: { chainId: parameters.chainId, cursor: parameters.cursor },
        signal: options.signal,
      })
    },
    getIdentity: (address, parameters = {}, options = {}) =>
      http.get(`/v1/identity/${encodeURIComponent(address)}`, {
        schema: identitySchema,
        query: { sender: parameters.sender },
        signal: options.signal,
      }),
    getProfileName: async (name, options = {}) =>
      http.get(`/v1/profile/account/${encodeURIComponent(name)}`, {
        schema: (await profileSchemas()).profileNameSchema,
        silent: true,
        signal: options.signal,
      }),
    getProfileNames: async (address, parameters = {}, options = {}) =>
      http.get(`/v1/profile/reverse/${encodeURIComponent(address)}`, {
        schema: (await profileSchemas()).profileNamesSchema,
        query: { zone: parameters.zone },
        silent: true,
        signal: options.signal,
      }),
    getNameSuggestions: async (name, parameters, options = {}) => {
      const { nameSuggestionsSchema } = await profileSchemas()
      const { suggestions } = await http.get(
        `/v1/profile/suggestions/${encodeURIComponent(name)}`,
        {
          schema: nameSuggestionsSchema,
          query: { zone: parameters.zone },
          silent: true,
          signal: options.signal,
        },
      )
      return suggestions
    },
    registerProfileName: async (body, options = {}) =>
      http.post('/v1/profile/account', {
        schema: (await profileSchemas()).profileNameSchema,
        body,
        silent: true,
        signal: options.signal,
      }),
    getSwapTokens: async (chainId, options = {}) => {
      const { convertTokensSchema } = await convertSchemas()
      const { tokens } = await http.get('/v1/convert/tokens', {
        schema: convertTokensSchema,
        query: { chainId },
        silent: true,
        signal: options.signal,
      })
      // A path on this server (docs/convert-api.md) is fetched like every other call here: on
      // the API URL's own path, with the project id the image route's guard asks for.
      return tokens.map((token) =>
        token.logoUri?.startsWith('/') && !token.logoUri.startsWith('//')
          ? { ...token, logoUri: http.url(token.logoUri) }
          : token,
      )
    },
    getSwapQuotes: async (parameters, options = {}) => {
      const { convertQuotesSchema } = await convertSchemas()
      const { quotes } = await http.get('/v1/convert/quotes', {
        schema: convertQuotesSchema,
        query: { ...parameters },
        silent: true,
        signal: options.signal,
      })
      return quotes
    },
    getSwapAllowance: async (parameters, options = {}) => {
      const { convertAllowanceSchema } = await convertSchemas()
      const { allowance } = await http.get('/v1/convert/allowance', {
        schema: convertAllowanceSchema,
        query: { ...parameters },
        silent: true,
        signal: options.signal,
      })
      return allowance
    },
    getGasPrice: async (chainId, options = {}) => {
      const { convertGasPriceSchema } = await convertSchemas()
      return http.get('/v1/convert/gas-price', {
        schema: convertGasPriceSchema,
        query: { chainId },
        silent: true,
        signal: options.signal,
      })
    },
    buildSwapApprove: async (parameters, options = {}) => {
      const { convertApproveSchema } = await convertSchemas()
      const { tx } = await http.get('/v1/convert/build-approve', {
        schema: convertApproveSchema,
        query: { ...parameters },
        silent: true,
        signal: options.signal,
      })
      return tx
    },
    buildSwapTransaction: async ({ slippage, ...parameters }, options = {}) => {
      const { convertBuiltSwapSchema } = await convertSchemas()
      return http.post('/v1/convert/build-transaction', {
        schema: convertBuiltSwapSchema,
        body: {
          ...parameters,
          projectId: http.projectId,
          eip155: { slippage },
        },
        silent: true,
        signal: options.signal,
      })
    },
    getTokenPrices: async (addresses, options = {}) => {
      const { fungiblePricesSchema } = await convertSchemas()
      const { fungibles } = await http.post('/v1/fungible/price', {
        schema: fungiblePricesSchema,
        body: { currency: 'usd', addresses, projectId: http.projectId },
        silent: true,
        signal: options.signal,
      })
      return fungibles
    },
  }
}
