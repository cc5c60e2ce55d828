import {
  addDevnetLiquidity,
  compilePorticoToken,
  DEVNET_UNISWAP,
  type DevAccount,
  deployTokens,
  PORTICO_TOKENS,
  startTestAnvil,
  type TestAnvil,
} from '@portico/devnet'
import {
  type Address,
  createPublicClient,
  createTestClient,
  createWalletClient,
  defineChain,
  erc20Abi,
  type Hash,
  http,
  type TransactionReceipt,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { ServerConfigInput } from '../config.ts'

const CHAIN_ID = 31337

/** A real anvil chain as the devnet makes it: PUSD, PTK, Uniswap V2 and its three pools. */
export interface SwapChain {
  anvil: TestAnvil
  caipNetworkId: 'eip155:31337'
  publicClient: ReturnType<typeof createPublicClient>
  testClient: ReturnType<typeof createTestClient>
  pusd: Address
  ptk: Address
  weth: Address
  router: Address
  /** The server config's `chains`, `tokens` and `quoteSources` for this chain (indexer off). */
  serverConfig: Partial<ServerConfigInput>
  /** A wallet client signing with `account` (a dev account anvil funds). */
  walletOf(account: DevAccount): ReturnType<typeof walletClientOf>
  /** An account's balance of `token` ('native': ETH). */
  balanceOf(token: Address | 'native', owner: Address): Promise<bigint>
  /** Waits for the receipt of a sent transaction. */
  mined(hash: Hash | Promise<Hash>): Promise<TransactionReceipt>
}

function walletClientOf(account: DevAccount, rpcUrl: string) {
  const chain = defineChain({
    id: CHAIN_ID,
    name: 'Portico Local',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
  return createWalletClient({
    account: privateKeyToAccount(account.privateKey),
    chain,
    transport: http(rpcUrl),
  })
}

/**
 * Starts anvil (a free port) with what the devnet deploys on every chain: Uniswap V2
 * (`startTestAnvil`), PUSD and PTK held by accounts 0–4, and the ETH/PUSD, ETH/PTK and
 * PTK/PUSD pools (`addDevnetLiquidity`). Stop `anvil` in `afterAll`.
 *
 * @example
 * const chain = await startSwapChain()
 * const server = await createTestServer(chain.serverConfig)
 */
export async function startSwapChain(): Promise<SwapChain> {
  const anvil = await startTestAnvil({ chainId: CHAIN_ID })
  try {
    const { artifact } = await compilePorticoToken()
    await deployTokens({ chainId: CHAIN_ID, rpcUrl: anvil.rpcUrl, artifact })
    await addDevnetLiquidity({ chainId: CHAIN_ID, rpcUrl: anvil.rpcUrl })
  } catch (error) {
    await anvil.stop()
    throw error
  }
  const transport = http(anvil.rpcUrl)
  const publicClient = createPublicClient({ transport })
  const testClient = createTestClient({ mode: 'anvil', transport })
  const [pusd, ptk] = PORTICO_TOKENS
  const caipNetworkId = `eip155:${CHAIN_ID}` as const
  return {
    anvil,
    caipNetworkId,
    publicClient,
    testClient,
    pusd: pusd.address,
    ptk: ptk.address,
    weth: DEVNET_UNISWAP.weth.address,
    router: DEVNET_UNISWAP.router.address,
    serverConfig: {
      chains: [
        {
          caipNetworkId,
          name: 'Portico Local',
          rpcUrl: anvil.rpcUrl,
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          nativePriceUsd: 3000,
        },
      ],
      tokens: PORTICO_TOKENS.map((token) => ({
        caipNetworkId,
        address: token.address,
        name: token.name,
        symbol: token.symbol,
        decimals: token.decimals,
        priceUsd: token.priceUsd,
      })),
      quoteSources: [
        {
          type: 'uniswap-v2',
          caipNetworkId,
          router: DEVNET_UNISWAP.router.address,
          factory: DEVNET_UNISWAP.factory.address,
          weth: DEVNET_UNISWAP.weth.address,
        },
      ],
      // The history indexer is not what these tests look at.
      indexer: { enabled: false },
    },
    walletOf: (account) => walletClientOf(account, anvil.rpcUrl),
    balanceOf: (token, owner) =>
      token === 'native'
        ? publicClient.getBalance({ address: owner })
        : publicClient.readContract({
            address: token,
            abi: erc20Abi,
            functionName: 'balanceOf',
            args: [owner],
          }),
    mined: async (hash) =>
      publicClient.waitForTransactionReceipt({ hash: await hash, pollingInterval: 20 }),
  }
}
