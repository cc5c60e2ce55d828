import {
  DEVNET_ACCOUNT_ABSTRACTION,
  deployAccountAbstraction,
  getFreePort,
  type StartBundlerReturnType,
  startBundler,
  startTestAnvil,
  type TestAnvil,
} from '@portico/devnet'
import { eq } from 'drizzle-orm'
import { type Address, type Hex, recoverMessageAddress, size, slice } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { tablesOf } from '../../db/database.ts'
import { openDatabase } from '../../db/openDatabase.ts'
import { createTestServer, type TestServer } from '../../testing/createTestServer.ts'
import {
  PAYMASTER_SIGNATURE_VALIDITY_S,
  PAYMASTER_VERIFICATION_GAS_LIMIT,
} from './smartAccountsPlugin.ts'
import { verifyingPaymasterHash } from './verifyingPaymasterHash.ts'

// The routes on a real anvil with EntryPoint v0.8 and a real alto (the bundler route forwards to
// it); the paymaster's signatures are checked here off chain, and against the deployed
// PorticoVerifyingPaymaster through alto in smartAccountsChain.test.ts.
const CHAIN_ID = 31337
const ENTRY_POINT = DEVNET_ACCOUNT_ABSTRACTION.entryPoint.address
const FACTORY = DEVNET_ACCOUNT_ABSTRACTION.accountFactory.address
const PAYMASTER: Address = DEVNET_ACCOUNT_ABSTRACTION.paymaster.address
const SPONSORED = 'sponsored'
const UNSPONSORED = 'unsponsored'
const PLAIN = 'plain'
// 1,000,000 gas at 1 gwei: the limit holds 3 operations of the one below (300,001 gas).
const LIMIT_WEI = 1_000_000n * 1_000_000_000n
const signerKey = generatePrivateKey()
const signer = privateKeyToAccount(signerKey)

let anvil: TestAnvil
let bundler: StartBundlerReturnType
let server: TestServer
let deadPort: number
const bodies: string[] = []

beforeAll(async () => {
  anvil = await startTestAnvil({ chainId: CHAIN_ID, uniswap: false })
  await deployAccountAbstraction({ chainId: CHAIN_ID, rpcUrl: anvil.rpcUrl })
  deadPort = await getFreePort()
  bundler = await startBundler({
    rpcUrl: anvil.rpcUrl,
    chainId: CHAIN_ID,
    port: await getFreePort(),
    entryPoint: ENTRY_POINT,
  })
  const project = (id: string, limit: string | null, networks: string[]) => ({
    id,
    name: `Project ${id}`,
    allowedOrigins: ['https://*.example.org'],
    smartAccountNetworks: networks,
    gasSponsorshipLimitWei: limit,
  })
  server = await createTestServer({
    projects: [
      // eip155:31338 is listed but has no accountAbstraction block: not offered.
      project(SPONSORED, LIMIT_WEI.toString(), ['eip155:31337', 'eip155:31338', 'eip155:31339']),
      project(UNSPONSORED, null, ['eip155:31337']),
      project(PLAIN, '1000', []),
    ],
    chains: [
      {
        caipNetworkId: 'eip155:31337',
        name: 'Anvil',
        nativePriceUsd: 0,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrl: anvil.rpcUrl,
        accountAbstraction: {
          entryPoint: ENTRY_POINT,
          entryPointVersion: '0.8',
          accountFactory: FACTORY,
          bundlerUrl: bundler.url,
          paymaster: PAYMASTER,
        },
      },
      {
        caipNetworkId: 'eip155:31338',
        name: 'Anvil 2',
        nativePriceUsd: 0,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrl: anvil.rpcUrl,
      },
      // ERC-4337 without a paymaster, and a bundler that is not there.
      {
        caipNetworkId: 'eip155:31339',
        name: 'Anvil 3',
        nativePriceUsd: 0,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrl: anvil.rpcUrl,
        accountAbstraction: {
          entryPoint: ENTRY_POINT,
          entryPointVersion: '0.8',
          accountFactory: FACTORY,
          bundlerUrl: `http://127.0.0.1:${deadPort}`,
        },
      },
    ],
    indexer: { enabled: false },
    paymasterSignerKey: signerKey,
  })
}, 180_000)

afterAll(async () => {
  // The signer key is in no answer of any test.
  for (const body of bodies) expect(body.toLowerCase()).not.toContain(signerKey.slice(2))
  await server?.close()
  await bundler?.child.stop()
  await anvil?.stop()
})

