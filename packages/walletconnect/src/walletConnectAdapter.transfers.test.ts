import {
  defineNetwork,
  type Network,
  NotConnectedError,
  type TransferCapability,
  type TransferRequest,
  type TransferToken,
  UnsupportedNamespaceError,
  UserRejectedRequestError,
} from '@portico/core'
import {
  compilePorticoToken,
  DEV_ACCOUNTS,
  type DevnetToken,
  deployTokens,
  startTestAnvil,
  type TestAnvil,
} from '@portico/devnet'
import { WrongWalletNetworkError } from '@portico/evm'
import {
  type Address,
  createPublicClient,
  erc20Abi,
  getAddress,
  type Hex,
  http,
  type PublicClient,
  parseEther,
  parseUnits,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectorId, connectPair, useHarness } from './test/harness.ts'

// The WalletKit wallet (the official wallet SDK, over the local relay) holds dev account 0, a
// holder of the devnet's PUSD and PTK, and sends to anvil itself.
const account = privateKeyToAccount(DEV_ACCOUNTS[0]!.privateKey)

let anvils: TestAnvil[] = []
let networks: Network[] = []
let chain: PublicClient
let pusd: TransferToken
let ptk: TransferToken
const ETH: TransferToken = { symbol: 'ETH', name: 'Ether', decimals: 18 }

beforeAll(async () => {
  anvils = await Promise.all([
    startTestAnvil({ chainId: 31337 }),
    startTestAnvil({ chainId: 31338 }),
  ])
  networks = anvils.map((anvil) =>
    defineNetwork({
      id: anvil.chainId,
      name: `Anvil ${anvil.chainId}`,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [anvil.rpcUrl] } },
    }),
  )
  chain = createPublicClient({ transport: http(anvils[0]!.rpcUrl) })
  const { artifact } = await compilePorticoToken()
  const [first, second] = await deployTokens({
    chainId: 31337,
    rpcUrl: anvils[0]!.rpcUrl,
    artifact,
  })
  pusd = toToken(first as DevnetToken)
  ptk = toToken(second as DevnetToken)
}, 180_000)

afterAll(async () => {
  await Promise.all(anvils.map((anvil) => anvil.stop()))
})

const harness = useHarness(() => networks)

function toToken(token: DevnetToken): TransferToken {
  return {
    address: token.address,
    symbol: token.symbol,
    name: token.name,
    decimals: token.decimals,
  }
}

const newReceiver = (): Address => privateKeyToAccount(generatePrivateKey()).address

/** A session with the WalletKit wallet, on 31337 unless `network` says otherwise. */
async function connectWallet(network?: Network) {
  const { adapter } = harness.createAdapter()
  const wallet = await harness.createWallet({
    account,
    chains: { 31337: anvils[0]!.rpcUrl, 31338: anvils[1]!.rpcUrl },
  })
  await connectPair(adapter, wallet, network ? { network } : {})
  return { adapter, wallet, transfers: adapter.transfers as TransferCapability }
}

function transferOf(token: TransferToken, amount: bigint, to: Address): TransferRequest {
  return {
    connectorId,
    namespace: 'eip155',
    network: networks[0]!,
    from: account.address,
    to,
    token,
    amount,
  }
}

const tokenBalance = (token: TransferToken, owner: Address, blockNumber: bigint) =>
  token.address === undefined
    ? chain.getBalance({ address: owner, blockNumber })
    : chain.readContract({
        address: token.address as Address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [owner],
        blockNumber,
      })

