import { identitySchema, supportedChainsSchema } from '../schemas/serviceSchemas.ts'
import { balanceResponseSchema } from '../schemas/tokenBalanceSchema.ts'
import type { BlockchainApi } from '../types/api.ts'
import type { HttpClient } from './createHttpClient.ts'

/**
 * Client of the chain data service (spec §7): balances, history, identities and the chains it
 * serves.
 *
 * @example
 * const blockchain = createBlockchainApi(http)
 * const { balances } = await blockchain.getBalance(address, 'eip155:31337')
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
      }),
    getSupportedChains: () => http.get('/v1/supported-chains', { schema: supportedChainsSchema }),
    getTransactions: async (account, parameters) => {
      // Only the Account view's history needs this schema: it stays out of the initial bundle.
      const { transactionPageSchema } = await import('../schemas/transactionSchema.ts')
      return http.get(`/v1/account/${encodeURIComponent(account)}/history`, {
        schema: transactionPageSchema,
        query: { chainId: parameters.chainId, cursor: parameters.cursor },
      })
    },
    getIdentity: (address, parameters = {}) =>
      http.get(`/v1/identity/${encodeURIComponent(address)}`, {
        schema: identitySchema,
        query: { sender: parameters.sender },
      }),
  }
}
