// @vitest-environment node
// Node's own fetch (with Set-Cookie access) for the provider's pages and the real server.
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { SOCIAL_RESULT_MESSAGE_TYPE } from '@portico/core'
import { getFreePort, type ManagedChild, startServer } from '@portico/devnet'
import { APP_EVENTS } from '@portico/embedded-wallet/protocol'
import { type LocalOidc, signInHeadless, startLocalOidc } from '@portico/local-oidc'
import { createMemoryStorage } from '@portico/test-utils/createMemoryStorage'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createApprovalQueue } from '../approve/approvalQueue.ts'
import { type AuthApi, createAuthApi } from '../auth/authApi.ts'
import { createFrameStorage, type FrameStorage } from '../auth/frameStorage.ts'
import { createWalletSession } from '../auth/walletSession.ts'
import { createLogger } from '../frame/logger.ts'
import { createCallsRegistry } from '../rpc/callsRegistry.ts'
import { createChainState } from '../rpc/chainState.ts'
import { createChainTrust } from '../rpc/chainTrust.ts'
import { createEvmClients } from '../rpc/evmClients.ts'
import { createSmartAccounts } from '../smartAccount/smartAccounts.ts'
import { deliverSocialResult } from '../socialCallback/deliverSocialResult.ts'
import { createAppHandlers } from './createAppHandlers.ts'

// The frame's social handlers against the real apps/server (a child process, as the devnet runs
// it) and a real local OpenID provider; the visitor's part at the provider is done over HTTP.
const DAPP_ORIGIN = 'http://dapp.test:5173'
const PROJECT_ID = 'social-test'

let dir: string
let oidc: LocalOidc
let server: ManagedChild
let api: AuthApi
let secureSiteOrigin: string

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'portico-secure-site-social-'))
  secureSiteOrigin = `http://127.0.0.1:${await getFreePort()}`
  const redirectUri = `${secureSiteOrigin}/social-callback.html`
  oidc = await startLocalOidc({
    clients: [
      {
        clientId: 'portico-google',
        clientSecret: 'secret',
        redirectUris: [redirectUri],
        label: 'Google',
      },
    ],
  })
  const port = await getFreePort()
  const configPath = join(dir, 'server.config.json')
  await writeFile(
    configPath,
    JSON.stringify({
      port,
      host: '127.0.0.1',
      databaseUrl: `file:${join(dir, 'portico.db')}`,
      logLevel: 'warn',
      projects: [{ id: PROJECT_ID, name: 'Social test', allowedOrigins: [DAPP_ORIGIN] }],
      auth: {
        secureSiteOrigins: [secureSiteOrigin],
        publicUrl: `http://127.0.0.1:${port}`,
        masterKey: randomBytes(32).toString('base64'),
        // No e-mail goes out in these tests.
        smtp: { host: '127.0.0.1', port: await getFreePort() },
        from: 'Portico <no-reply@portico.localhost>',
        social: {
          redirectUri,
          providers: {
            google: { issuer: oidc.issuer, clientId: 'portico-google', clientSecret: 'secret' },
          },
        },
      },
    }),
  )
  const started = await startServer({ port, configPath })
  server = started.child
  // A browser stamps the secure site's Origin on the frame's and the callback page's requests;
  // the server answers the callback page's lookup to that origin only.
  api = createAuthApi({
    baseUrl: started.url,
    fetch: (input, init) => {
      const headers = new Headers(init?.headers)
      headers.set('origin', secureSiteOrigin)
      return fetch(input, { ...init, headers })
    },
  })
}, 90_000)

afterAll(async () => {
  await server?.stop()
  await oidc?.stop()
  await rm(dir, { recursive: true, force: true })
})

