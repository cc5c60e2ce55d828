// @vitest-environment node
// Node's own fetch for the real server, the local relay and the scripted Farcaster client.
import { randomBytes } from 'node:crypto'
import {
  getFreePort,
  installFarcasterRegistry,
  startTestAnvil,
  type TestAnvil,
} from '@portico/devnet'
import { DEVNET_FARCASTER_ACCOUNTS } from '@portico/devnet/farcaster'
import { APP_EVENTS, EMBEDDED_MESSAGES } from '@portico/embedded-wallet/protocol'
import { approveFarcasterSignIn } from '@portico/farcaster-test-client'
import { type FarcasterRelay, startFarcasterRelay } from '@portico/local-farcaster-relay'
import { createMemoryStorage } from '@portico/test-utils/createMemoryStorage'
import { startTestServer, type TestServer } from '@portico/test-utils/startTestServer'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApprovalQueue } from '../approve/approvalQueue.ts'
import { createAuthApi } from '../auth/authApi.ts'
import { createFarcasterApi } from '../auth/farcasterApi.ts'
import { createFarcasterSignIn } from '../auth/farcasterSignIn.ts'
import { createFrameStorage, type FrameStorage } from '../auth/frameStorage.ts'
import { createWalletSession } from '../auth/walletSession.ts'
import { createLogger } from '../frame/logger.ts'
import { createCallsRegistry } from '../rpc/callsRegistry.ts'
import { createChainState } from '../rpc/chainState.ts'
import { createChainTrust } from '../rpc/chainTrust.ts'
import { createEvmClients } from '../rpc/evmClients.ts'
import { createSmartAccounts } from '../smartAccount/smartAccounts.ts'
import { createAppHandlers } from './createAppHandlers.ts'

// The frame's Farcaster handlers against the real server (in process, listening), the local
// Farcaster relay, and a real anvil with the devnet's ID registry stand-in; the visitor's
// Farcaster app is the scripted client.
const DAPP_ORIGIN = 'http://dapp.test:5173'
const PROJECT_ID = 'farcaster-test'
const [alice, bob] = DEVNET_FARCASTER_ACCOUNTS
if (!alice || !bob) throw new Error('the devnet has no Farcaster test accounts')

let anvil: TestAnvil
let relay: FarcasterRelay
let secureSiteOrigin: string
const servers: TestServer[] = []

async function startServer(farcaster: Record<string, unknown> | undefined): Promise<TestServer> {
  const server = await startTestServer({
    projects: [{ id: PROJECT_ID, name: 'Farcaster test', allowedOrigins: [DAPP_ORIGIN] }],
    auth: {
      secureSiteOrigins: [secureSiteOrigin],
      publicUrl: 'http://127.0.0.1:8787',
      masterKey: randomBytes(32).toString('base64'),
      // No e-mail goes out in these tests.
      smtp: { host: '127.0.0.1', port: await getFreePort() },
      from: 'Portico <no-reply@portico.localhost>',
      ...(farcaster === undefined
        ? {}
        : {
            farcaster: {
              relayUrl: relay.url,
              idRegistryRpcUrl: anvil.rpcUrl,
              connectWaitMs: 1_000,
              ...farcaster,
            } as never,
          }),
    },
  })
  servers.push(server)
  return server
}

let server: TestServer

beforeAll(async () => {
  secureSiteOrigin = `http://127.0.0.1:${await getFreePort()}`
  anvil = await startTestAnvil({ uniswap: false })
  await installFarcasterRegistry({ rpcUrl: anvil.rpcUrl })
  relay = await startFarcasterRelay()
  server = await startServer({})
}, 90_000)

afterAll(async () => {
  await Promise.all(servers.map((started) => started.close()))
  await relay?.stop()
  await anvil?.stop()
})