async function rpc(
  route: string,
  project: string | undefined,
  body: unknown,
): Promise<{
  statusCode: number
  json: Record<string, unknown> & { error?: { code: number; message: string } }
}> {
  const response = await server.app.inject({
    method: 'POST',
    url: project === undefined ? route : `${route}?projectId=${project}`,
    payload: body as Record<string, unknown>,
  })
  bodies.push(response.body)
  return { statusCode: response.statusCode, json: response.json() }
}

const call = (method: string, params: unknown[] = [], id: number | string = 1) => ({
  jsonrpc: '2.0',
  id,
  method,
  params,
})

function userOperation(overrides: Record<string, unknown> = {}) {
  return {
    sender: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    nonce: '0x0',
    factory: FACTORY,
    factoryData: '0x5fbfb9cf',
    callData: '0xb61d27f6',
    callGasLimit: '0x186a0',
    verificationGasLimit: '0x186a0',
    preVerificationGas: '0x1',
    maxFeePerGas: '0x3b9aca00',
    maxPriorityFeePerGas: '0x3b9aca00',
    paymasterVerificationGasLimit: '0x186a0',
    paymasterPostOpGasLimit: '0x0',
    ...overrides,
  }
}

const paymasterCall = (method: string, op = userOperation(), chainIdHex = '0x7a69') =>
  call(method, [op, ENTRY_POINT, chainIdHex, null])

describe('GET /v1/smart-accounts', () => {
  it('default: the project networks that have ERC-4337, sponsored when the project has a limit and the chain a paymaster', async () => {
    const answer = async (project: string) => {
      const response = await server.app.inject({ url: `/v1/smart-accounts?projectId=${project}` })
      bodies.push(response.body)
      expect(response.statusCode).toBe(200)
      return response.json()
    }
    const network = {
      chainId: 31337,
      entryPoint: ENTRY_POINT,
      entryPointVersion: '0.8',
      accountFactory: FACTORY,
    }
    expect(await answer(SPONSORED)).toEqual({
      networks: [
        { ...network, sponsored: true },
        { ...network, chainId: 31339, sponsored: false },
      ],
    })
    expect(await answer(UNSPONSORED)).toEqual({ networks: [{ ...network, sponsored: false }] })
    expect(await answer(PLAIN)).toEqual({ networks: [] })
  })

  it('error: behind the project guard', async () => {
    expect((await server.app.inject({ url: '/v1/smart-accounts' })).statusCode).toBe(400)
    expect((await server.app.inject({ url: '/v1/smart-accounts?projectId=nope' })).statusCode).toBe(
      401,
    )
  })
})

