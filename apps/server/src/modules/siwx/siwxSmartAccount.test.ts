import { formatSiwxMessage } from '@portico/core'
import { DEV_ACCOUNTS, startTestAnvil, type TestAnvil } from '@portico/devnet'
import { type Address, createPublicClient, createWalletClient, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createTestServer,
  TEST_PROJECT_ID,
  type TestServer,
} from '../../testing/createTestServer.ts'
import { deployTestSmartAccount } from '../../testing/deployTestSmartAccount.ts'
import { siwxTestData } from './testing/siwxTestSigners.ts'

// Sign-in of a smart account through the route, on a real anvil with a real ERC-1271 contract
// (the signature check itself: src/chains/verifyEvmSignature.test.ts).
const ORIGIN = 'https://shop.example.org'
const owner = privateKeyToAccount(DEV_ACCOUNTS[2].privateKey)
const stranger = privateKeyToAccount(DEV_ACCOUNTS[3].privateKey)

let anvil: TestAnvil
let smartAccount: Address

beforeAll(async () => {
  anvil = await startTestAnvil()
  const chain = { ...foundry, rpcUrls: { default: { http: [anvil.rpcUrl] } } }
  smartAccount = await deployTestSmartAccount({
    publicClient: createPublicClient({ chain, transport: http(anvil.rpcUrl) }),
    walletClient: createWalletClient({ chain, transport: http(anvil.rpcUrl) }),
    deployer: DEV_ACCOUNTS[0].address,
    owner: owner.address,
  })
}, 60_000)

afterAll(async () => {
  await anvil?.stop()
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
