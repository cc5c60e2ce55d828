import {
  type Account,
  type Address,
  type Chain,
  createPublicClient,
  createWalletClient,
  defineChain,
  erc20Abi,
  type Hash,
  type Hex,
  http,
  type PublicClient,
  type Transport,
  type WalletClient,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { EvmAsset, SandboxChain } from './catalog.ts'
import type { Deliverer } from './Deliverer.ts'
import { DeliveryFailedError } from './errors.ts'

interface ChainClients {
  public: PublicClient<Transport, Chain>
  wallet: WalletClient<Transport, Chain, Account>
  /** The tail of this chain's sends: each waits for the one before it to be sent. */
  sending: Promise<unknown>
}

/**
 * A deliverer for the account of `privateKey` on every chain: an ERC-20 `transfer` or a native
 * transfer, waited to its receipt (a reverted one is a DeliveryFailedError). Sends from one
 * account go out one at a time per chain, so that two deliveries never take the same nonce.
 *
 * @example
 * const treasury = createDeliverer(chains, DEV_ACCOUNTS[8].privateKey)
 * const hash = await treasury.deliver({ asset, to, units: 98_000_000n })
 */
export function createDeliverer(
  chains: readonly SandboxChain[],
  privateKey: Hex,
): Deliverer<EvmAsset, Address, Hash> {
  const account = privateKeyToAccount(privateKey)
  const clients = new Map<number, ChainClients>(
    chains.map((chain): [number, ChainClients] => {
      const viemChain = defineChain({
        id: chain.chainId,
        name: chain.name,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [chain.rpcUrl] } },
      })
      const transport = http(chain.rpcUrl)
      return [
        chain.chainId,
        {
          public: createPublicClient({ chain: viemChain, transport }),
          wallet: createWalletClient({ account, chain: viemChain, transport }),
          sending: Promise.resolve(),
        },
      ]
    }),
  )
  const clientsOf = (chainId: number) => {
    const found = clients.get(chainId)
    if (found === undefined) throw new Error(`No chain ${chainId} in the sandbox`)
    return found
  }

  return {
    address: account.address,
    async deliver({ asset, to, units }) {
      const chain = clientsOf(asset.chainId)
      const send = chain.sending.then(() =>
        asset.address === 'native'
          ? chain.wallet.sendTransaction({ to: to as Address, value: units })
          : chain.wallet.writeContract({
              address: asset.address,
              abi: erc20Abi,
              functionName: 'transfer',
              args: [to as Address, units],
            }),
      )
      chain.sending = send.catch(() => {})
      try {
        const hash = await send
        const receipt = await chain.public.waitForTransactionReceipt({ hash, pollingInterval: 50 })
        if (receipt.status !== 'success')
          throw new DeliveryFailedError(asset.network, { details: `reverted: ${hash}` })
        return hash
      } catch (error) {
        if (error instanceof DeliveryFailedError) throw error
        throw new DeliveryFailedError(asset.network, { cause: error })
      }
    },
    async balanceOf(asset) {
      const chain = clientsOf(asset.chainId)
      if (asset.address === 'native') return chain.public.getBalance({ address: account.address })
      return chain.public.readContract({
        address: asset.address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [account.address],
      })
    },
  }
}
