import { DEV_ACCOUNTS, getFreePort, startTestAnvil, type TestAnvil } from '@portico/devnet'
import {
  type Address,
  type Chain,
  createPublicClient,
  createWalletClient,
  defineChain,
  http,
  type PublicClient,
  serializeErc6492Signature,
  type Transport,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { UpstreamError } from '../errors/apiErrors.ts'
import {
  type CounterfactualTestSmartAccount,
  deployTestSmartAccount,
  prepareCounterfactualTestSmartAccount,
} from '../testing/deployTestSmartAccount.ts'
import { verifyEvmSignature } from './verifyEvmSignature.ts'

// A real anvil with a real ERC-1271 contract account, and a factory for one not deployed yet
// (ERC-6492).
const eoa = privateKeyToAccount(DEV_ACCOUNTS[1].privateKey)
const owner = privateKeyToAccount(DEV_ACCOUNTS[2].privateKey)
const stranger = privateKeyToAccount(DEV_ACCOUNTS[3].privateKey)

let anvil: TestAnvil
let client: PublicClient<Transport, Chain>
let deadClient: PublicClient<Transport, Chain>
let smartAccount: Address
let counterfactual: CounterfactualTestSmartAccount

function clientFor(rpcUrl: string): PublicClient<Transport, Chain> {
  const chain = defineChain({
    id: 31337,
    name: 'Anvil',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
  return createPublicClient({ chain, transport: http(rpcUrl, { retryCount: 0 }) })
}

beforeAll(async () => {
  anvil = await startTestAnvil()
  client = clientFor(anvil.rpcUrl)
  // Nothing listens there: a refused connection, not a mocked one.
  deadClient = clientFor(`http://127.0.0.1:${await getFreePort()}`)
  const walletClient = createWalletClient({ chain: client.chain, transport: http(anvil.rpcUrl) })
  const deployment = {
    publicClient: client,
    walletClient,
    deployer: DEV_ACCOUNTS[0].address,
    owner: owner.address,
  }
  smartAccount = await deployTestSmartAccount(deployment)
  counterfactual = await prepareCounterfactualTestSmartAccount(deployment)
}, 60_000)

afterAll(async () => {
  await anvil?.stop()
})

const MESSAGE = 'shop.example.org wants you to sign in with your Ethereum account:\n…'

describe('verifyEvmSignature', () => {
  it('default: with the chain RPC, an EOA signature verifies', async () => {
    const signature = await eoa.signMessage({ message: MESSAGE })
    await expect(
      verifyEvmSignature({ address: eoa.address, message: MESSAGE, signature, client }),
    ).resolves.toBe(true)
  })

  it("behavior: with the chain RPC, a smart account's owner signature verifies (ERC-1271)", async () => {
    const signature = await owner.signMessage({ message: MESSAGE })
    await expect(
      verifyEvmSignature({ address: smartAccount, message: MESSAGE, signature, client }),
    ).resolves.toBe(true)
  })

  it("error: with the chain RPC, a stranger's signature for the smart account is refused", async () => {
    const signature = await stranger.signMessage({ message: MESSAGE })
    await expect(
      verifyEvmSignature({ address: smartAccount, message: MESSAGE, signature, client }),
    ).resolves.toBe(false)
  })

  it('behavior: without an RPC only keys are recovered, so a smart account cannot sign in', async () => {
    const signature = await owner.signMessage({ message: MESSAGE })
    await expect(
      verifyEvmSignature({ address: smartAccount, message: MESSAGE, signature }),
    ).resolves.toBe(false)
  })

  it('behavior: an EOA signature verifies even when the RPC is down (the key is recovered first)', async () => {
    const signature = await eoa.signMessage({ message: MESSAGE })
    await expect(
      verifyEvmSignature({
        address: eoa.address,
        message: MESSAGE,
        signature,
        client: deadClient,
      }),
    ).resolves.toBe(true)
  })

  it('error: a smart-account signature with the RPC down is an UpstreamError, not a refusal', async () => {
    const signature = await owner.signMessage({ message: MESSAGE })
    await expect(
      verifyEvmSignature({
        address: smartAccount,
        message: MESSAGE,
        signature,
        client: deadClient,
      }),
    ).rejects.toThrow(UpstreamError)
  })
})

describe('verifyEvmSignature: ERC-6492', () => {
  it("behavior: with the chain RPC, a counterfactual account's wrapped owner signature verifies", async () => {
    expect(await client.getCode({ address: counterfactual.address })).toBeUndefined()
    const signature = serializeErc6492Signature({
      address: counterfactual.factory,
      data: counterfactual.factoryData,
      signature: await owner.signMessage({ message: MESSAGE }),
    })
    await expect(
      verifyEvmSignature({ address: counterfactual.address, message: MESSAGE, signature, client }),
    ).resolves.toBe(true)
  })

  it("error: a stranger's wrapped signature for the counterfactual account is refused", async () => {
    const signature = serializeErc6492Signature({
      address: counterfactual.factory,
      data: counterfactual.factoryData,
      signature: await stranger.signMessage({ message: MESSAGE }),
    })
    await expect(
      verifyEvmSignature({ address: counterfactual.address, message: MESSAGE, signature, client }),
    ).resolves.toBe(false)
  })
})