/** A browser's frame for the dApp: its own storage (device id), session and handlers. */
function openFrame(
  storage: FrameStorage = createFrameStorage(createMemoryStorage(), createLogger(false)),
) {
  const session = createWalletSession({
    api,
    storage,
    origin: DAPP_ORIGIN,
    projectId: PROJECT_ID,
    logger: createLogger(false),
  })
  const chains = createChainState({ chainId: 31337, rpcUrl: 'http://127.0.0.1:8545' })
  const { handlers } = createAppHandlers({
    session,
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
    // The project lists no smart-account network here: every user is its EOA.
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

/** APP_CONNECT_SOCIAL's user (these accounts are new, or on a trusted device and site). */
function userOf<T extends object>(answer: T | { action: 'VERIFY_DEVICE' }): T {
  if ('action' in answer) throw new Error('The site awaits the e-mail approval')
  return answer as T
}

/** The callback page's part: the result posted to the dApp page that opened the popup. */
async function callbackPage(resultUri: string) {
  const postMessage = vi.fn()
  const outcome = await deliverSocialResult({
    href: resultUri,
    opener: { postMessage },
    lookupOrigin: (state) => api.socialRequestOrigin(state),
  })
  return { outcome, postMessage }
}

describe('social sign-in through the frame (real server, local provider)', () => {
  it('default: redirect URI → provider → callback page → APP_CONNECT_SOCIAL gives the user', async () => {
    const email = `ada-${randomBytes(3).toString('hex')}@example.org`
    const { handlers } = openFrame()
    const { uri } = await handlers.APP_GET_SOCIAL_REDIRECT_URI({ provider: 'google' })
    expect(uri.startsWith(`${oidc.issuer}/auth?`)).toBe(true)
    expect(uri).not.toContain('flowId')

    const resultUri = await signInHeadless(uri, { email, name: 'Ada' })
    const { outcome, postMessage } = await callbackPage(resultUri)
    expect(outcome).toEqual({ kind: 'posted', origin: DAPP_ORIGIN, refused: false })
    expect(postMessage).toHaveBeenCalledWith(
      { type: SOCIAL_RESULT_MESSAGE_TYPE, resultUri },
      DAPP_ORIGIN,
    )

    const user = userOf(await handlers.APP_CONNECT_SOCIAL({ uri: resultUri }))
    expect(user).toEqual({
      email,
      address: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/),
      chainId: 31337,
      accounts: [{ address: user.address, type: 'eoa' }],
      preferredAccountType: 'eoa',
      smartAccountDeployed: false,
      userName: email.split('@')[0],
    })
    // What the kit will accept (the frame checks this before answering, too).
    expect(v.safeParse(APP_EVENTS.APP_CONNECT_SOCIAL.response, user).success).toBe(true)
    expect(await handlers.APP_GET_USER({})).toEqual(user)
    expect(await handlers.APP_IS_CONNECTED({})).toEqual({ isConnected: true })
  })

  it('behavior: a reload keeps the session and the user name; a new sign-in on this browser reaches the same account', async () => {
    const email = `grace-${randomBytes(3).toString('hex')}@example.org`
    const first = openFrame()
    const { uri } = await first.handlers.APP_GET_SOCIAL_REDIRECT_URI({ provider: 'google' })
    const user = userOf(
      await first.handlers.APP_CONNECT_SOCIAL({ uri: await signInHeadless(uri, { email }) }),
    )

    const reloaded = openFrame(first.storage)
    expect(await reloaded.handlers.APP_IS_CONNECTED({})).toEqual({ isConnected: true })
    expect(await reloaded.handlers.APP_GET_USER({})).toEqual(user)

    // Another browser would first confirm the site from the account's e-mail (the server's
    // socialSiteCheck tests and the e2e social-login spec); this one is already trusted here.
    const again = await reloaded.handlers.APP_GET_SOCIAL_REDIRECT_URI({ provider: 'google' })
    const signedInAgain = await reloaded.handlers.APP_CONNECT_SOCIAL({
      uri: await signInHeadless(again.uri, { email }),
    })
    expect(signedInAgain).toMatchObject({ address: user.address })
  })

  it('error: the provider’s refusal reaches the dApp and connects to nothing', async () => {
    const { handlers } = openFrame()
    const { uri } = await handlers.APP_GET_SOCIAL_REDIRECT_URI({ provider: 'google' })
    const state = new URL(uri).searchParams.get('state')
    const refused = `${secureSiteOrigin}/social-callback.html?error=access_denied&state=${state}`
    const { outcome } = await callbackPage(refused)
    expect(outcome).toEqual({ kind: 'posted', origin: DAPP_ORIGIN, refused: true })
    await expect(handlers.APP_CONNECT_SOCIAL({ uri: refused })).rejects.toMatchObject({
      name: 'SocialConnectFailedError',
      message: 'Failed to connect',
      details: 'SOCIAL_LOGIN_FAILED: Failed to connect',
    })
    expect(await handlers.APP_IS_CONNECTED({})).toEqual({ isConnected: false })
  })

  it('error: a result for a sign-in this frame did not start is refused', async () => {
    const starter = openFrame()
    const { uri } = await starter.handlers.APP_GET_SOCIAL_REDIRECT_URI({ provider: 'google' })
    const resultUri = await signInHeadless(uri, { email: 'mallory@example.org' })
    const other = openFrame()
    await expect(other.handlers.APP_CONNECT_SOCIAL({ uri: resultUri })).rejects.toMatchObject({
      message: 'Failed to connect',
      details: 'no social sign-in started in this frame',
    })
    // A started frame with another flow: the server refuses the foreign state.
    await other.handlers.APP_GET_SOCIAL_REDIRECT_URI({ provider: 'google' })
    await expect(other.handlers.APP_CONNECT_SOCIAL({ uri: resultUri })).rejects.toMatchObject({
      message: 'Failed to connect',
      details: 'SOCIAL_REQUEST_INVALID: Sign-in request expired or already used',
    })
  })

  it('error: the callback page of a used or unknown sign-in says so and posts nothing', async () => {
    const { handlers } = openFrame()
    const { uri } = await handlers.APP_GET_SOCIAL_REDIRECT_URI({ provider: 'google' })
    const resultUri = await signInHeadless(uri, { email: 'used@example.org' })
    await handlers.APP_CONNECT_SOCIAL({ uri: resultUri })
    const { outcome, postMessage } = await callbackPage(resultUri)
    expect(outcome).toEqual({ kind: 'unknown-request' })
    expect(postMessage).not.toHaveBeenCalled()
  })

  it('error: a provider the server does not have is "Social login is not available on this server"', async () => {
    const { handlers } = openFrame()
    await expect(handlers.APP_GET_SOCIAL_REDIRECT_URI({ provider: 'apple' })).rejects.toMatchObject(
      {
        name: 'SocialLoginUnavailableError',
        message: 'Social login is not available on this server',
      },
    )
  })

  it('error: a frame without Farcaster sign-in answers "Failed to connect to farcaster"', async () => {
    const { handlers } = openFrame()
    expect(() => handlers.APP_GET_FARCASTER_URI({})).toThrow('Failed to connect to farcaster')
    await expect(handlers.APP_CONNECT_FARCASTER({})).rejects.toThrow(
      'Failed to connect to farcaster',
    )
  })
})
