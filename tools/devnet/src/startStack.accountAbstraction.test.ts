import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { toSimpleSmartAccount } from 'permissionless/accounts'
import {
  type Chain,
  createPublicClient,
  createWalletClient,
  defineChain,
  http,
  parseAbi,
  parseEther,
  toFunctionSelector,
} from 'viem'
import {
  createBundlerClient,
  entryPoint08Abi,
  toSoladySmartAccount,
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