describe('POST /v1/bundler/:chainId', () => {
  it('default: forwards the bundler methods to alto', async () => {
    expect(
      (await rpc('/v1/bundler/31337', SPONSORED, call('eth_supportedEntryPoints'))).json,
    ).toEqual({
      jsonrpc: '2.0',
      id: 1,
      result: [ENTRY_POINT],
    })
    expect(
      (await rpc('/v1/bundler/eip155:31337', SPONSORED, call('eth_chainId', [], 'a'))).json,
    ).toEqual({
      jsonrpc: '2.0',
      id: 'a',
      result: '0x7a69',
    })
    const price = await rpc(
      '/v1/bundler/31337',
      UNSPONSORED,
      call('pimlico_getUserOperationGasPrice'),
    )
    expect(price.json.result).toMatchObject({
      fast: { maxFeePerGas: expect.stringMatching(/^0x/) },
    })
    const receipt = await rpc(
      '/v1/bundler/31337',
      SPONSORED,
      call('eth_getUserOperationReceipt', [`0x${'ab'.repeat(32)}`]),
    )
    expect(receipt.json).toEqual({ jsonrpc: '2.0', id: 1, result: null })
  })

  it('behavior: a batch is answered item by item', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: `/v1/bundler/31337?projectId=${SPONSORED}`,
      payload: [call('eth_chainId', [], 1), call('eth_sendTransaction', [], 2)],
    })
    expect(response.json()).toEqual([
      { jsonrpc: '2.0', id: 1, result: '0x7a69' },
      { jsonrpc: '2.0', id: 2, error: { code: -32601, message: 'RPC method not allowed' } },
    ])
  })

  it('behavior: alto’s own errors come back as they are (a user operation it refuses)', async () => {
    const { json } = await rpc(
      '/v1/bundler/31337',
      SPONSORED,
      call('eth_estimateUserOperationGas', [
        { ...userOperation(), factory: undefined, factoryData: undefined, signature: '0x' },
        ENTRY_POINT,
      ]),
    )
    expect(json.error?.code).toEqual(expect.any(Number))
    expect(json.error?.message).toEqual(expect.any(String))
  })

  it.each([
    ['eth_sendTransaction'],
    ['eth_call'],
    ['debug_bundler_clearState'],
    ['debug_bundler_dumpMempool'],
    ['pimlico_sendUserOperationNow'],
  ])("error: %s → -32601 'RPC method not allowed'", async (method) => {
    const { statusCode, json } = await rpc('/v1/bundler/31337', SPONSORED, call(method))
    expect(statusCode).toBe(200)
    expect(json).toEqual({
      jsonrpc: '2.0',
      id: 1,
      error: { code: -32601, message: 'RPC method not allowed' },
    })
  })

  it.each([
    ['a chain listed by the project without ERC-4337', '/v1/bundler/31338', SPONSORED],
    ['a chain the server does not know', '/v1/bundler/1', SPONSORED],
    ['a project without smart accounts', '/v1/bundler/31337', PLAIN],
    ['a chain id that is not one', '/v1/bundler/0x7a69', SPONSORED],
  ])(
    "error: %s → 'Smart accounts are not available on this network'",
    async (_case, route, project) => {
      const { statusCode, json } = await rpc(route, project, call('eth_chainId'))
      expect(statusCode).toBe(200)
      expect(json).toEqual({
        jsonrpc: '2.0',
        id: 1,
        error: { code: -32000, message: 'Smart accounts are not available on this network' },
      })
    },
  )

  it("error: a bundler that cannot be reached → -32002 'The bundler could not be reached'", async () => {
    const { statusCode, json } = await rpc('/v1/bundler/31339', SPONSORED, call('eth_chainId'))
    expect(statusCode).toBe(200)
    expect(json).toEqual({
      jsonrpc: '2.0',
      id: 1,
      error: { code: -32002, message: 'The bundler could not be reached' },
    })
  })

  it('error: another EntryPoint is not forwarded', async () => {
    const { json } = await rpc(
      '/v1/bundler/31337',
      SPONSORED,
      call('eth_sendUserOperation', [
        userOperation(),
        '0x0000000071727De22E5E9d8BAf0edAc6f37da032',
      ]),
    )
    expect(json.error).toEqual({
      code: -32602,
      message: `Invalid params: this network's EntryPoint is ${ENTRY_POINT} (v0.8)`,
    })
  })

  it('error: the project guard answers JSON-RPC shaped, with its status', async () => {
    const missing = await rpc('/v1/bundler/31337', undefined, call('eth_chainId'))
    expect(missing.statusCode).toBe(400)
    expect(missing.json).toMatchObject({
      id: null,
      error: { code: -32000, data: { code: 'PROJECT_ID_MISSING' } },
    })
    const unknown = await rpc('/v1/bundler/31337', 'nope', call('eth_chainId'))
    expect(unknown.statusCode).toBe(401)
    expect(unknown.json).toMatchObject({ error: { data: { code: 'INVALID_PROJECT_ID' } } })
  })

  it("behavior: a page on the project's origins gets the answer with CORS; another origin is 403 ORIGIN_NOT_ALLOWED", async () => {
    const post = (origin: string) =>
      server.app.inject({
        method: 'POST',
        url: `/v1/bundler/31337?projectId=${SPONSORED}`,
        headers: { origin },
        payload: call('eth_chainId'),
      })
    const allowed = await post('https://wallet.example.org')
    expect(allowed.statusCode).toBe(200)
    expect(allowed.headers['access-control-allow-origin']).toBeDefined()
    expect(allowed.json()).toMatchObject({ result: '0x7a69' })
    const refused = await post('https://evil.example')
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toMatchObject({
      id: null,
      error: { code: -32000, data: { code: 'ORIGIN_NOT_ALLOWED' } },
    })
  })

  it('error: not JSON-RPC → -32600 for the item', async () => {
    const { json } = await rpc('/v1/bundler/31337', SPONSORED, { id: 1, method: 'eth_chainId' })
    expect(json).toMatchObject({ id: 1, error: { code: -32600 } })
  })
})

