import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { toSimpleSmartAccount } from 'permissionless/accounts'
import { createPublicClient, createWalletClient, defineChain, http, parseEther } from 'viem'
import { createBundlerClient } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount, privateKeyToAddress } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEVNET_ACCOUNT_ABSTRACTION } from './accountAbstraction.ts'
import { DEV_ACCOUNTS } from './accounts.ts'
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
  it('parameters: accountAbstraction lists EntryPoint, factory and bundler per chain, in devnet.json too', async () => {
    const expected = [
      {
        chainId: 31337,
        entryPoint: DEVNET_ACCOUNT_ABSTRACTION.entryPoint.address,
        entryPointVersion: '0.8',
        factory: DEVNET_ACCOUNT_ABSTRACTION.factory.address,
        bundlerUrl: `http://127.0.0.1:${ports.bundler}`,
      },
      {
        chainId: 31338,
        entryPoint: DEVNET_ACCOUNT_ABSTRACTION.entryPoint.address,
        entryPointVersion: '0.8',
        factory: DEVNET_ACCOUNT_ABSTRACTION.factory.address,
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
    const chain = defineChain({
      id: second.chainId,
      name: second.name,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [second.rpcUrl] } },
    })
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

  it('behavior: stop() stops the bundlers with the chains and removes devnet.json', async () => {
    const pids = stack.processes.map((child) => child.pid)
    await stack.stop()
    expect(pids.some(isProcessAlive)).toBe(false)
    expect(existsSync(join(stateDir, 'devnet.json'))).toBe(false)
  })
})
