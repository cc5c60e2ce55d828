import { mkdtemp, rm } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  DEV_ACCOUNTS,
  DEVNET_ACCOUNT_ABSTRACTION,
  getFreePort,
  PAYMASTER_SIGNER_ACCOUNT,
  type Stack,
  smartAccountSalt,
  startStack,
} from '@portico/devnet'
import { getByRole } from '@testing-library/dom'
import {
  type Address,
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
  parseAbiParameters,
  parseEther,
  toHex,
} from 'viem'
import {
  entryPoint08Abi,
  formatUserOperation,
  type RpcUserOperation,
  toSoladySmartAccount,
  type UserOperation,
} from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { createApprovalQueue } from '../approve/approvalQueue.ts'
import { createApproveView } from '../approve/approveView.ts'
import { createFakeVisibility } from '../approve/testing/createFakeVisibility.ts'
import { personClick } from '../approve/testing/trustedEvents.ts'
import { createFrameStorage } from '../auth/frameStorage.ts'
import type { WalletSession } from '../auth/walletSession.ts'
import { errorMessageOf } from '../frame/errorMessage.ts'
import { createLogger } from '../frame/logger.ts'
import { createAppHandlers } from '../handlers/createAppHandlers.ts'
import { english } from '../i18n/testing/englishI18n.ts'
import { createCallsRegistry } from '../rpc/callsRegistry.ts'
import { createChainState } from '../rpc/chainState.ts'
import { createChainTrust } from '../rpc/chainTrust.ts'
import { createEvmClients } from '../rpc/evmClients.ts'
import { loadSmartAccountRuntime } from './loadSmartAccountRuntime.ts'
import type { SmartAccountServices } from './smartAccountServices.ts'
import { createSmartAccounts } from './smartAccounts.ts'

// The real devnet with ERC-4337 (two anvils, EntryPoint v0.8, the Solady account factory, one
// alto bundler per chain). The project lists chain 31337 only, without sponsorship; anvil stands
// in for the project's gateway and alto for the server's bundler route (section B's routes
// forward to the same alto). The frame's handlers, RPC path, approve view and lazy smart-account
// module are the real ones.
let stack: Stack
let stateDir: string
let chain: PublicClient
const DAPP = 'http://127.0.0.1:5173'

beforeAll(async () => {
  stateDir = await mkdtemp(join(tmpdir(), 'portico-frame-aa-'))
  stack = await startStack({
    ports: {
      anvil: await getFreePort(),
      anvil2: await getFreePort(),
      bundler: await getFreePort(),
      bundler2: await getFreePort(),
    },
    server: false,
    demo: false,
    relay: false,
    nonEvm: false,
    accountAbstraction: true,
    stateDir,
    log: () => {},
  })
  chain = createPublicClient({ transport: http(rpcUrl(31337)) })
  paymasterServer = await startPaymaster()
}, 180_000)

afterAll(async () => {
  paymasterServer?.closeAllConnections()
  await new Promise((resolve) => paymasterServer?.close(resolve))
  await stack?.stop()
  await rm(stateDir, { recursive: true, force: true })
})

afterEach(() => {
  document.body.replaceChildren()
})

function rpcUrl(chainId: number): string {
  const found = stack.chains.find((entry) => entry.chainId === chainId)
  if (!found) throw new Error(`no chain ${chainId}`)
  return found.rpcUrl
}

/**
 * An ERC-7677 paymaster as the server's `/v1/paymaster/:chainId` answers (section B's contract):
 * the stub with a zero signature, then the devnet paymaster's data signed by
 * PAYMASTER_SIGNER_ACCOUNT, valid for 10 minutes. It counts what it signed.
 */
let paymasterServer: Server
let paymasterUrl: string
const paymasterSigned: Hex[] = []

// paymasterData's first 64 bytes: abi.encode(uint48 validUntil, uint48 validAfter).
const timeRange = (validUntil: number) =>
  encodeAbiParameters(parseAbiParameters('uint48, uint48'), [validUntil, 0])
const uint128 = (value: bigint | undefined) => pad(numberToHex(value ?? 0n), { size: 16 })