/** A browser's frame for the dApp, on `target`: its own storage (device id), session and handlers. */
function openFrame(
  options: { storage?: FrameStorage; target?: TestServer; farcaster?: boolean } = {},
) {
  const storage = options.storage ?? createFrameStorage(createMemoryStorage(), createLogger(false))
  const baseUrl = (options.target ?? server).url
  // A browser stamps the secure site's Origin on the frame's requests.
  const fetchAsFrame: typeof fetch = (input, init) => {
    const headers = new Headers(init?.headers)
    headers.set('origin', secureSiteOrigin)
    return fetch(input, { ...init, headers })
  }
  const session = createWalletSession({
    api: createAuthApi({ baseUrl, fetch: fetchAsFrame }),
    storage,
    origin: DAPP_ORIGIN,
    projectId: PROJECT_ID,
    logger: createLogger(false),
  })
  const chains = createChainState({ chainId: 31337, rpcUrl: 'http://127.0.0.1:8545' })
  const { handlers } = createAppHandlers({
    session,
    ...(options.farcaster === false
      ? {}
      : {
          farcaster: createFarcasterSignIn({
            api: createFarcasterApi({ baseUrl, fetch: fetchAsFrame }),
            session,
            storage,
            origin: DAPP_ORIGIN,
            projectId: PROJECT_ID,
          }),
        }),
    approvals: createApprovalQueue({ show() {}, update() {}, setApproving() {}, hide() {} }),
    chains,
    // Sign-in only here: no request reaches the chain.
    trust: createChainTrust({
      chains,
      loadServerChains: async () => new Set(),
      gatewayUrl: () => 'http://127.0.0.1:9',
    }),
    calls: createCallsRegistry(),
    clients: createEvmClients(),
    smartAccounts: createSmartAccounts({
      services: {
        networks: async () => [],
        bundlerUrl: () => 'http://127.0.0.1:9',
        paymasterUrl: () => 'http://127.0.0.1:9',
      },
      storage,
      origin: DAPP_ORIGIN,
      clients: createEvmClients(),
      gatewayUrl: () => 'http://127.0.0.1:9',
    }),
    setDappName: () => {},
    setTheme: () => {},
    setLocale: async () => {},
  })
  return { handlers, storage }
}

