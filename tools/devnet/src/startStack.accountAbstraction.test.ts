import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { toSimpleSmartAccount } from 'permissionless/accounts'
import {
  type Address,
  type Chain,
  concat,
  createPublicClient,
  createWalletClient,
  defineChain,
  encodeAbiParameters,
  type Hex,
  http,
  keccak256,
  numberToHex,
  type PublicClient,
  pad,
  parseAbi,
  parseAbiParameters,
  parseEther,
  toFunctionSelector,
} from 'viem'
import {
  createBundlerClient,
  entryPoint08Abi,
  type GetPaymasterDataParameters,
  type SmartAccount,
  toPackedUserOperation,
  toSoladySmartAccount,
  type UserOperation,
} from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount, privateKeyToAddress } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEVNET_ACCOUNT_ABSTRACTION, smartAccountSalt } from './accountAbstraction.ts'
import { DEV_ACCOUNTS, PAYMASTER_SIGNER_ACCOUNT } from './accounts.ts'
import { isProcessAlive } from './childProcess.ts'
import type { DevnetInfo } from './devnetInfo.ts'
import { getFreePort } from './ports.ts'
import { type Stack, startStack } from './startStack.ts'

// Two anvils, the deploys and two alto starts (each deploys its simulation contracts).
const STACK_TIMEOUT_MS = 180_000

let stateDir: string
let stack: Stack
let ports: { anvil: number; anvil2: number; bundler: number; bundler2: number }
const lines: string[] = []
let startMs: number

beforeAll(async () => {
  stateDir = await mkdtemp(join(tmpdir(), 'portico-aa-'))
  ports = {
    anvil: await getFreePort(),
    anvil2: await getFreePort(),
    bundler: await getFreePort(),
    bundler2: await getFreePort(),
  }
  const started = performance.now()
  stack = await startStack({
    ports,
    server: false,
    demo: false,
    relay: false,
    nonEvm: false,
    accountAbstraction: true,
    stateDir,
    log: (line) => lines.push(line),
  })
  startMs = performance.now() - started
  console.info(
    `startStack (EVM only, accountAbstraction) took ${Math.round(startMs)} ms:\n${lines.filter((line) => line.startsWith('Bundler for chain')).join('\n')}`,
  )
}, STACK_TIMEOUT_MS)

afterAll(async () => {
  await stack?.stop()
  await rm(stateDir, { recursive: true, force: true })
})

