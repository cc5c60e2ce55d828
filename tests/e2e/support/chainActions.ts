import {
  type Address,
  createWalletClient,
  defineChain,
  erc20Abi,
  type Hash,
  http,
  parseAbi,
  parseUnits,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { chainClient, stackInfo } from './stack.ts'

const mintAbi = parseAbi(['function mint(address to) returns (uint256)'])

/**
 * Real transactions on one of the stack's chains, signed by `privateKey`, by default a dev
 * account that holds the devnet tokens (account 3: no other test signs with it, so its nonces
 * are its own).
 */
export function chainActions(chainId: number, privateKey?: `0x${string}`) {
  const { chains, accounts, tokens, collections } = stackInfo()
  const chain = chains.find((candidate) => candidate.chainId === chainId)
  const key = privateKey ?? accounts[3]?.privateKey
  if (!chain || !key) throw new Error(`No chain ${chainId} or dev account 3 in the stack`)
  const sender = privateKeyToAccount(key)
  const wallet = createWalletClient({
    account: sender,
    chain: defineChain({
      id: chainId,
      name: chain.name,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
    }),
    transport: http(chain.rpcUrl),
  })
  const mined = async (hash: Promise<Hash>) => {
    const receipt = await chainClient(chainId).waitForTransactionReceipt({
      hash: await hash,
      pollingInterval: 50,
    })
    if (receipt.status !== 'success')
      throw new Error(`Transaction ${receipt.transactionHash} failed`)
    return receipt
  }
  const token = (symbol: string) => {
    const found = tokens.find((entry) => entry.chainId === chainId && entry.symbol === symbol)
    if (!found) throw new Error(`No ${symbol} on chain ${chainId}`)
    return found
  }
  const collection = (spam: boolean) => {
    const found = collections.find((entry) => entry.chainId === chainId && entry.spam === spam)
    if (!found) throw new Error(`No ${spam ? 'spam ' : ''}collection on chain ${chainId}`)
    return found
  }
  return {
    sender: sender.address,
    sendEth: (to: Address, value: bigint) => mined(wallet.sendTransaction({ to, value })),
    sendToken: (symbol: string, to: Address, amount: string) => {
      const { address, decimals } = token(symbol)
      return mined(
        wallet.writeContract({
          address,
          abi: erc20Abi,
          functionName: 'transfer',
          args: [to, parseUnits(amount, decimals)],
        }),
      )
    },
    /** Mints the next token of the collection (the spam one, or the other) to `to`. */
    mintNft: (to: Address, options: { spam: boolean }) =>
      mined(
        wallet.writeContract({
          address: collection(options.spam).address,
          abi: mintAbi,
          functionName: 'mint',
          args: [to],
        }),
      ),
  }
}