describe('Farcaster sign-in through the frame (real server, local relay, anvil ID registry)', () => {
  it('default: URI → the Farcaster client approves → APP_CONNECT_FARCASTER gives the user with username and picture', async () => {
    const { handlers } = openFrame()
    const { url } = await handlers.APP_GET_FARCASTER_URI({})
    expect(new URL(url).origin).toBe(relay.url)
    const connecting = handlers.APP_CONNECT_FARCASTER({})
    await approveFarcasterSignIn({ url, account: alice })
    const user = await connecting
    expect(user).toEqual({
      address: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/),
      chainId: 31337,
      accounts: [{ address: user.address, type: 'eoa' }],
      preferredAccountType: 'eoa',
      smartAccountDeployed: false,
      userName: 'alice',
      profileImage: `${relay.url}/~/avatar/1001.svg`,
    })
    // What the kit will accept (the frame checks this before answering, too).
    expect(v.safeParse(APP_EVENTS.APP_CONNECT_FARCASTER.response, user).success).toBe(true)
    expect(await handlers.APP_GET_USER({})).toEqual(user)
    expect(await handlers.APP_IS_CONNECTED({})).toEqual({ isConnected: true })
  })

  it('behavior: a reload keeps the session, name and picture; the same fid reaches the same account again', async () => {
    const first = openFrame()
    const { url } = await first.handlers.APP_GET_FARCASTER_URI({})
    await approveFarcasterSignIn({ url, account: bob })
    const user = await first.handlers.APP_CONNECT_FARCASTER({})

    const reloaded = openFrame({ storage: first.storage })
    expect(await reloaded.handlers.APP_IS_CONNECTED({})).toEqual({ isConnected: true })
    expect(await reloaded.handlers.APP_GET_USER({})).toEqual(user)

    // Another browser (new device, new storage): the same fid, the same account and address.
    const other = openFrame()
    const again = await other.handlers.APP_GET_FARCASTER_URI({})
    await approveFarcasterSignIn({ url: again.url, account: bob })
    expect(await other.handlers.APP_CONNECT_FARCASTER({})).toMatchObject({
      address: user.address,
      userName: 'bob',
    })
  })

  it('attack: a forged approval is "Failed to connect to farcaster" and signs nobody in', async () => {
    const { handlers } = openFrame()
    const { url } = await handlers.APP_GET_FARCASTER_URI({})
    await approveFarcasterSignIn({ url, account: alice, forge: true })
    await expect(handlers.APP_CONNECT_FARCASTER({})).rejects.toMatchObject({
      name: 'FarcasterConnectFailedError',
      message: 'Failed to connect to farcaster',
      details: 'FARCASTER_SIGNATURE_INVALID: Farcaster sign-in could not be verified',
    })
    expect(await handlers.APP_IS_CONNECTED({})).toEqual({ isConnected: false })
    // The channel is used up: connecting again needs a new URI.
    await expect(handlers.APP_CONNECT_FARCASTER({})).rejects.toMatchObject({
      message: 'Failed to connect to farcaster',
      details: 'no Farcaster sign-in started in this frame',
    })
  })

  it('error: the relay down is "Failed to connect to farcaster"', async () => {
    const doomed = await startFarcasterRelay()
    const target = await startServer({ relayUrl: doomed.url })
    const { handlers } = openFrame({ target })
    const { url } = await handlers.APP_GET_FARCASTER_URI({})
    expect(new URL(url).origin).toBe(doomed.url)
    await doomed.stop()
    await expect(handlers.APP_CONNECT_FARCASTER({})).rejects.toMatchObject({
      message: 'Failed to connect to farcaster',
      details: 'UPSTREAM_ERROR: Could not reach the Farcaster relay',
    })
    await expect(handlers.APP_GET_FARCASTER_URI({})).rejects.toMatchObject({
      message: 'Failed to connect to farcaster',
    })
  })

  it('error: the server unreachable, or without Farcaster, is "Failed to connect to farcaster"', async () => {
    const gone = await startServer({})
    await gone.close()
    const unreachable = openFrame({ target: gone })
    await expect(unreachable.handlers.APP_GET_FARCASTER_URI({})).rejects.toMatchObject({
      name: 'FarcasterConnectFailedError',
      message: 'Failed to connect to farcaster',
    })
    const off = openFrame({ target: await startServer(undefined) })
    await expect(off.handlers.APP_GET_FARCASTER_URI({})).rejects.toMatchObject({
      message: 'Failed to connect to farcaster',
      details: 'FARCASTER_UNAVAILABLE: Farcaster sign-in is not available on this server',
    })
    const noFarcaster = openFrame({ farcaster: false })
    expect(() => noFarcaster.handlers.APP_GET_FARCASTER_URI({})).toThrow(
      'Failed to connect to farcaster',
    )
  })

  it('error: a channel that expires before the approval is "Farcaster sign-in expired"', async () => {
    const target = await startServer({ channelTtlMs: 1_000, connectWaitMs: 300 })
    const { handlers } = openFrame({ target })
    await handlers.APP_GET_FARCASTER_URI({})
    await expect(handlers.APP_CONNECT_FARCASTER({})).rejects.toMatchObject({
      name: 'FarcasterSignInExpiredError',
      message: 'Farcaster sign-in expired',
    })
    expect(await handlers.APP_IS_CONNECTED({})).toEqual({ isConnected: false })
  })

  it('behavior: APP_RELOAD (the visitor left the view) ends the wait', async () => {
    const { handlers } = openFrame()
    await handlers.APP_GET_FARCASTER_URI({})
    const connecting = handlers.APP_CONNECT_FARCASTER({})
    await new Promise((resolve) => setTimeout(resolve, 100))
    handlers.APP_RELOAD({})
    await expect(connecting).rejects.toMatchObject({ message: EMBEDDED_MESSAGES.requestAborted })
  })
})
