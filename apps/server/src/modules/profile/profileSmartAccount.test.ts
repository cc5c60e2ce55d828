import { DEV_ACCOUNTS, startTestAnvil, type TestAnvil } from '@portico/devnet'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  http,
  serializeErc6492Signature,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createTestServer,
  TEST_PROJECT_ID,
  type TestServer,
} from '../../testing/createTestServer.ts'
import {
  type CounterfactualTestSmartAccount,
  deployTestSmartAccount,
  prepareCounterfactualTestSmartAccount,
} from '../../testing/deployTestSmartAccount.ts'
import { nameTestMessage, postName } from './testing/nameTestRequests.ts'

// Contract accounts registering names, verified on the coin type's chain: a real anvil (chain
// 31337, coin type 0x80000000 | 31337) with a deployed ERC-1271 account and a counterfactual
// one behind a CREATE2 factory (ERC-6492).
const COIN_TYPE = 2_147_514_985
const owner = privateKeyToAccount(DEV_ACCOUNTS[2].privateKey)
const stranger = privateKeyToAccount(DEV_ACCOUNTS[3].privateKey)

let anvil: TestAnvil
let server: TestServer
let smartAccount: Address
let racers: Address[]
let limitRacer: Address
let counterfactual: CounterfactualTestSmartAccount

beforeAll(async () => {
  anvil = await startTestAnvil()
  const chain = { ...foundry, rpcUrls: { default: { http: [anvil.rpcUrl] } } }
  const deployment = {
    publicClient: createPublicClient({ chain, transport: http(anvil.rpcUrl) }),
    walletClient: createWalletClient({ chain, transport: http(anvil.rpcUrl) }),
    deployer: DEV_ACCOUNTS[0].address,
    owner: owner.address,
  }
  smartAccount = await deployTestSmartAccount(deployment)
  counterfactual = await prepareCounterfactualTestSmartAccount(deployment)
  racers = [
    await deployTestSmartAccount({ ...deployment, owner: stranger.address }),
    await deployTestSmartAccount(deployment),
  ]
  limitRacer = await deployTestSmartAccount(deployment)
  server = await createTestServer({
    projects: [{ id: TEST_PROJECT_ID, name: 'Test', nameZone: 'portico.id' }],
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
  await anvil?.stop()
})

function messageFor(name: string, address: Address, coinType = COIN_TYPE) {
  return nameTestMessage({ name, address, coinType, projectId: TEST_PROJECT_ID })
}

describe('POST /v1/profile/account: contract accounts', () => {
  it("default: a deployed account registers with its owner's signature (ERC-1271)", async () => {
    const message = messageFor('smart.portico.id', smartAccount)
    const response = await postName(server.app, TEST_PROJECT_ID, {
      coin_type: COIN_TYPE,
      address: smartAccount,
      message,
      signature: await owner.signMessage({ message }),
    })
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({
      name: 'smart.portico.id',
      addresses: { [String(COIN_TYPE)]: { address: smartAccount } },
    })
  })

  it("error: a stranger's signature for the deployed account is 401", async () => {
    const message = messageFor('stranger.portico.id', smartAccount)
    const response = await postName(server.app, TEST_PROJECT_ID, {
      coin_type: COIN_TYPE,
      address: smartAccount,
      message,
      signature: await stranger.signMessage({ message }),
    })
    expect(response).toEqual({
      status: 401,
      body: { code: 'INVALID_SIGNATURE', message: 'Invalid signature' },
    })
  })

  it('behavior: without a reader of the coin type chain only keys count (coin type 60)', async () => {
    const message = messageFor('mainnet.portico.id', smartAccount, 60)
    const response = await postName(server.app, TEST_PROJECT_ID, {
      coin_type: 60,
      address: smartAccount,
      message,
      signature: await owner.signMessage({ message }),
    })
    expect(response.status).toBe(401)
  })

  it('behavior: an account not deployed yet registers with an ERC-6492 signature', async () => {
    const message = messageFor('future.portico.id', counterfactual.address)
    const signature = serializeErc6492Signature({
      address: counterfactual.factory,
      data: counterfactual.factoryData,
      signature: await owner.signMessage({ message }),
    })
    const response = await postName(server.app, TEST_PROJECT_ID, {
      coin_type: COIN_TYPE,
      address: counterfactual.address,
      message,
      signature,
    })
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({ name: 'future.portico.id' })
  })

  it('behavior: two accounts racing for one name: one is stored, the other is 409 NAME_TAKEN by the unique key', async () => {
    // Contract accounts verify over RPC, so both requests are past the "is it taken" read
    // before either inserts: the table's key decides.
    const [first, second] = racers
    if (first === undefined || second === undefined) throw new Error('no racers')
    const bodies = await Promise.all(
      [
        { address: first, signer: stranger },
        { address: second, signer: owner },
      ].map(async ({ address, signer }) => {
        const message = messageFor('photo-finish.portico.id', address)
        return {
          coin_type: COIN_TYPE,
          address,
          message,
          signature: await signer.signMessage({ message }),
        }
      }),
    )
    const results = await Promise.all(
      bodies.map((body) => postName(server.app, TEST_PROJECT_ID, body)),
    )
    expect(results.map((result) => result.status).sort()).toEqual([200, 409])
    expect(results.find((result) => result.status === 409)?.body).toEqual({
      code: 'NAME_TAKEN',
      message: 'The name photo-finish.portico.id is already taken',
    })
  })

  it('behavior: one account racing for two names with a limit of 1 gets one (the count and the insert are one step)', async () => {
    const account = limitRacer
    const bodies = await Promise.all(
      ['limit-a', 'limit-b'].map(async (label) => {
        const message = messageFor(`${label}.portico.id`, account)
        return {
          coin_type: COIN_TYPE,
          address: account,
          message,
          signature: await owner.signMessage({ message }),
        }
      }),
    )
    const results = await Promise.all(
      bodies.map((body) => postName(server.app, TEST_PROJECT_ID, body)),
    )
    expect(results.map((result) => result.status).sort()).toEqual([200, 409])
    expect(results.find((result) => result.status === 409)?.body).toEqual({
      code: 'NAME_LIMIT_REACHED',
      message: 'This address already has a name in portico.id',
    })
  })
})
