import {
  compilePorticoNft,
  compilePorticoToken,
  DEV_ACCOUNTS,
  startTestAnvil,
  type TestAnvil,
} from '@portico/devnet'
import {
  type Address,
  createPublicClient,
  createTestClient,
  createWalletClient,
  defineChain,
  getAddress,
  type Hash,
  http,
  parseUnits,
  type TransactionReceipt,
} from 'viem'

/** A real anvil with the contracts the history tests move: four ERC-20s and two ERC-721s. */
export interface HistoryChain {
  anvil: TestAnvil
  publicClient: ReturnType<typeof createPublicClient>
  testClient: ReturnType<typeof createTestClient>
  /** Account 0, the holder of every token and the minter. */
  funder: ReturnType<typeof createWalletClient>
  contracts: {
    pusd: Address
    ptk: Address
    /** An ERC-20 the server config does not list. */
    pext: Address
    /** An ERC-20 the server config marks as spam. */
    junk: Address
    nft: Address
    spamNft: Address
  }
  tokenAbi: Awaited<ReturnType<typeof compilePorticoToken>>['artifact']['abi']
  nftAbi: Awaited<ReturnType<typeof compilePorticoNft>>['artifact']['abi']
  /** Waits for the receipt of a sent transaction. */
  mined: (hash: Hash | Promise<Hash>) => Promise<TransactionReceipt>
}

/**
 * Starts anvil (a free port) and deploys PUSD (6 decimals), PTK, PEXT and JUNK (18) minted to
 * account 0, and two PorticoNft collections ('Portico Test NFT', 'Spam Drop').
 *
 * @example
 * const chain = await startHistoryChain()
 * afterAll(() => chain.anvil.stop())
 */
export async function startHistoryChain(): Promise<HistoryChain> {
  const anvil = await startTestAnvil()
  const chain = defineChain({
    id: 31337,
    name: 'Anvil',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [anvil.rpcUrl] } },
  })
  const transport = http(anvil.rpcUrl)
  const publicClient = createPublicClient({ chain, transport })
  const testClient = createTestClient({ chain, mode: 'anvil', transport })
  const funder = createWalletClient({ chain, account: DEV_ACCOUNTS[0].address, transport })
  const mined = async (hash: Hash | Promise<Hash>) =>
    publicClient.waitForTransactionReceipt({ hash: await hash, pollingInterval: 20 })

  const [{ artifact: token }, { artifact: nft }] = await Promise.all([
    compilePorticoToken(),
    compilePorticoNft(),
  ])
  const deployed = async (hash: Promise<Hash>) => getAddress((await mined(hash)).contractAddress!)
  const erc20 = (name: string, symbol: string, decimals: number) =>
    deployed(
      funder.deployContract({
        abi: token.abi,
        bytecode: token.bytecode,
        args: [name, symbol, decimals, [DEV_ACCOUNTS[0].address], parseUnits('1000000', decimals)],
        account: DEV_ACCOUNTS[0].address,
        chain,
      }),
    )
  const erc721 = (name: string, symbol: string) =>
    deployed(
      funder.deployContract({
        abi: nft.abi,
        bytecode: nft.bytecode,
        args: [name, symbol],
        account: DEV_ACCOUNTS[0].address,
        chain,
      }),
    )
  const contracts = {
    pusd: await erc20('Portico USD', 'PUSD', 6),
    ptk: await erc20('Portico Token', 'PTK', 18),
    pext: await erc20('Portico Extra', 'PEXT', 18),
    junk: await erc20('Free Junk', 'JUNK', 18),
    nft: await erc721('Portico Test NFT', 'PNFT'),
    spamNft: await erc721('Spam Drop', 'SPAM'),
  }
  return {
    anvil,
    publicClient,
    testClient,
    funder,
    contracts,
    tokenAbi: token.abi,
    nftAbi: nft.abi,
    mined,
  }
}
