import { formatSiwxMessage } from '@portico/core'
import {
  DEV_ACCOUNTS,
  deployAccountAbstraction,
  getFreePort,
  PAYMASTER_SIGNER_ACCOUNT,
  type StartBundlerReturnType,
  smartAccountSalt,
  startBundler,
  startTestAnvil,
  type TestAnvil,
} from '@portico/devnet'
import {
  type Address,
  createPublicClient,
  defineChain,
  http,
  type PublicClient,
  parseAbi,
  parseEther,
  size,
  slice,
} from 'viem'
import {
  createBundlerClient,
  createPaymasterClient,
  entryPoint08Abi,
  type SmartAccount,
  toPackedUserOperation,
  toSoladySmartAccount,
  type UserOperation,
} from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount, privateKeyToAddress } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { tablesOf } from '../../db/database.ts'
import { openDatabase } from '../../db/openDatabase.ts'
import { createTestServer, type TestServer } from '../../testing/createTestServer.ts'
import { siwxTestData } from '../siwx/testing/siwxTestSigners.ts'
import { verifyingPaymasterHash } from './verifyingPaymasterHash.ts'

// Section A's contracts on a real anvil with a real alto, driven through the server's routes as
// the embedded wallet drives them: viem's toSoladySmartAccount, its bundler client over
// /v1/bundler and its paymaster client over /v1/paymaster; SIWX by the same account before and
// after its deployment (ERC-6492, then ERC-1271).
const CHAIN_ID = 31337
const PROJECT = 'aa-project'
const ORIGIN = 'https://shop.example.org'
// Alto deploys its simulation contracts on start; the first user operation compiles nothing
// but waits for a block.
const START_TIMEOUT_MS = 180_000
const USER_OPERATION_TIMEOUT_MS = 90_000

const PAYMASTER_ABI = parseAbi([
  'struct PackedUserOperation { address sender; uint256 nonce; bytes initCode; bytes callData; bytes32 accountGasLimits; uint256 preVerificationGas; bytes32 gasFees; bytes paymasterAndData; bytes signature; }',
  'function getHash(PackedUserOperation userOp, uint48 validUntil, uint48 validAfter) view returns (bytes32)',
  'function verifyingSigner() view returns (address)',
])

let anvil: TestAnvil
let bundler: StartBundlerReturnType
let server: TestServer
let serverUrl: string
let aa: Awaited<ReturnType<typeof deployAccountAbstraction>>
let client: PublicClient

beforeAll(async () => {
  anvil = await startTestAnvil({ chainId: CHAIN_ID, uniswap: false })
  aa = await deployAccountAbstraction({ chainId: CHAIN_ID, rpcUrl: anvil.rpcUrl })
  bundler = await startBundler({
    rpcUrl: anvil.rpcUrl,
    chainId: CHAIN_ID,
    port: await getFreePort(),
    entryPoint: aa.entryPoint,
  })
  server = await createTestServer({
    projects: [
      {
        id: PROJECT,
        name: 'AA shop',
        allowedOrigins: ['https://*.example.org'],
        smartAccountNetworks: ['eip155:31337'],
        gasSponsorshipLimitWei: parseEther('1').toString(),
      },
    ],
    chains: [
      {
        caipNetworkId: 'eip155:31337',
        name: 'Anvil',
        nativePriceUsd: 0,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrl: anvil.rpcUrl,
        accountAbstraction: {
          entryPoint: aa.entryPoint,
          entryPointVersion: '0.8',
          accountFactory: aa.accountFactory,
          bundlerUrl: bundler.url,
          paymaster: aa.paymaster,
        },
      },
    ],
    indexer: { enabled: false },
    paymasterSignerKey: PAYMASTER_SIGNER_ACCOUNT.privateKey,
  })
  serverUrl = await server.app.listen({ host: '127.0.0.1', port: 0 })
  client = createPublicClient({ chain: chain(), transport: http(anvil.rpcUrl) })
}, START_TIMEOUT_MS)

afterAll(async () => {
  await server?.close()
  await bundler?.child.stop()
  await anvil?.stop()
})

function chain() {
  return defineChain({
    id: CHAIN_ID,
    name: 'Portico Local',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [anvil.rpcUrl] } },
  })
}

