import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DEV_ACCOUNTS, getFreePort, type Stack, startStack } from '@portico/devnet'
import { getByRole } from '@testing-library/dom'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  type Hex,
  http,
  type PublicClient,
  parseEther,
  toHex,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { createApprovalQueue } from '../approve/approvalQueue.ts'
import { createApproveView } from '../approve/approveView.ts'
import { createFakeVisibility } from '../approve/testing/createFakeVisibility.ts'
import { personClick } from '../approve/testing/trustedEvents.ts'
import { createFrameStorage } from '../auth/frameStorage.ts'
import type { WalletSession } from '../auth/walletSession.ts'
import { createLogger } from '../frame/logger.ts'
import { createAppHandlers } from '../handlers/createAppHandlers.ts'
import { english } from '../i18n/testing/englishI18n.ts'
import { createCallsRegistry } from '../rpc/callsRegistry.ts'
import { createChainState } from '../rpc/chainState.ts'
import { createChainTrust, gatewayRpcUrl } from '../rpc/chainTrust.ts'
import { createEvmClients } from '../rpc/evmClients.ts'
import { fetchServerChains } from '../rpc/fetchServerChains.ts'
import { createSmartAccountServices } from './smartAccountServices.ts'
import { createSmartAccounts } from './smartAccounts.ts'

// The devnet stack with the real server (section B's routes) and ERC-4337 on: the demo project
// lists 31337 (sponsored), not 31338. The frame reaches everything through the server, as it
// does in a browser: GET /v1/smart-accounts, the RPC gateway, /v1/bundler and /v1/paymaster.
let stack: Stack
let stateDir: string
let serverUrl: string
let projectId: string
let chain: PublicClient
const DAPP = 'http://127.0.0.1:5173'

beforeAll(async () => {
  stateDir = await mkdtemp(join(tmpdir(), 'portico-frame-aa-server-'))
  const ports = {
    anvil: await getFreePort(),
    anvil2: await getFreePort(),
    server: await getFreePort(),
    mailSmtp: await getFreePort(),
    mailHttp: await getFreePort(),
    secureSite: await getFreePort(),
    oidc: await getFreePort(),
    onrampSandbox: await getFreePort(),
    farcasterRelay: await getFreePort(),
    bundler: await getFreePort(),
    bundler2: await getFreePort(),
  }
  stack = await startStack({
    ports,
    server: true,
    demo: false,
    secureSite: false,
    relay: false,
    nonEvm: false,
    accountAbstraction: true,
    stateDir,
    log: () => {},
  })
  if (!stack.serverUrl) throw new Error('no server')
  serverUrl = stack.serverUrl
  projectId = JSON.parse(await readFile(join(stateDir, 'devnet.json'), 'utf8')).projectId
  const first = stack.chains.find((entry) => entry.chainId === 31337)
  if (!first) throw new Error('no chain 31337')
  chain = createPublicClient({ transport: http(first.rpcUrl) })
}, 240_000)

afterAll(async () => {
  await stack?.stop()
  await rm(stateDir, { recursive: true, force: true })
})

const visibility = createFakeVisibility()

describe('the frame’s smart account through the real server', () => {
  test('behavior: GET /v1/smart-accounts lists 31337 sponsored; a sponsored batch goes through /v1/bundler and /v1/paymaster', async () => {
    const logger = createLogger(false)
    const services = createSmartAccountServices({ baseUrl: serverUrl, projectId, logger })
    const networks = await services.networks()
    expect(networks.map(({ chainId, sponsored }) => ({ chainId, sponsored }))).toEqual([
      { chainId: 31337, sponsored: true },
    ])

    const owner = privateKeyToAccount(generatePrivateKey())
    const root = document.createElement('div')
    document.body.append(root)
    const chains = createChainState({ chainId: 31337, rpcUrl: 'http://127.0.0.1:9' })
    const clients = createEvmClients()
    const gatewayUrl = (chainId: number) => gatewayRpcUrl(serverUrl, projectId, chainId)
    const session = {
      hasSession: () => true,
      account: async () => owner,
      getUser: async () => ({ email: null, address: owner.address, userName: undefined }),
    } as unknown as WalletSession
    const { handlers } = createAppHandlers({
      session,
      approvals: createApprovalQueue(
        createApproveView({
          document,
          root,
          parentOrigin: DAPP,
          i18n: english,
          visibility: visibility.IntersectionObserver,
        }),
      ),
      chains,
      trust: createChainTrust({
        chains,
        loadServerChains: () => fetchServerChains({ baseUrl: serverUrl, projectId }),
        gatewayUrl,
      }),
      calls: createCallsRegistry(),
      clients,
      smartAccounts: createSmartAccounts({
        services,
        storage: createFrameStorage(localStorage, logger),
        origin: DAPP,
        clients,
        gatewayUrl,
      }),
      setDappName: () => {},
      setTheme: () => {},
      setLocale: async () => {},
    })
    const request = async (method: string, params?: unknown[]): Promise<unknown> =>
      handlers.APP_RPC_REQUEST({ method, ...(params ? { params } : {}) } as never)

    const smartAccount = (await handlers.APP_SET_PREFERRED_ACCOUNT({ type: 'smartAccount' }))
      .address as Address
    expect(await handlers.APP_INIT_SMART_ACCOUNT({})).toEqual({
      address: smartAccount,
      isDeployed: false,
    })
    const first = stack.chains.find((entry) => entry.chainId === 31337)
    const funder = createWalletClient({
      account: privateKeyToAccount((DEV_ACCOUNTS[8] as { privateKey: Hex }).privateKey),
      transport: http(first?.rpcUrl),
    })
    await chain.waitForTransactionReceipt({
      hash: await funder.sendTransaction({ chain: null, to: smartAccount, value: parseEther('1') }),
    })
    const receiver = privateKeyToAccount(generatePrivateKey()).address
    const answer = request('wallet_sendCalls', [
      {
        version: '2.0.0',
        from: smartAccount,
        atomicRequired: true,
        calls: [{ to: receiver, value: toHex(parseEther('0.2')) }],
      },
    ])
    const button = await vi.waitFor(
      () => getByRole(root, 'button', { name: 'Approve' }) as HTMLButtonElement,
      { timeout: 30_000 },
    )
    expect(root.textContent).toContain('Sponsored: this app pays it')
    visibility.report()
    await vi.waitFor(() => expect(button.disabled).toBe(false))
    personClick(button)
    const { id } = (await answer) as { id: Hex }
    await vi.waitFor(
      async () =>
        expect(await request('wallet_getCallsStatus', [id])).toMatchObject({
          status: 200,
          atomic: true,
        }),
      { timeout: 60_000, interval: 500 },
    )
    expect(await chain.getBalance({ address: receiver })).toBe(parseEther('0.2'))
    expect(await chain.getBalance({ address: smartAccount })).toBe(parseEther('0.8'))
    expect(await handlers.APP_INIT_SMART_ACCOUNT({})).toEqual({
      address: smartAccount,
      isDeployed: true,
    })
  }, 120_000)
})
