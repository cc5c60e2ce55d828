import {
  createPublicClient,
  createWalletClient,
  defineChain,
  http,
  type PrivateKeyAccount,
  type PublicClient,
  type WalletClient,
} from 'viem'

/** Where a request runs: an EVM chain id and the RPC URL to reach it. */
export interface ChainTarget {
  chainId: number
  rpcUrl: string
}

export interface EvmClients {
  publicClient(target: ChainTarget): PublicClient
  walletClient(target: ChainTarget, account: PrivateKeyAccount): WalletClient
}

/** The frame knows a chain only by id and URL; the name and currency are for viem's messages. */
function chainOf(target: ChainTarget) {
  return defineChain({
    id: target.chainId,
    name: `Chain ${target.chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [target.rpcUrl] } },
  })
}

/**
 * viem clients per chain and RPC URL, made once and reused. The wallet client signs with the
 * frame's local account, so transactions go out as `eth_sendRawTransaction`, and it checks that
 * the node is on the expected chain before sending.
 *
 * @example
 * const clients = createEvmClients()
 * await clients.publicClient({ chainId: 31337, rpcUrl: 'http://127.0.0.1:8545' }).getBlockNumber()
 */
export function createEvmClients(): EvmClients {
  const publicClients = new Map<string, PublicClient>()
  const key = (target: ChainTarget) => `${target.chainId} ${target.rpcUrl}`
  return {
    publicClient(target) {
      let client = publicClients.get(key(target))
      if (!client) {
        client = createPublicClient({ chain: chainOf(target), transport: http(target.rpcUrl) })
        publicClients.set(key(target), client)
      }
      return client
    },
    walletClient(target, account) {
      // Not cached: a client per signing keeps the account's reach as short as the request.
      return createWalletClient({
        account,
        chain: chainOf(target),
        transport: http(target.rpcUrl),
      })
    },
  }
}