describe('POST /v1/paymaster/:chainId', () => {
  it('default: pm_getPaymasterStubData answers the paymaster, a full-length stub and its gas limits, not final', async () => {
    const { json } = await rpc(
      '/v1/paymaster/31337',
      SPONSORED,
      // The first operation of an account not deployed yet: its factory call comes with it.
      paymasterCall('pm_getPaymasterStubData', {
        sender: userOperation().sender,
        nonce: '0x0',
        callData: '0x',
        factory: FACTORY,
        factoryData: '0x5fbfb9cf',
      } as never),
    )
    expect(json).toEqual({
      jsonrpc: '2.0',
      id: 1,
      result: {
        paymaster: PAYMASTER,
        paymasterData: `0x${'00'.repeat(129)}`,
        paymasterVerificationGasLimit: `0x${PAYMASTER_VERIFICATION_GAS_LIMIT.toString(16)}`,
        paymasterPostOpGasLimit: '0x0',
        sponsor: { name: `Project ${SPONSORED}` },
        isFinal: false,
      },
    })
  })

  it('default: pm_getPaymasterData signs the operation for 10 minutes and reserves its worst case', async () => {
    const sender: Address = '0x1111111111111111111111111111111111111111'
    const op = userOperation({ sender })
    const before = Math.floor(Date.now() / 1000)
    const { json } = await rpc(
      '/v1/paymaster/31337',
      SPONSORED,
      paymasterCall('pm_getPaymasterData', op),
    )
    const after = Math.floor(Date.now() / 1000)
    const result = json.result as { paymaster: Address; paymasterData: Hex }
    expect(Object.keys(result).sort()).toEqual(['paymaster', 'paymasterData'])
    expect(result.paymaster).toBe(PAYMASTER)
    expect(size(result.paymasterData)).toBe(129)
    const validUntil = Number(BigInt(slice(result.paymasterData, 0, 32)))
    const validAfter = Number(BigInt(slice(result.paymasterData, 32, 64)))
    expect(validUntil).toBeGreaterThanOrEqual(before + PAYMASTER_SIGNATURE_VALIDITY_S)
    expect(validUntil).toBeLessThanOrEqual(after + PAYMASTER_SIGNATURE_VALIDITY_S)
    expect(validAfter).toBe(0)
    const hash = verifyingPaymasterHash(
      {
        sender,
        nonce: 0n,
        factory: FACTORY,
        factoryData: '0x5fbfb9cf',
        callData: '0xb61d27f6',
        callGasLimit: 100_000n,
        verificationGasLimit: 100_000n,
        preVerificationGas: 1n,
        maxFeePerGas: 1_000_000_000n,
        maxPriorityFeePerGas: 1_000_000_000n,
        paymasterVerificationGasLimit: 100_000n,
        paymasterPostOpGasLimit: 0n,
      },
      { chainId: CHAIN_ID, paymaster: PAYMASTER, validUntil, validAfter },
    )
    expect(
      await recoverMessageAddress({
        message: { raw: hash },
        signature: slice(result.paymasterData, 64),
      }),
    ).toBe(signer.address)
    const { db, close } = await openDatabase(server.config.databaseUrl)
    const { gasSponsorships } = tablesOf(db)
    const rows = await db
      .select()
      .from(gasSponsorships)
      .where(eq(gasSponsorships.sender, sender.toLowerCase()))
    await close()
    expect(rows).toEqual([
      {
        projectId: SPONSORED,
        chainId: CHAIN_ID,
        sender: sender.toLowerCase(),
        nonce: '0',
        maxCostWei: (300_001n * 1_000_000_000n).toString(),
        createdAt: expect.any(Number),
      },
    ])
  })

  it("behavior: the limit: re-signing one operation counts once; past the limit 'Gas sponsorship limit reached for this project'", async () => {
    const sender = '0x2222222222222222222222222222222222222222'
    const sign = (nonce: string) =>
      rpc(
        '/v1/paymaster/31337',
        SPONSORED,
        paymasterCall('pm_getPaymasterData', userOperation({ sender, nonce })),
      )
    // One operation (300,001 gwei) is reserved by the test above; two more fit, a third does not.
    expect((await sign('0x1')).json.result).toBeDefined()
    expect((await sign('0x1')).json.result).toBeDefined()
    expect((await sign('0x2')).json.result).toBeDefined()
    const refused = await sign('0x3')
    expect(refused.statusCode).toBe(200)
    expect(refused.json).toEqual({
      jsonrpc: '2.0',
      id: 1,
      error: { code: -32000, message: 'Gas sponsorship limit reached for this project' },
    })
    // Re-signing an operation already reserved still works.
    expect((await sign('0x2')).json.result).toBeDefined()
  })

  it.each([
    [
      'a project without sponsorship',
      '/v1/paymaster/31337',
      UNSPONSORED,
      paymasterCall('pm_getPaymasterData'),
      { code: -32000, message: 'Gas sponsorship is off for this project' },
    ],
    [
      'a project without sponsorship (stub)',
      '/v1/paymaster/31337',
      UNSPONSORED,
      paymasterCall('pm_getPaymasterStubData'),
      { code: -32000, message: 'Gas sponsorship is off for this project' },
    ],
    [
      'a chain not enabled',
      '/v1/paymaster/31338',
      SPONSORED,
      paymasterCall('pm_getPaymasterData', userOperation(), '0x7a6a'),
      { code: -32000, message: 'Smart accounts are not available on this network' },
    ],
    [
      'a chain without a paymaster',
      '/v1/paymaster/31339',
      SPONSORED,
      paymasterCall('pm_getPaymasterData', userOperation(), '0x7a6b'),
      { code: -32000, message: 'Gas sponsorship is not available on this network' },
    ],
    [
      'a project without smart accounts',
      '/v1/paymaster/31337',
      PLAIN,
      paymasterCall('pm_getPaymasterData'),
      { code: -32000, message: 'Smart accounts are not available on this network' },
    ],
    [
      'another EntryPoint',
      '/v1/paymaster/31337',
      SPONSORED,
      call('pm_getPaymasterData', [
        userOperation(),
        '0x0000000071727De22E5E9d8BAf0edAc6f37da032',
        '0x7a69',
        null,
      ]),
      {
        code: -32000,
        message: `Unsupported EntryPoint 0x0000000071727De22E5E9d8BAf0edAc6f37da032: this network's is ${ENTRY_POINT} (v0.8)`,
      },
    ],
    [
      "another chain's id in the params",
      '/v1/paymaster/31337',
      SPONSORED,
      paymasterCall('pm_getPaymasterData', userOperation(), '0x1'),
      { code: -32000, message: 'Wrong chainId 0x1: this route is for chain 31337 (0x7a69)' },
    ],
    [
      'a gas field missing',
      '/v1/paymaster/31337',
      SPONSORED,
      paymasterCall('pm_getPaymasterData', userOperation({ maxFeePerGas: undefined })),
      {
        code: -32602,
        message: 'Invalid params: userOperation.maxFeePerGas: required (a hex quantity)',
      },
    ],
    [
      "another factory's account (the attack: anyone may know a project id)",
      '/v1/paymaster/31337',
      SPONSORED,
      paymasterCall(
        'pm_getPaymasterData',
        userOperation({ factory: DEVNET_ACCOUNT_ABSTRACTION.factory.address }),
      ),
      {
        code: -32000,
        message: "Gas sponsorship covers only the accounts of this network's account factory",
      },
    ],
    [
      'a deployed sender that is not one of the factory’s accounts (here: no code at all)',
      '/v1/paymaster/31337',
      SPONSORED,
      paymasterCall(
        'pm_getPaymasterStubData',
        userOperation({ factory: undefined, factoryData: undefined }),
      ),
      {
        code: -32000,
        message: "Gas sponsorship covers only the accounts of this network's account factory",
      },
    ],
    [
      'a bad sender',
      '/v1/paymaster/31337',
      SPONSORED,
      paymasterCall('pm_getPaymasterData', userOperation({ sender: '0x12' })),
      { code: -32602, message: 'Invalid params: userOperation.sender must be an address' },
    ],
    [
      'a v0.6 initCode',
      '/v1/paymaster/31337',
      SPONSORED,
      paymasterCall('pm_getPaymasterData', userOperation({ initCode: '0x' })),
      {
        code: -32602,
        message:
          'Invalid params: userOperation.initCode: EntryPoint v0.8 takes factory and factoryData',
      },
    ],
    [
      'params not a list',
      '/v1/paymaster/31337',
      SPONSORED,
      { jsonrpc: '2.0', id: 1, method: 'pm_getPaymasterData', params: {} },
      {
        code: -32602,
        message: 'Invalid params: params must be [userOperation, entryPoint, chainId, context]',
      },
    ],
    [
      'a method other than the two of ERC-7677',
      '/v1/paymaster/31337',
      SPONSORED,
      call('eth_chainId'),
      { code: -32601, message: 'RPC method not allowed' },
    ],
  ])('error: %s', async (_case, route, project, body, error) => {
    const { statusCode, json } = await rpc(route, project, body)
    expect(statusCode).toBe(200)
    expect(json).toEqual({ jsonrpc: '2.0', id: 1, error })
  })
})
