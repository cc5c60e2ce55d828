import { toSimpleSmartAccount } from 'permissionless/accounts'
import { createPublicClient, createWalletClient, defineChain, http, parseEther } from 'viem'
import { createBundlerClient, entryPoint08Address } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount, privateKeyToAddress } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEVNET_ACCOUNT_ABSTRACTION } from './accountAbstraction.ts'
import { DEV_ACCOUNTS } from './accounts.ts'
import { deployAccountAbstraction } from './deployAccountAbstraction.ts'
import { ChildProcessError } from './errors.ts'
import { getFreePort } from './ports.ts'
import { type StartBundlerReturnType, startBundler } from './startBundler.ts'
import { startTestAnvil, type TestAnvil } from './startTestAnvil.ts'

const CHAIN_ID = 31337
// Alto deploys its simulation contracts on start: seconds here, more on a busy machine.
const START_TIMEOUT_MS = 120_000
const USER_OPERATION_TIMEOUT_MS = 60_000

let anvil: TestAnvil
let bundler: StartBundlerReturnType
let bundlerStartMs: number

beforeAll(async () => {
  anvil = await startTestAnvil({ chainId: CHAIN_ID, uniswap: false })
  await deployAccountAbstraction({ chainId: CHAIN_ID, rpcUrl: anvil.rpcUrl })
  const started = performance.now()
  bundler = await startBundler({
    rpcUrl: anvil.rpcUrl,
    chainId: CHAIN_ID,
    port: await getFreePort(),
    entryPoint: DEVNET_ACCOUNT_ABSTRACTION.entryPoint.address,
  })
  bundlerStartMs = performance.now() - started
  console.info(`alto answered eth_supportedEntryPoints after ${Math.round(bundlerStartMs)} ms`)
}, START_TIMEOUT_MS)

afterAll(async () => {
  await bundler?.child.stop()
  await anvil?.stop()
})

function clients() {
  const chain = defineChain({
    id: CHAIN_ID,
    name: 'Portico Local',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [anvil.rpcUrl] } },
  })
  const client = createPublicClient({ chain, transport: http(anvil.rpcUrl) })
  // Account 5: tests that move funds use accounts 5 and 6.
  const funder = createWalletClient({
    chain,
    account: privateKeyToAccount(DEV_ACCOUNTS[5].privateKey),
    transport: http(anvil.rpcUrl),
  })
  return { chain, client, funder }
}

describe('startBundler', () => {
  it('default: EntryPoint v0.8 and its SimpleAccountFactory sit at the canonical addresses', async () => {
    const { client } = clients()
    expect(DEVNET_ACCOUNT_ABSTRACTION.entryPoint.address).toBe(entryPoint08Address)
    for (const address of [
      DEVNET_ACCOUNT_ABSTRACTION.entryPoint.address,
      DEVNET_ACCOUNT_ABSTRACTION.factory.address,
    ])
      expect(await client.getCode({ address })).toMatch(/^0x[0-9a-f]{2,}$/)
    expect(bundler.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
  })

  it(
    'behavior: a fresh key’s smart account is deployed by its first user operation, then executes a batch of two calls in one',
    async () => {
      const { client, funder } = clients()
      const owner = privateKeyToAccount(generatePrivateKey())
      const account = await toSimpleSmartAccount({
        client,
        owner,
        entryPoint: { address: DEVNET_ACCOUNT_ABSTRACTION.entryPoint.address, version: '0.8' },
        factoryAddress: DEVNET_ACCOUNT_ABSTRACTION.factory.address,
      })
      const bundlerClient = createBundlerClient({
        account,
        client,
        transport: http(bundler.url),
      })
      expect(await client.getCode({ address: account.address })).toBeUndefined()
      // No paymaster: the account pays its own gas, so it needs ETH before its first operation.
      const funding = await funder.sendTransaction({
        to: account.address,
        value: parseEther('1'),
      })
      await client.waitForTransactionReceipt({ hash: funding })

      const receiver = privateKeyToAddress(generatePrivateKey())
      const first = performance.now()
      const deployHash = await bundlerClient.sendUserOperation({
        calls: [{ to: receiver, value: parseEther('0.25') }],
      })
      const deployed = await bundlerClient.waitForUserOperationReceipt({
        hash: deployHash,
        pollingInterval: 100,
      })
      const firstMs = performance.now() - first
      expect(deployed.success).toBe(true)
      expect(deployed.sender).toBe(account.address)
      expect(await client.getCode({ address: account.address })).toMatch(/^0x[0-9a-f]{2,}$/)
      expect(await client.getBalance({ address: receiver })).toBe(parseEther('0.25'))

      const second = privateKeyToAddress(generatePrivateKey())
      const third = privateKeyToAddress(generatePrivateKey())
      const batch = performance.now()
      const batchHash = await bundlerClient.sendUserOperation({
        calls: [
          { to: second, value: parseEther('0.1') },
          { to: third, value: parseEther('0.2') },
        ],
      })
      const batched = await bundlerClient.waitForUserOperationReceipt({
        hash: batchHash,
        pollingInterval: 100,
      })
      const batchMs = performance.now() - batch
      expect(batched.success).toBe(true)
      expect(await client.getBalance({ address: second })).toBe(parseEther('0.1'))
      expect(await client.getBalance({ address: third })).toBe(parseEther('0.2'))
      expect(await client.getBalance({ address: receiver })).toBe(parseEther('0.25'))
      // One user operation, one receipt: both fresh receivers were paid by it.
      expect(batched.receipt.status).toBe('success')
      console.info(
        `user operations: deploy + transfer ${Math.round(firstMs)} ms, batch of two ${Math.round(batchMs)} ms (send to receipt)`,
      )
    },
    USER_OPERATION_TIMEOUT_MS,
  )

  it('behavior: a taken port fails before alto starts, naming the port and its variable', async () => {
    const port = Number(new URL(bundler.url).port)
    await expect(
      startBundler({
        rpcUrl: anvil.rpcUrl,
        chainId: CHAIN_ID,
        port,
        entryPoint: DEVNET_ACCOUNT_ABSTRACTION.entryPoint.address,
      }),
    ).rejects.toThrow(`Port ${port} (bundler, chain ${CHAIN_ID}) is already in use`)
  })

  it(
    'behavior: an EntryPoint the chain does not have fails with alto’s last output',
    async () => {
      const error = await startBundler({
        rpcUrl: anvil.rpcUrl,
        chainId: CHAIN_ID,
        port: await getFreePort(),
        // EntryPoint v0.9's canonical address: nothing is deployed there.
        entryPoint: '0x433709009B8330FDa32311DF1C2AFA402eD8D009',
      }).catch((caught: unknown) => caught)
      expect(error).toBeInstanceOf(ChildProcessError)
      expect((error as ChildProcessError).message).toMatch(/exited with code 1 before it was ready/)
    },
    START_TIMEOUT_MS,
  )
})