function smartAccountOf(owner = privateKeyToAccount(generatePrivateKey())) {
  return toSoladySmartAccount({
    client,
    owner,
    entryPoint: { abi: entryPoint08Abi, address: aa.entryPoint, version: '0.8' },
    factoryAddress: aa.accountFactory,
    salt: smartAccountSalt(owner.address),
  })
}

function clientsFor(account: SmartAccount) {
  return createBundlerClient({
    account,
    client,
    transport: http(`${serverUrl}/v1/bundler/${CHAIN_ID}?projectId=${PROJECT}`),
    paymaster: createPaymasterClient({
      transport: http(`${serverUrl}/v1/paymaster/${CHAIN_ID}?projectId=${PROJECT}`),
    }),
  })
}

async function paymasterDeposit(): Promise<bigint> {
  return client.readContract({
    address: aa.entryPoint,
    abi: parseAbi(['function balanceOf(address) view returns (uint256)']),
    functionName: 'balanceOf',
    args: [aa.paymaster],
  })
}

describe('a sponsored user operation through /v1/bundler and /v1/paymaster', () => {
  it(
    'default: an account with no ETH is deployed and runs a batch; the paymaster pays, the reservation is recorded',
    async () => {
      const account = await smartAccountOf()
      expect(await client.getCode({ address: account.address })).toBeUndefined()
      expect(await client.getBalance({ address: account.address })).toBe(0n)
      const [receiverA, receiverB] = [0, 1].map(() => privateKeyToAddress(generatePrivateKey()))
      if (receiverA === undefined || receiverB === undefined) throw new Error('no receivers')
      const depositBefore = await paymasterDeposit()
      const bundlerClient = clientsFor(account)
      const hash = await bundlerClient.sendUserOperation({
        calls: [
          { to: receiverA, value: 0n, data: '0x' },
          { to: receiverB, value: 0n, data: '0x' },
        ],
      })
      const receipt = await bundlerClient.waitForUserOperationReceipt({
        hash,
        timeout: USER_OPERATION_TIMEOUT_MS,
      })
      expect(receipt.success).toBe(true)
      expect(receipt.paymaster?.toLowerCase()).toBe(aa.paymaster.toLowerCase())
      expect(await client.getCode({ address: account.address })).toMatch(/^0x[0-9a-f]{2,}$/)
      expect(await client.getBalance({ address: account.address })).toBe(0n)
      const depositAfter = await paymasterDeposit()
      expect(depositAfter).toBeLessThan(depositBefore)
      expect(depositBefore - depositAfter).toBe(receipt.actualGasCost)

      const { db, close } = await openDatabase(server.config.databaseUrl)
      try {
        const { gasSponsorships } = tablesOf(db)
        const rows = (await db.select().from(gasSponsorships)).filter(
          (row) => row.sender === account.address.toLowerCase(),
        )
        expect(rows).toHaveLength(1)
        expect(BigInt(rows[0]?.maxCostWei ?? 0)).toBeGreaterThanOrEqual(receipt.actualGasCost)
      } finally {
        await close()
      }

      // The deployed account's next operation: one call, still sponsored.
      const second = await bundlerClient.sendUserOperation({
        calls: [{ to: receiverA, value: 0n, data: '0x' }],
      })
      const secondReceipt = await bundlerClient.waitForUserOperationReceipt({
        hash: second,
        timeout: USER_OPERATION_TIMEOUT_MS,
      })
      expect(secondReceipt.success).toBe(true)
      expect(await client.getBalance({ address: account.address })).toBe(0n)
    },
    USER_OPERATION_TIMEOUT_MS * 2,
  )

  it(
    "behavior: the paymaster contract's getHash equals verifyingPaymasterHash, and its signer is the configured key's",
    async () => {
      expect(
        await client.readContract({
          address: aa.paymaster,
          abi: PAYMASTER_ABI,
          functionName: 'verifyingSigner',
        }),
      ).toBe(PAYMASTER_SIGNER_ACCOUNT.address)
      const account = await smartAccountOf()
      const bundlerClient = clientsFor(account)
      // The union over EntryPoint versions; this account is v0.8.
      const prepared = (await bundlerClient.prepareUserOperation({
        calls: [{ to: DEV_ACCOUNTS[6].address, value: 0n, data: '0x1234' }],
      })) as unknown as UserOperation<'0.8'>
      if (prepared.paymasterData === undefined) throw new Error('not sponsored')
      expect(size(prepared.paymasterData)).toBe(129)
      const validUntil = Number(BigInt(slice(prepared.paymasterData, 0, 32)))
      const validAfter = Number(BigInt(slice(prepared.paymasterData, 32, 64)))
      const packed = toPackedUserOperation({ ...prepared, signature: '0x' })
      const onChain = await client.readContract({
        address: aa.paymaster,
        abi: PAYMASTER_ABI,
        functionName: 'getHash',
        args: [packed, validUntil, validAfter],
      })
      const offChain = verifyingPaymasterHash(
        {
          sender: prepared.sender,
          nonce: prepared.nonce,
          factory: prepared.factory,
          factoryData: prepared.factoryData,
          callData: prepared.callData,
          callGasLimit: prepared.callGasLimit,
          verificationGasLimit: prepared.verificationGasLimit,
          preVerificationGas: prepared.preVerificationGas,
          maxFeePerGas: prepared.maxFeePerGas,
          maxPriorityFeePerGas: prepared.maxPriorityFeePerGas,
          paymasterVerificationGasLimit: prepared.paymasterVerificationGasLimit ?? 0n,
          paymasterPostOpGasLimit: prepared.paymasterPostOpGasLimit ?? 0n,
        },
        { chainId: CHAIN_ID, paymaster: aa.paymaster, validUntil, validAfter },
      )
      expect(offChain).toBe(onChain)
    },
    USER_OPERATION_TIMEOUT_MS,
  )
})

