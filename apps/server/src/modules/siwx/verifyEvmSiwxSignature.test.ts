import { formatSiwxMessage } from '@portico/core'
import { DEV_ACCOUNTS, getFreePort, startTestAnvil, type TestAnvil } from '@portico/devnet'
import {
  type Address,
  type Chain,
  createPublicClient,
  createWalletClient,
  defineChain,
  http,
  type PublicClient,
  type Transport,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { UpstreamError } from '../../errors/apiErrors.ts'
import {
  createTestServer,
  TEST_PROJECT_ID,
  type TestServer,
} from '../../testing/createTestServer.ts'
import { deployTestSmartAccount } from './testing/deployTestSmartAccount.ts'
import { siwxTestData } from './testing/siwxTestSigners.ts'
import { verifyEvmSiwxSignature } from './verifyEvmSiwxSignature.ts'

// A real anvil with a real ERC-1271 contract account. (A counterfactual ERC-6492 account needs
// a factory deployed first; none is available offline, so that path is not covered here.)
const ORIGIN = 'https://shop.example.org'
const eoa = privateKeyToAccount(DEV_ACCOUNTS[1].privateKey)
const owner = privateKeyToAccount(DEV_ACCOUNTS[2].privateKey)
const stranger = privateKeyToAccount(DEV_ACCOUNTS[3].privateKey)

let anvil: TestAnvil
let client: PublicClient<Transport, Chain>
let deadClient: PublicClient<Transport, Chain>
let smartAccount: Address

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
  smartAccount = await deployTestSmartAccount({
    publicClient: client,
    walletClient,
    deployer: DEV_ACCOUNTS[0].address,
    owner: owner.address,
  })
}, 60_000)

afterAll(async () => {
  await anvil?.stop()
})

const MESSAGE = 'shop.example.org wants you to sign in with your Ethereum account:\n…'

describe('verifyEvmSiwxSignature', () => {
  it('default: with the chain RPC, an EOA signature verifies', async () => {
    const signature = await eoa.signMessage({ message: MESSAGE })
    await expect(
      verifyEvmSiwxSignature({ address: eoa.address, message: MESSAGE, signature, client }),
    ).resolves.toBe(true)
  })

  it("behavior: with the chain RPC, a smart account's owner signature verifies (ERC-1271)", async () => {
    const signature = await owner.signMessage({ message: MESSAGE })
    await expect(
      verifyEvmSiwxSignature({ address: smartAccount, message: MESSAGE, signature, client }),
    ).resolves.toBe(true)
  })

  it("error: with the chain RPC, a stranger's signature for the smart account is refused", async () => {
    const signature = await stranger.signMessage({ message: MESSAGE })
    await expect(
      verifyEvmSiwxSignature({ address: smartAccount, message: MESSAGE, signature, client }),
    ).resolves.toBe(false)
  })

  it('behavior: without an RPC only keys are recovered, so a smart account cannot sign in', async () => {
    const signature = await owner.signMessage({ message: MESSAGE })
    await expect(
      verifyEvmSiwxSignature({ address: smartAccount, message: MESSAGE, signature }),
    ).resolves.toBe(false)
  })

  it('behavior: an EOA signature verifies even when the RPC is down (the key is recovered first)', async () => {
    const signature = await eoa.signMessage({ message: MESSAGE })
    await expect(
      verifyEvmSiwxSignature({
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
      verifyEvmSiwxSignature({
        address: smartAccount,
        message: MESSAGE,
        signature,
        client: deadClient,
      }),
    ).rejects.toThrow(UpstreamError)
  })
})

describe('POST /siwx/v1/sessions with the chain configured', () => {
  let server: TestServer

  beforeAll(async () => {
    server = await createTestServer({
      projects: [{ id: TEST_PROJECT_ID, name: 'Test', allowedOrigins: ['https://*.example.org'] }],
      chains: [
        {
          caipNetworkId: 'eip155:31337',
          name: 'Anvil',
          nativePriceUsd: 0,
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          rpcUrl: anvil.rpcUrl,
        },
      ],
      indexer: { enabled: false },
    })
  }, 60_000)

  afterAll(async () => {
    await server?.close()
  })

  async function signIn(signer: typeof owner) {
    const issued = await server.app.inject({
      method: 'POST',
      url: `/siwx/v1/nonce?projectId=${TEST_PROJECT_ID}`,
      headers: { origin: ORIGIN },
    })
    const data = siwxTestData(
      { chainId: 'eip155:31337', address: smartAccount },
      ORIGIN,
      issued.json().nonce,
    )
    const message = formatSiwxMessage(data)
    return server.app.inject({
      method: 'POST',
      url: `/siwx/v1/sessions?projectId=${TEST_PROJECT_ID}`,
      headers: { origin: ORIGIN },
      payload: { data, message, signature: await signer.signMessage({ message }) },
    })
  }

  it('default: a smart account signs in with its owner key (ERC-1271 on the configured RPC)', async () => {
    const response = await signIn(owner)
    expect(response.statusCode).toBe(200)
    expect(response.json().session.data.accountAddress).toBe(smartAccount)
  })

  it("error: a stranger's key for the smart account is 401 INVALID_SIGNATURE", async () => {
    const response = await signIn(stranger)
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({ code: 'INVALID_SIGNATURE', message: 'Invalid signature' })
  })
})