describe('startStack (accountAbstraction: true)', () => {
  it('parameters: accountAbstraction lists EntryPoint, factories, paymaster and bundler per chain, in devnet.json too', async () => {
    const porticoContracts = {
      accountFactory: DEVNET_ACCOUNT_ABSTRACTION.accountFactory.address,
      accountImplementation: DEVNET_ACCOUNT_ABSTRACTION.accountImplementation.address,
      paymaster: DEVNET_ACCOUNT_ABSTRACTION.paymaster.address,
      paymasterSigner: PAYMASTER_SIGNER_ACCOUNT.address,
    }
    const expected = [
      {
        chainId: 31337,
        entryPoint: DEVNET_ACCOUNT_ABSTRACTION.entryPoint.address,
        entryPointVersion: '0.8',
        factory: DEVNET_ACCOUNT_ABSTRACTION.factory.address,
        ...porticoContracts,
        bundlerUrl: `http://127.0.0.1:${ports.bundler}`,
      },
      {
        chainId: 31338,
        entryPoint: DEVNET_ACCOUNT_ABSTRACTION.entryPoint.address,
        entryPointVersion: '0.8',
        factory: DEVNET_ACCOUNT_ABSTRACTION.factory.address,
        ...porticoContracts,
        bundlerUrl: `http://127.0.0.1:${ports.bundler2}`,
      },
    ]
    expect(stack.accountAbstraction).toEqual(expected)
    const info = JSON.parse(await readFile(join(stateDir, 'devnet.json'), 'utf8')) as DevnetInfo
    expect(info.accountAbstraction).toEqual(expected)
  })

  it('parameters: the bundlers are the stack’s processes, after the anvils', () => {
    expect(stack.processes.map((child) => child.name)).toEqual([
      `anvil (chain 31337, port ${ports.anvil})`,
      `anvil (chain 31338, port ${ports.anvil2})`,
      `bundler (chain 31337, port ${ports.bundler})`,
      `bundler (chain 31338, port ${ports.bundler2})`,
    ])
  })

  it('behavior: a user operation through the second chain’s bundler deploys the account and pays', async () => {
    const [, second] = stack.chains
    const [, aa] = stack.accountAbstraction
    if (!second || !aa) throw new Error('the stack has no second chain')
    const chain = devnetChain(second)
    const client = createPublicClient({ chain, transport: http(second.rpcUrl) })
    const account = await toSimpleSmartAccount({
      client,
      owner: privateKeyToAccount(generatePrivateKey()),
      entryPoint: { address: aa.entryPoint, version: aa.entryPointVersion },
      factoryAddress: aa.factory,
    })
    // Account 6: tests that move funds use accounts 5 and 6.
    const funder = createWalletClient({
      chain,
      account: privateKeyToAccount(DEV_ACCOUNTS[6].privateKey),
      transport: http(second.rpcUrl),
    })
    await client.waitForTransactionReceipt({
      hash: await funder.sendTransaction({ to: account.address, value: parseEther('1') }),
    })
    const receiver = privateKeyToAddress(generatePrivateKey())
    const bundlerClient = createBundlerClient({
      account,
      client,
      transport: http(aa.bundlerUrl),
    })
    const hash = await bundlerClient.sendUserOperation({
      calls: [{ to: receiver, value: parseEther('0.5') }],
    })
    const receipt = await bundlerClient.waitForUserOperationReceipt({
      hash,
      pollingInterval: 100,
    })
    expect(receipt.success).toBe(true)
    expect(await client.getCode({ address: account.address })).toMatch(/^0x[0-9a-f]{2,}$/)
    expect(await client.getBalance({ address: receiver })).toBe(parseEther('0.5'))
  }, 60_000)

  it('behavior: a Solady account’s first user operation deploys it and runs an executeBatch', async () => {
    const [first] = stack.chains
    const [aa] = stack.accountAbstraction
    if (!first || !aa) throw new Error('the stack has no chain')
    const chain = devnetChain(first)
    const client = createPublicClient({ chain, transport: http(first.rpcUrl) })
    const owner = privateKeyToAccount(generatePrivateKey())
    const account = await toSoladySmartAccount({
      client,
      owner,
      entryPoint: { abi: entryPoint08Abi, address: aa.entryPoint, version: '0.8' },
      factoryAddress: aa.accountFactory,
      salt: smartAccountSalt(owner.address),
    })
    expect(await client.getCode({ address: account.address })).toBeUndefined()
    // Account 5: tests that move funds use accounts 5 and 6.
    const funder = createWalletClient({
      chain,
      account: privateKeyToAccount(DEV_ACCOUNTS[5].privateKey),
      transport: http(first.rpcUrl),
    })
    await client.waitForTransactionReceipt({
      hash: await funder.sendTransaction({ to: account.address, value: parseEther('1') }),
    })
    const [receiverA, receiverB] = [0, 1].map(() => privateKeyToAddress(generatePrivateKey()))
    if (!receiverA || !receiverB) throw new Error('no receivers')
    const bundlerClient = createBundlerClient({ account, client, transport: http(aa.bundlerUrl) })
    const hash = await bundlerClient.sendUserOperation({
      calls: [
        { to: receiverA, value: parseEther('0.1') },
        { to: receiverB, value: parseEther('0.2') },
      ],
    })
    const receipt = await bundlerClient.waitForUserOperationReceipt({ hash, pollingInterval: 100 })
    expect(receipt.success).toBe(true)
    expect(receipt.sender).toBe(account.address)
    // Two calls go out as one executeBatch.
    const userOperation = await bundlerClient.getUserOperation({ hash })
    expect(userOperation.userOperation.callData.slice(0, 10)).toBe(
      toFunctionSelector('function executeBatch((address,uint256,bytes)[])'),
    )
    expect(await client.getBalance({ address: receiverA })).toBe(parseEther('0.1'))
    expect(await client.getBalance({ address: receiverB })).toBe(parseEther('0.2'))
    const accountAbi = parseAbi([
      'function owner() view returns (address)',
      'function entryPoint() view returns (address)',
      'function eip712Domain() view returns (bytes1, string, string, uint256, address, bytes32, uint256[])',
    ])
    const read = <name extends 'owner' | 'entryPoint'>(functionName: name) =>
      client.readContract({ address: account.address, abi: accountAbi, functionName })
    expect(await read('owner')).toBe(owner.address)
    expect(await read('entryPoint')).toBe(aa.entryPoint)
    const [, name, version] = await client.readContract({
      address: account.address,
      abi: accountAbi,
      functionName: 'eip712Domain',
    })
    expect([name, version]).toEqual(['PorticoSmartAccount', '1'])
  }, 60_000)

  it('behavior: a user operation through the paymaster, signed by PAYMASTER_SIGNER_ACCOUNT, leaves the account’s ETH unchanged; getHash is the off-chain hash', async () => {
    const [first] = stack.chains
    const [aa] = stack.accountAbstraction
    if (!first || !aa) throw new Error('the stack has no chain')
    const chain = devnetChain(first)
    const client = createPublicClient({ chain, transport: http(first.rpcUrl) })
    const account = await soladyAccount(client, aa)
    const funder = createWalletClient({
      chain,
      account: privateKeyToAccount(DEV_ACCOUNTS[5].privateKey),
      transport: http(first.rpcUrl),
    })
    await client.waitForTransactionReceipt({
      hash: await funder.sendTransaction({ to: account.address, value: parseEther('0.25') }),
    })
    const depositBefore = await paymasterDeposit(client, aa)
    const validUntil = Math.floor(Date.now() / 1000) + 600
    const signed: { hash: Hex; onChain: Hex }[] = []
    const bundlerClient = createBundlerClient({
      account,
      client,
      transport: http(aa.bundlerUrl),
      paymaster: {
        async getPaymasterStubData() {
          return {
            paymaster: aa.paymaster,
            // The real length, a zero signature: the paymaster fails it without reverting.
            paymasterData: concat([timeRange(validUntil, 0), `0x${'00'.repeat(65)}`]),
            paymasterVerificationGasLimit: 60_000n,
            paymasterPostOpGasLimit: 0n,
          }
        },
        async getPaymasterData(userOperation) {
          const hash = verifyingPaymasterHash(userOperation, aa.paymaster, validUntil, 0)
          const signature = await privateKeyToAccount(
            PAYMASTER_SIGNER_ACCOUNT.privateKey,
          ).signMessage({ message: { raw: hash } })
          const paymasterData = concat([timeRange(validUntil, 0), signature])
          const onChain = await client.readContract({
            address: aa.paymaster,
            abi: paymasterAbi,
            functionName: 'getHash',
            args: [
              toPackedUserOperation({
                sender: userOperation.sender,
                nonce: userOperation.nonce,
                callData: userOperation.callData,
                callGasLimit: userOperation.callGasLimit ?? 0n,
                verificationGasLimit: userOperation.verificationGasLimit ?? 0n,
                preVerificationGas: userOperation.preVerificationGas ?? 0n,
                maxFeePerGas: userOperation.maxFeePerGas ?? 0n,
                maxPriorityFeePerGas: userOperation.maxPriorityFeePerGas ?? 0n,
                factory: userOperation.factory,
                factoryData: userOperation.factoryData,
                paymaster: aa.paymaster,
                paymasterData,
                paymasterVerificationGasLimit: userOperation.paymasterVerificationGasLimit,
                paymasterPostOpGasLimit: userOperation.paymasterPostOpGasLimit,
                signature: '0x',
              } satisfies UserOperation<'0.8'>),
              validUntil,
              0,
            ],
          })
          signed.push({ hash, onChain })
          return { paymaster: aa.paymaster, paymasterData }
        },
      },
    })
    const receivers = [0, 1].map(() => privateKeyToAddress(generatePrivateKey()))
    const hash = await bundlerClient.sendUserOperation({
      calls: receivers.map((to) => ({ to, data: '0x' as const })),
    })
    const receipt = await bundlerClient.waitForUserOperationReceipt({ hash, pollingInterval: 100 })
    expect(receipt.success).toBe(true)
    expect(receipt.paymaster).toBe(aa.paymaster)
    expect(signed).toHaveLength(1)
    expect(signed[0]?.onChain).toBe(signed[0]?.hash)
    expect(await client.getBalance({ address: account.address })).toBe(parseEther('0.25'))
    expect(await client.getCode({ address: account.address })).toMatch(/^0x[0-9a-f]{2,}$/)
    const depositAfter = await paymasterDeposit(client, aa)
    expect(depositBefore - depositAfter).toBe(receipt.actualGasCost)
  }, 60_000)

  it('errors: a paymaster signature from another key is refused (AA34), nothing is spent', async () => {
    const [first] = stack.chains
    const [aa] = stack.accountAbstraction
    if (!first || !aa) throw new Error('the stack has no chain')
    const client = createPublicClient({ chain: devnetChain(first), transport: http(first.rpcUrl) })
    const account = await soladyAccount(client, aa)
    const validUntil = Math.floor(Date.now() / 1000) + 600
    const stranger = privateKeyToAccount(generatePrivateKey())
    const depositBefore = await paymasterDeposit(client, aa)
    const bundlerClient = createBundlerClient({
      account,
      client,
      transport: http(aa.bundlerUrl),
      paymaster: {
        async getPaymasterStubData() {
          return {
            paymaster: aa.paymaster,
            paymasterData: concat([timeRange(validUntil, 0), `0x${'00'.repeat(65)}`]),
            paymasterVerificationGasLimit: 60_000n,
            paymasterPostOpGasLimit: 0n,
          }
        },
        async getPaymasterData(userOperation) {
          const hash = verifyingPaymasterHash(userOperation, aa.paymaster, validUntil, 0)
          const signature = await stranger.signMessage({ message: { raw: hash } })
          return {
            paymaster: aa.paymaster,
            paymasterData: concat([timeRange(validUntil, 0), signature]),
          }
        },
      },
    })
    await expect(
      bundlerClient.sendUserOperation({
        calls: [{ to: privateKeyToAddress(generatePrivateKey()), data: '0x' }],
      }),
    ).rejects.toThrow(/AA34/)
    expect(await client.getCode({ address: account.address })).toBeUndefined()
    expect(await paymasterDeposit(client, aa)).toBe(depositBefore)
  }, 60_000)

  it('behavior: stop() stops the bundlers with the chains and removes devnet.json', async () => {
    const pids = stack.processes.map((child) => child.pid)
    await stack.stop()
    expect(pids.some(isProcessAlive)).toBe(false)
    expect(existsSync(join(stateDir, 'devnet.json'))).toBe(false)
  })
})