describe('SIWX with a Solady smart account (toSoladySmartAccount)', () => {
  async function signIn(address: Address, sign: (message: string) => Promise<string>) {
    const issued = await server.app.inject({
      method: 'POST',
      url: `/siwx/v1/nonce?projectId=${PROJECT}`,
      headers: { origin: ORIGIN },
    })
    const data = siwxTestData({ chainId: 'eip155:31337', address }, ORIGIN, issued.json().nonce)
    const message = formatSiwxMessage(data)
    return server.app.inject({
      method: 'POST',
      url: `/siwx/v1/sessions?projectId=${PROJECT}`,
      headers: { origin: ORIGIN },
      payload: { data, message, signature: await sign(message) },
    })
  }

  it(
    'default: before deployment (ERC-6492) and after (ERC-1271, ERC-7739 under it), the owner signs in as the account',
    async () => {
      const owner = privateKeyToAccount(generatePrivateKey())
      const account = await smartAccountOf(owner)
      expect(await client.getCode({ address: account.address })).toBeUndefined()
      const before = await signIn(account.address, (message) => account.signMessage({ message }))
      expect(before.statusCode).toBe(200)
      expect(before.json().session.data.accountAddress).toBe(account.address)

      // Deployed by a sponsored operation through the routes.
      const bundlerClient = clientsFor(account)
      const hash = await bundlerClient.sendUserOperation({
        calls: [{ to: DEV_ACCOUNTS[6].address, value: 0n, data: '0x' }],
      })
      expect(
        (
          await bundlerClient.waitForUserOperationReceipt({
            hash,
            timeout: USER_OPERATION_TIMEOUT_MS,
          })
        ).success,
      ).toBe(true)
      expect(await client.getCode({ address: account.address })).toMatch(/^0x[0-9a-f]{2,}$/)
      const after = await signIn(account.address, (message) => account.signMessage({ message }))
      expect(after.statusCode).toBe(200)
      expect(after.json().session.data.accountAddress).toBe(account.address)
    },
    USER_OPERATION_TIMEOUT_MS * 2,
  )

  it(
    "error: another owner's account signature, or the owner's bare key, is 401 INVALID_SIGNATURE",
    async () => {
      const owner = privateKeyToAccount(generatePrivateKey())
      const account = await smartAccountOf(owner)
      const stranger = await smartAccountOf()
      const byStranger = await signIn(account.address, (message) =>
        stranger.signMessage({ message }),
      )
      expect(byStranger.statusCode).toBe(401)
      expect(byStranger.json()).toEqual({ code: 'INVALID_SIGNATURE', message: 'Invalid signature' })
      const byOwnerKey = await signIn(account.address, (message) => owner.signMessage({ message }))
      expect(byOwnerKey.statusCode).toBe(401)
    },
    USER_OPERATION_TIMEOUT_MS,
  )
})
