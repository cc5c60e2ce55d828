import type { Account, Chain, EIP1193RequestFn, Transport, WalletClient } from 'viem'
import { createWalletClient, defineChain, http } from 'viem'
import type { TestWalletChain } from './types.ts'

export interface ChainClient {
  chain: Chain
  /** Signs locally with the wallet's key and sends raw transactions to this chain. */
  wallet: WalletClient<Transport, Chain, Account>
  /** Passes a JSON-RPC request through to this chain unchanged. */
  forward: EIP1193RequestFn
}

/**
 * The viem clients the wallet uses for one chain. No retries: a wallet answers what the chain
 * answered, and tests of an unreachable RPC should fail fast.
 *
 * @example
 * const client = createChainClient({ id: 31337, rpcUrl: 'http://127.0.0.1:8545' }, account)
 * await client.forward({ method: 'eth_blockNumber' })
 */
export function createChainClient(chain: TestWalletChain, account: Account): ChainClient {
  const viemChain = defineChain({
    id: chain.id,
    name: chain.name ?? `Chain ${chain.id}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  })
  const transport = http(chain.rpcUrl, { retryCount: 0 })
  return {
    chain: viemChain,
    wallet: createWalletClient({ account, chain: viemChain, transport }),
    forward: transport({ chain: viemChain, retryCount: 0 }).request,
  }
}