// The paymaster contract's getHash, off the chain (its devnet test checks it against the chain).
function paymasterHash(op: UserOperation<'0.8'>, validUntil: number): Hex {
  const initCode = op.factory && op.factoryData ? concat([op.factory, op.factoryData]) : '0x'
  return keccak256(
    encodeAbiParameters(
      parseAbiParameters(
        'address, uint256, bytes32, bytes32, bytes32, uint256, uint256, bytes32, uint256, address, uint48, uint48',
      ),
      [
        op.sender,
        op.nonce,
        keccak256(initCode),
        keccak256(op.callData),
        concat([uint128(op.verificationGasLimit), uint128(op.callGasLimit)]),
        ((op.paymasterVerificationGasLimit ?? 0n) << 128n) | (op.paymasterPostOpGasLimit ?? 0n),
        op.preVerificationGas,
        concat([uint128(op.maxPriorityFeePerGas), uint128(op.maxFeePerGas)]),
        31337n,
        DEVNET_ACCOUNT_ABSTRACTION.paymaster.address,
        validUntil,
        0,
      ],
    ),
  )
}

async function startPaymaster(): Promise<Server> {
  const signer = privateKeyToAccount(PAYMASTER_SIGNER_ACCOUNT.privateKey)
  const paymaster = DEVNET_ACCOUNT_ABSTRACTION.paymaster.address
  const server = createServer((request, response) => {
    // The frame's page is another origin: a CORS preflight first, as for the server's routes.
    const cors = {
      'access-control-allow-origin': '*',
      'access-control-allow-headers': '*',
      'access-control-allow-methods': 'POST',
    }
    if (request.method === 'OPTIONS') {
      response.writeHead(204, cors)
      response.end()
      return
    }
    let body = ''
    request.on('data', (chunk) => {
      body += chunk
    })
    request.on('end', async () => {
      const { id, method, params } = JSON.parse(body) as {
        id: number
        method: string
        params: [RpcUserOperation<'0.8'>, Address, Hex, unknown]
      }
      const validUntil = Math.floor(Date.now() / 1000) + 600
      let result: unknown
      if (method === 'pm_getPaymasterStubData') {
        result = {
          paymaster,
          paymasterData: concat([timeRange(validUntil), `0x${'00'.repeat(65)}`]),
          paymasterVerificationGasLimit: numberToHex(60_000),
          paymasterPostOpGasLimit: '0x0',
          sponsor: { name: 'Portico' },
          isFinal: false,
        }
      } else {
        const op = formatUserOperation(params[0]) as UserOperation<'0.8'>
        const signature = await signer.signMessage({
          message: { raw: paymasterHash(op, validUntil) },
        })
        paymasterSigned.push(signature)
        result = { paymaster, paymasterData: concat([timeRange(validUntil), signature]) }
      }
      response.writeHead(200, { ...cors, 'content-type': 'application/json' })
      response.end(JSON.stringify({ jsonrpc: '2.0', id, result }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  paymasterUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return server
}

const services: (sponsored?: boolean) => SmartAccountServices = (sponsored = false) => ({
  networks: async () => [
    {
      chainId: 31337,
      entryPoint: DEVNET_ACCOUNT_ABSTRACTION.entryPoint.address,
      entryPointVersion: '0.8',
      accountFactory: DEVNET_ACCOUNT_ABSTRACTION.accountFactory.address,
      sponsored,
    },
  ],
  bundlerUrl: (chainId) => {
    const found = stack.accountAbstraction.find((entry) => entry.chainId === chainId)
    if (!found) throw new Error(`no bundler for ${chainId}`)
    return found.bundlerUrl
  },
  paymasterUrl: () => paymasterUrl,
})

const visibility = createFakeVisibility()

/** A signed-in frame for a fresh owner key, on chain 31337 (sponsored or not). */
function setup(options: { sponsored?: boolean } = {}) {
  const owner = privateKeyToAccount(generatePrivateKey())
  const root = document.createElement('div')
  document.body.append(root)
  const chains = createChainState({ chainId: 31337, rpcUrl: 'http://127.0.0.1:9' })
  const clients = createEvmClients()
  const storage = createFrameStorage(localStorage, createLogger(false))
  // How often the smart-account chunk was asked for: never for the user, the address or accounts.
  const loads = { count: 0 }
  // The session's part the handlers use: a signed-in owner (its sign-in is walletSession's test).
  const session = {
    hasSession: () => true,
    account: async () => owner,
    getUser: async () => ({
      email: 'ada@example.com',
      address: owner.address,
      userName: undefined,
    }),
  } as unknown as WalletSession
  const approvals = createApprovalQueue(
    createApproveView({
      document,
      root,
      parentOrigin: DAPP,
      i18n: english,
      visibility: visibility.IntersectionObserver,
    }),
  )
  const { handlers } = createAppHandlers({
    session,
    approvals,
    chains,
    trust: createChainTrust({
      chains,
      loadServerChains: async () => new Set(['eip155:31337', 'eip155:31338']),
      gatewayUrl: rpcUrl,
    }),
    calls: createCallsRegistry(),
    clients,
    smartAccounts: createSmartAccounts({
      services: services(options.sponsored),
      storage,
      origin: DAPP,
      clients,
      gatewayUrl: rpcUrl,
      loadRuntime: () => {
        loads.count += 1
        return loadSmartAccountRuntime()
      },
    }),
    setDappName: () => {},
    setTheme: () => {},
    setLocale: async () => {},
  })
  // The page's RPC URL is a dead port: every read below goes through the "gateway" (anvil).
  const request = async (
    method: string,
    params?: unknown[],
    extra: object = {},
  ): Promise<unknown> =>
    handlers.APP_RPC_REQUEST({
      method,
      ...(params ? { params } : {}),
      rpcUrl: 'http://127.0.0.1:9',
      ...extra,
    } as never)
  return { owner, root, handlers, request, loads }
}

/** The smart account's address as viem computes it from the devnet's factory (independently). */
async function expectedAddress(owner: Address): Promise<Address> {
  const account = await toSoladySmartAccount({
    client: chain,
    owner,
    factoryAddress: DEVNET_ACCOUNT_ABSTRACTION.accountFactory.address,
    entryPoint: {
      abi: entryPoint08Abi,
      address: DEVNET_ACCOUNT_ABSTRACTION.entryPoint.address,
      version: '0.8',
    },
    salt: smartAccountSalt(owner),
  })
  return account.address
}

async function fund(address: Address, value: bigint, index = 5) {
  const funder = createWalletClient({
    chain: defineChain({
      id: 31337,
      name: 'Portico Local',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [rpcUrl(31337)] } },
    }),
    account: privateKeyToAccount((DEV_ACCOUNTS[index] as { privateKey: Hex }).privateKey),
    transport: http(rpcUrl(31337)),
  })
  await chain.waitForTransactionReceipt({
    hash: await funder.sendTransaction({ to: address, value }),
  })
}

/** Waits for the approve view, checks it, and presses Approve once it arms. */
async function approve(root: HTMLElement, expectShown: (text: string) => void = () => {}) {
  const button = await vi.waitFor(
    () => getByRole(root, 'button', { name: 'Approve' }) as HTMLButtonElement,
    { timeout: 15_000 },
  )
  expectShown(root.textContent ?? '')
  visibility.report()
  await vi.waitFor(() => expect(button.disabled).toBe(false))
  personClick(button)
}

describe('the frame’s smart account on the devnet (anvil + alto, Solady account)', () => {
  test('behavior: the user, APP_INIT_SMART_ACCOUNT and APP_SET_PREFERRED_ACCOUNT answer the factory’s address', async () => {
    const { owner, handlers, request, loads } = setup()
    const smartAccount = await expectedAddress(owner.address)
    // Preferred eoa on an enabled chain: both accounts listed, the EOA in effect.
    expect(await handlers.APP_GET_USER({})).toMatchObject({
      address: owner.address,
      accounts: [
        { address: smartAccount, type: 'smartAccount' },
        { address: owner.address, type: 'eoa' },
      ],
      preferredAccountType: 'eoa',
      smartAccountDeployed: false,
    })
    expect(await handlers.APP_INIT_SMART_ACCOUNT({})).toEqual({
      address: smartAccount,
      isDeployed: false,
    })
    expect(await handlers.APP_SET_PREFERRED_ACCOUNT({ type: 'smartAccount' })).toEqual({
      type: 'smartAccount',
      address: smartAccount,
    })
    expect(await request('eth_accounts')).toEqual([smartAccount])
    expect(await request('wallet_getCapabilities')).toEqual({
      '0x7a69': { atomic: { status: 'supported' }, paymasterService: { supported: false } },
    })
    // Chain 31338 is not listed: the EOA, alone; switching there to the smart account is refused.
    await handlers.APP_SWITCH_NETWORK({ chainId: 31338 })
    expect(await handlers.APP_GET_USER({})).toMatchObject({
      address: owner.address,
      accounts: [{ address: owner.address, type: 'eoa' }],
      preferredAccountType: 'eoa',
    })
    expect(await request('eth_accounts')).toEqual([owner.address])
    await expect(handlers.APP_SET_PREFERRED_ACCOUNT({ type: 'smartAccount' })).rejects.toThrow(
      'Smart accounts are not available on this network',
    )
    // Back on 31337 the kept choice is honoured again.
    await handlers.APP_SWITCH_NETWORK({ chainId: 31337 })
    expect(await handlers.APP_GET_USER({})).toMatchObject({
      address: smartAccount,
      preferredAccountType: 'smartAccount',
    })
    // Two plain reads (factory address, code): the smart-account chunk was not needed.
    expect(loads.count).toBe(0)
  })

  test('method: personal_sign before deployment is an ERC-6492 signature the chain verifies', async () => {
    const { owner, root, handlers, request, loads } = setup()
    await handlers.APP_SET_PREFERRED_ACCOUNT({ type: 'smartAccount' })
    const smartAccount = await expectedAddress(owner.address)
    expect(loads.count).toBe(0)
    const answer = request('personal_sign', [toHex('Sign in to Portico'), smartAccount])
    await approve(root, (text) => {
      expect(text).toContain('Sign in to Portico')
      expect(text).toContain(smartAccount)
    })
    const signature = (await answer) as Hex
    expect(loads.count).toBe(1)
    expect(await chain.getCode({ address: smartAccount })).toBeUndefined()
    await expect(
      chain.verifyMessage({ address: smartAccount, message: 'Sign in to Portico', signature }),
    ).resolves.toBe(true)
  })

  test('method: wallet_sendCalls is one user operation (fee shown, all or none); wallet_getCallsStatus follows it; then ERC-1271 signatures', async () => {
    const { owner, root, handlers, request } = setup()
    await handlers.APP_SET_PREFERRED_ACCOUNT({ type: 'smartAccount' })
    const smartAccount = await expectedAddress(owner.address)
    await fund(smartAccount, parseEther('2'))
    const [first, second] = [generatePrivateKey(), generatePrivateKey()].map(
      (key) => privateKeyToAccount(key).address,
    ) as [Address, Address]
    const answer = request('wallet_sendCalls', [
      {
        version: '2.0.0',
        chainId: toHex(31337),
        from: smartAccount,
        atomicRequired: true,
        calls: [
          { to: first, value: toHex(parseEther('0.5')) },
          { to: second, value: toHex(parseEther('0.25')) },
        ],
      },
    ])
    // The whole batch simulated from the smart account's address (not yet deployed).
    await vi.waitFor(
      () => expect(root.querySelector('.simulation')?.getAttribute('data-status')).toBe('changes'),
      { timeout: 15_000 },
    )
    expect(root.querySelector('.simulation dd[data-change="send"]')?.textContent).toBe('0.75 ETH')
    await approve(root, (text) => {
      expect(text).toContain('Send 2 calls')
      expect(text).toContain('Max network fee')
      expect(text).toContain('either all of them run, or none does')
    })
    const { id } = (await answer) as { id: Hex }
    const status = await vi.waitFor(
      async () => {
        const read = (await request('wallet_getCallsStatus', [id])) as {
          status: number
          atomic: boolean
          chainId: string
          receipts: { status: string }[]
        }
        expect(read.status).not.toBe(100)
        return read
      },
      { timeout: 30_000, interval: 250 },
    )
    expect(status).toMatchObject({ status: 200, atomic: true, chainId: '0x7a69' })
    expect(status.receipts).toHaveLength(1)
    expect(await chain.getBalance({ address: first })).toBe(parseEther('0.5'))
    expect(await chain.getBalance({ address: second })).toBe(parseEther('0.25'))
    expect(await handlers.APP_GET_USER({})).toMatchObject({
      address: smartAccount,
      smartAccountDeployed: true,
    })

    // Deployed: the account's own ERC-1271 check, for a message and for typed data.
    const signed = request('personal_sign', [toHex('After deployment'), smartAccount])
    await approve(root)
    await expect(
      chain.verifyMessage({
        address: smartAccount,
        message: 'After deployment',
        signature: (await signed) as Hex,
      }),
    ).resolves.toBe(true)
    const typedData = {
      domain: { name: 'Ether Mail', version: '1', chainId: 31337 },
      types: {
        Mail: [
          { name: 'to', type: 'address' },
          { name: 'contents', type: 'string' },
        ],
      },
      primaryType: 'Mail',
      message: { to: first, contents: 'Hello, Bob!' },
    } as const
    const typed = request('eth_signTypedData_v4', [smartAccount, JSON.stringify(typedData)])
    await approve(root, (text) => expect(text).toContain('Hello, Bob!'))
    await expect(
      chain.verifyTypedData({
        address: smartAccount,
        ...typedData,
        signature: (await typed) as Hex,
      }),
    ).resolves.toBe(true)
  })

  test('method: eth_sendTransaction is a one-call user operation; the answer is its transaction hash', async () => {
    const { owner, root, handlers, request } = setup()
    await handlers.APP_SET_PREFERRED_ACCOUNT({ type: 'smartAccount' })
    const smartAccount = await expectedAddress(owner.address)
    await fund(smartAccount, parseEther('1'), 6)
    const receiver = privateKeyToAccount(generatePrivateKey()).address
    const answer = request('eth_sendTransaction', [
      { from: smartAccount, to: receiver, value: toHex(parseEther('0.125')) },
    ])
    await approve(root, (text) => {
      expect(text).toContain('0.125 ETH')
      expect(text).toContain('Max network fee')
    })
    const hash = (await answer) as Hex
    const receipt = await chain.getTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(await chain.getBalance({ address: receiver })).toBe(parseEther('0.125'))
  })

  test('behavior: a batch the chain would revert is refused before the view, with the reason', async () => {
    const { owner, root, handlers, request } = setup()
    await handlers.APP_SET_PREFERRED_ACCOUNT({ type: 'smartAccount' })
    const smartAccount = await expectedAddress(owner.address)
    // No funds: the value cannot be sent.
    const error = await request('wallet_sendCalls', [
      {
        version: '2.0.0',
        from: smartAccount,
        atomicRequired: true,
        calls: [{ to: owner.address, value: toHex(parseEther('1')) }],
      },
    ]).catch((caught: unknown) => caught)
    expect(errorMessageOf(error)).toBe('The transaction would fail, so it was not sent')
    expect(root.childElementCount).toBe(0)
  })
  test('behavior: on a sponsored network the view says Sponsored and the account’s ETH is unchanged', async () => {
    const { owner, root, handlers, request } = setup({ sponsored: true })
    await handlers.APP_SET_PREFERRED_ACCOUNT({ type: 'smartAccount' })
    const smartAccount = await expectedAddress(owner.address)
    expect(await request('wallet_getCapabilities')).toEqual({
      '0x7a69': { atomic: { status: 'supported' }, paymasterService: { supported: true } },
    })
    await fund(smartAccount, parseEther('0.5'), 7)
    const receiver = privateKeyToAccount(generatePrivateKey()).address
    const signedBefore = paymasterSigned.length
    const answer = request('wallet_sendCalls', [
      {
        version: '2.0.0',
        from: smartAccount,
        atomicRequired: true,
        calls: [{ to: receiver, value: toHex(parseEther('0.1')) }],
      },
    ])
    await approve(root, (text) => {
      expect(text).toContain('Sponsored: this app pays it')
      expect(text).not.toContain('Gas limit')
    })
    const { id } = (await answer) as { id: Hex }
    await vi.waitFor(
      async () =>
        expect(await request('wallet_getCallsStatus', [id])).toMatchObject({ status: 200 }),
      { timeout: 30_000, interval: 250 },
    )
    expect(paymasterSigned.length).toBe(signedBefore + 1)
    expect(await chain.getBalance({ address: receiver })).toBe(parseEther('0.1'))
    // Only the 0.1 ETH sent left the account: the paymaster paid the gas.
    expect(await chain.getBalance({ address: smartAccount })).toBe(parseEther('0.4'))
  })
})