function devnetChain({
  chainId,
  name,
  rpcUrl,
}: {
  chainId: number
  name: string
  rpcUrl: string
}): Chain {
  return defineChain({
    id: chainId,
    name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
}

const paymasterAbi = parseAbi([
  'struct PackedUserOperation { address sender; uint256 nonce; bytes initCode; bytes callData; bytes32 accountGasLimits; uint256 preVerificationGas; bytes32 gasFees; bytes paymasterAndData; bytes signature; }',
  'function getHash(PackedUserOperation userOp, uint48 validUntil, uint48 validAfter) view returns (bytes32)',
])

// A new owner's Solady account on the devnet's factory, with Portico's salt.
function soladyAccount(
  client: PublicClient,
  aa: { entryPoint: Address; accountFactory: Address },
): Promise<SmartAccount> {
  const owner = privateKeyToAccount(generatePrivateKey())
  return toSoladySmartAccount({
    client,
    owner,
    entryPoint: { abi: entryPoint08Abi, address: aa.entryPoint, version: '0.8' },
    factoryAddress: aa.accountFactory,
    salt: smartAccountSalt(owner.address),
  })
}

function paymasterDeposit(
  client: PublicClient,
  aa: { entryPoint: Address; paymaster: Address },
): Promise<bigint> {
  return client.readContract({
    address: aa.entryPoint,
    abi: parseAbi(['function balanceOf(address) view returns (uint256)']),
    functionName: 'balanceOf',
    args: [aa.paymaster],
  })
}

// paymasterData's first 64 bytes: abi.encode(uint48 validUntil, uint48 validAfter).
function timeRange(validUntil: number, validAfter: number): Hex {
  return encodeAbiParameters(parseAbiParameters('uint48, uint48'), [validUntil, validAfter])
}

const uint128 = (value: bigint | undefined) => pad(numberToHex(value ?? 0n), { size: 16 })

// The contract's getHash, computed off the chain from the user operation viem is about to send.
function verifyingPaymasterHash(
  userOperation: GetPaymasterDataParameters,
  paymaster: Address,
  validUntil: number,
  validAfter: number,
): Hex {
  const { factory, factoryData } = userOperation
  const initCode = factory && factoryData ? concat([factory, factoryData]) : '0x'
  return keccak256(
    encodeAbiParameters(
      parseAbiParameters(
        'address, uint256, bytes32, bytes32, bytes32, uint256, uint256, bytes32, uint256, address, uint48, uint48',
      ),
      [
        userOperation.sender,
        userOperation.nonce,
        keccak256(initCode),
        keccak256(userOperation.callData),
        concat([uint128(userOperation.verificationGasLimit), uint128(userOperation.callGasLimit)]),
        ((userOperation.paymasterVerificationGasLimit ?? 0n) << 128n) |
          (userOperation.paymasterPostOpGasLimit ?? 0n),
        userOperation.preVerificationGas ?? 0n,
        concat([uint128(userOperation.maxPriorityFeePerGas), uint128(userOperation.maxFeePerGas)]),
        BigInt(userOperation.chainId),
        paymaster,
        validUntil,
        validAfter,
      ],
    ),
  )
}