describe('walletConnectAdapter transfers (eip155) with the WalletKit wallet', () => {
  it.each([
    ['ETH', () => ETH, '0.75'],
    ['PUSD', () => pusd, '12.5'],
    ['PTK', () => ptk, '42.000000000000000007'],
  ])(
    'token: %s — balances move by exactly the amount and the fee paid; the estimate covers the fee',
    async (_symbol, token, whole) => {
      const { wallet, transfers } = await connectWallet()
      const receiver = newReceiver()
      const amount = parseUnits(whole, token().decimals)
      const request = transferOf(token(), amount, receiver)

      const fee = await transfers.estimateTransferFee(request)
      const { hash } = await transfers.sendTransfer(request)
      await expect(
        transfers.waitForTransfer({ namespace: 'eip155', network: networks[0]!, hash }),
      ).resolves.toEqual({ status: 'confirmed', from: getAddress(account.address) })

      // The wallet got one request for the transfer's chain, with its chainId and sender.
      expect(wallet.state.requests).toEqual(['eth_sendTransaction'])
      expect(wallet.state.requestChains).toEqual(['eip155:31337'])
      expect(wallet.state.requestParams[0]).toEqual([
        expect.objectContaining({ from: account.address, chainId: '0x7a69' }),
      ])

      const receipt = await chain.getTransactionReceipt({ hash: hash as Hex })
      const paid = receipt.gasUsed * receipt.effectiveGasPrice
      const at = receipt.blockNumber
      const native = (owner: Address, block: bigint) =>
        chain.getBalance({ address: owner, blockNumber: block })
      expect(
        (await tokenBalance(token(), receiver, at)) -
          (await tokenBalance(token(), receiver, at - 1n)),
      ).toBe(amount)
      const senderNativeDelta =
        (await native(account.address, at - 1n)) - (await native(account.address, at))
      if (token().address === undefined) {
        expect(senderNativeDelta).toBe(amount + paid)
      } else {
        expect(
          (await tokenBalance(token(), account.address, at - 1n)) -
            (await tokenBalance(token(), account.address, at)),
        ).toBe(amount)
        expect(senderNativeDelta).toBe(paid)
        expect(await native(receiver, at)).toBe(0n)
      }
      expect(fee).toMatchObject({ decimals: 18, symbol: 'ETH' })
      expect(fee.value).toBeGreaterThanOrEqual(paid)
      expect(fee.value).toBeLessThanOrEqual(paid * 2n)
    },
  )

  it('behavior: the wallet refuses (WalletConnect 5000) → UserRejectedRequestError, nothing is sent', async () => {
    const { wallet, transfers } = await connectWallet()
    wallet.state.failures.eth_sendTransaction = { code: 5000, message: 'User rejected.' }
    const nonce = await chain.getTransactionCount({ address: account.address })
    await expect(
      transfers.sendTransfer(transferOf(pusd, 1_000_000n, newReceiver())),
    ).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(wallet.state.requests).toEqual(['eth_sendTransaction'])
    expect(await chain.getTransactionCount({ address: account.address })).toBe(nonce)
  })

  it('behavior: the session is on another chain → WrongWalletNetworkError, the wallet is not asked', async () => {
    const { wallet, transfers } = await connectWallet(networks[1]!)
    const error = await transfers
      .sendTransfer(transferOf(ETH, parseEther('1'), newReceiver()))
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(WrongWalletNetworkError)
    expect((error as WrongWalletNetworkError).details).toBe(
      'The wallet is on chain 31338; the transfer is for eip155:31337',
    )
    expect(wallet.state.requests).toEqual([])
  })

  it('parameters: a Solana transfer → UnsupportedNamespaceError (not implemented through WalletConnect)', async () => {
    const { wallet, transfers } = await connectWallet()
    await expect(
      transfers.sendTransfer({ ...transferOf(ETH, 1n, newReceiver()), namespace: 'solana' }),
    ).rejects.toBeInstanceOf(UnsupportedNamespaceError)
    expect(wallet.state.requests).toEqual([])
  })

  it('behavior: without a session → NotConnectedError', async () => {
    const { adapter } = harness.createAdapter()
    await expect(
      (adapter.transfers as TransferCapability).sendTransfer(transferOf(ETH, 1n, newReceiver())),
    ).rejects.toBeInstanceOf(NotConnectedError)
  })
})
