// @vitest-environment node

import { DEV_ACCOUNTS } from '@portico/devnet'
import { localNetwork } from '@portico/test-utils/networks'
import { personalSign } from '@portico/test-utils/personalSign'
import { startTestServer, type TestServer } from '@portico/test-utils/startTestServer'
import { generateKeyPair, getAddressFromPublicKey, getBase58Decoder, signBytes } from '@solana/kit'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { connect } from '../actions/connect.ts'
import { disconnect } from '../actions/disconnect.ts'
import { onEvent } from '../actions/onEvent.ts'
import { signSiwxMessage } from '../actions/signSiwxMessage.ts'
import { mockAdapter } from '../adapters/mock.ts'
import { createConfig } from '../createConfig.ts'
import { HttpRequestError } from '../errors/http.ts'
import { SiwxInitError } from '../errors/siwx.ts'
import { startConfig } from '../startConfig.ts'
import { memoryStorage } from '../storage/memoryStorage.ts'
import type { PorticoConfig } from '../types/config.ts'
import type { PorticoEvent } from '../types/events.ts'
import type { StorageBackend } from '../types/storage.ts'
import { formatSiwxMessage } from '../utils/formatSiwxMessage.ts'
import { porticoSignIn } from './porticoSignIn.ts'
import { SIWX_TOKENS_STORAGE_KEY } from './siwxTokenStore.ts'

// porticoSignIn against the real server (apps/server, its /siwx/v1 routes) with real keys: EVM
// signatures from anvil's dev account 0 (EIP-191 with @noble/curves), Solana from a fresh
// Ed25519 key (@solana/kit). The page is http://localhost:5173/app/: `location` is that URL and
// fetch sends the Origin header a browser would add on its own.
const PAGE = new URL('http://localhost:5173/app/?tab=1#top')
const EVM = { chainId: 'eip155:31337', ...DEV_ACCOUNTS[0] } as const
const SOLANA_DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

let requests: { method: string; path: string }[]
const pageFetch: typeof fetch = async (input, init) => {
  const url = new URL(String(input))
  requests.push({ method: init?.method ?? 'GET', path: url.pathname })
  const headers = { ...(init?.headers as Record<string, string>), origin: PAGE.origin }
  return fetch(input, { ...init, headers })
}
beforeEach(() => {
  requests = []
  vi.stubGlobal('location', PAGE)
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

/** Every snackbar message the config shows from now on (one may replace another). */
function watchSnackbars(config: PorticoConfig): string[] {
  const shown: string[] = []
  config.stores.snackbar.subscribe(({ snackbar }) => {
    if (snackbar && shown.at(-1) !== snackbar.message) shown.push(snackbar.message)
  })
  return shown
}

function signIn(storage: StorageBackend = memoryStorage(), options = {}) {
  return porticoSignIn({
    projectId: server.projectId,
    apiUrl: server.url,
    statement: 'Sign in to the core tests',
    fetch: pageFetch,
    storage,
    ...options,
  })
}

describe('porticoSignIn (real server)', () => {
  it('createMessage: the page, a server nonce, now, 7 days', async () => {
    const before = Date.now()
    const data = await signIn().createMessage({ accountAddress: EVM.address, chainId: EVM.chainId })
    expect(data).toMatchObject({
      accountAddress: EVM.address,
      chainId: EVM.chainId,
      domain: 'localhost:5173',
      uri: 'http://localhost:5173/app/',
      version: '1',
      statement: 'Sign in to the core tests',
    })
    expect(data.nonce).toMatch(/^[A-Za-z0-9]{24}$/)
    const issuedAt = Date.parse(data.issuedAt)
    expect(issuedAt).toBeGreaterThanOrEqual(before)
    expect(Date.parse(data.expirationTime ?? '') - issuedAt).toBe(7 * 24 * 60 * 60_000)
    expect(requests).toEqual([{ method: 'POST', path: '/siwx/v1/nonce' }])
  })

  it('EVM: add → getSessions finds it → revoke → the server no longer knows the token', async () => {
    const storage = memoryStorage()
    const siwx = signIn(storage)
    expect(await siwx.getSessions(EVM.chainId, EVM.address)).toEqual([])
    expect(requests).toEqual([]) // no token: no request

    const data = await siwx.createMessage({ accountAddress: EVM.address, chainId: EVM.chainId })
    const message = formatSiwxMessage(data)
    const session = { data, message, signature: personalSign(EVM.privateKey, message) }
    await siwx.addSession(session)
    const stored = JSON.parse(storage.getItem(SIWX_TOKENS_STORAGE_KEY) ?? '{}')
    const token = stored[`${EVM.chainId}|${EVM.address.toLowerCase()}`]
    expect(token).toEqual(expect.any(String))

    // The token a dApp's backend sends to GET /siwx/v1/me, which says who signed in.
    expect(siwx.getToken(EVM.chainId, EVM.address)).toBe(token)
    const me = await fetch(`${server.url}/siwx/v1/me`, {
      headers: { authorization: `Bearer ${token}` },
    })
    expect(await me.json()).toMatchObject({ address: EVM.address, chainId: EVM.chainId })

    // Another spelling of the same EVM address finds the same session.
    expect(await siwx.getSessions(EVM.chainId, EVM.address.toLowerCase())).toEqual([session])
    expect(await siwx.getSessions('eip155:1', EVM.address)).toEqual([])

    await siwx.revokeSession(EVM.chainId, EVM.address)
    expect(storage.getItem(SIWX_TOKENS_STORAGE_KEY)).toBeNull()
    expect(siwx.getToken(EVM.chainId, EVM.address)).toBeUndefined()
    expect(requests.at(-1)).toEqual({ method: 'DELETE', path: '/siwx/v1/sessions/current' })

    // The revoked token, put back: the server answers 401, the token is dropped, no session.
    storage.setItem(SIWX_TOKENS_STORAGE_KEY, JSON.stringify(stored))
    expect(await siwx.getSessions(EVM.chainId, EVM.address)).toEqual([])
    expect(storage.getItem(SIWX_TOKENS_STORAGE_KEY)).toBeNull()
  })

  it('Solana: a base58 Ed25519 signature signs in', async () => {
    const keys = await generateKeyPair()
    const address = await getAddressFromPublicKey(keys.publicKey)
    const siwx = signIn()
    const data = await siwx.createMessage({ accountAddress: address, chainId: SOLANA_DEVNET })
    const message = formatSiwxMessage(data)
    const signature = getBase58Decoder().decode(
      await signBytes(keys.privateKey, new TextEncoder().encode(message)),
    )
    await siwx.addSession({ data, message, signature })
    expect(await siwx.getSessions(SOLANA_DEVNET, address)).toEqual([{ data, message, signature }])
  })

  it('addSession: a signature of another key is refused (401), nothing stored', async () => {
    const storage = memoryStorage()
    const siwx = signIn(storage)
    const data = await siwx.createMessage({ accountAddress: EVM.address, chainId: EVM.chainId })
    const message = formatSiwxMessage(data)
    const error = await siwx
      .addSession({ data, message, signature: personalSign(DEV_ACCOUNTS[1].privateKey, message) })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(HttpRequestError)
    expect((error as HttpRequestError).status).toBe(401)
    expect(storage.getItem(SIWX_TOKENS_STORAGE_KEY)).toBeNull()
  })

  it('setSessions: each goes through addSession, so the server verifies it', async () => {
    const siwx = signIn()
    const data = await siwx.createMessage({ accountAddress: EVM.address, chainId: EVM.chainId })
    const message = formatSiwxMessage(data)
    const forged = { data, message, signature: `0x${'12'.repeat(65)}` }
    await expect(siwx.setSessions([forged])).rejects.toBeInstanceOf(HttpRequestError)
    const genuine = { data, message, signature: personalSign(EVM.privateKey, message) }
    await siwx.setSessions([genuine])
    expect(await siwx.getSessions(EVM.chainId, EVM.address)).toEqual([genuine])
  })

  it('the kit: connect → sign view → Sign → session on the server → disconnect signs out', async () => {
    // The mock wallet with a real key: its personal_sign is EIP-191 by anvil's account 0.
    const adapter = mockAdapter({ accounts: [EVM.address], chainId: localNetwork.id })
    adapter.signMessage = async ({ message }) => personalSign(EVM.privateKey, message)
    const storage = memoryStorage()
    const siwx = signIn(storage)
    const config = createConfig({
      projectId: '',
      networks: [localNetwork],
      adapters: [adapter],
      storage: memoryStorage(),
      siwx,
    })
    const events: PorticoEvent[] = []
    const stopEvents = onEvent(config, (event) => events.push(event))
    const stop = startConfig(config)
    try {
      await connect(config, { connectorId: 'mock' })
      await vi.waitFor(() => expect(config.stores.router.getState().view).toBe('SIWXSignMessage'))
      const session = await signSiwxMessage(config)
      expect(events.filter((event) => event.name.startsWith('SIWX_AUTH_'))).toMatchObject([
        { name: 'SIWX_AUTH_SUCCESS', properties: { network: EVM.chainId, isSmartAccount: false } },
      ])
      expect(config.stores.modal.getState().open).toBe(false)
      expect(await siwx.getSessions(EVM.chainId, EVM.address)).toEqual([session])

      const token = storage.getItem(SIWX_TOKENS_STORAGE_KEY)
      await disconnect(config)
      expect(storage.getItem(SIWX_TOKENS_STORAGE_KEY)).toBeNull()
      storage.setItem(SIWX_TOKENS_STORAGE_KEY, token ?? '')
      expect(await siwx.getSessions(EVM.chainId, EVM.address)).toEqual([])
    } finally {
      stop()
      stopEvents()
    }
  })

  it("the kit: a message made for another domain → the server's 'Unverified Domain' is the alert, not 'Error signing message'", async () => {
    const adapter = mockAdapter({ accounts: [EVM.address], chainId: localNetwork.id })
    adapter.signMessage = async ({ message }) => personalSign(EVM.privateKey, message)
    // A dApp that names its production site in the message while the page is elsewhere: the
    // server sees the page's Origin (localhost:5173) and refuses (403 DOMAIN_MISMATCH).
    const base = signIn()
    const siwx = {
      ...base,
      createMessage: async (parameters: Parameters<typeof base.createMessage>[0]) => ({
        ...(await base.createMessage(parameters)),
        domain: 'shop.example.org',
        uri: 'https://shop.example.org/',
      }),
    }
    const config = createConfig({
      projectId: server.projectId,
      apiUrl: server.url,
      fetch: pageFetch,
      networks: [localNetwork],
      adapters: [adapter],
      storage: memoryStorage(),
      siwx,
    })
    const snackbars = watchSnackbars(config)
    const stop = startConfig(config)
    try {
      await connect(config, { connectorId: 'mock' })
      await vi.waitFor(() => expect(config.stores.router.getState().view).toBe('SIWXSignMessage'))
      const error = await signSiwxMessage(config).catch((caught: unknown) => caught)
      expect(error).toMatchObject({ name: 'SiwxSignError' })
      expect(config.stores.alerts.getState().alert).toMatchObject({
        code: 'UNVERIFIED_DOMAIN',
        variant: 'error',
        message: 'Unverified Domain',
      })
      // Past the snackbar's replace delay (spec §9: 150 ms): no 'Error signing message'.
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect(snackbars).not.toContain('Error signing message')
      // The sign view stays for another try, and nothing was signed in.
      expect(config.stores.router.getState().view).toBe('SIWXSignMessage')
      expect(await base.getSessions(EVM.chainId, EVM.address)).toEqual([])
    } finally {
      stop()
    }
  })

  it("the kit: another refusal (a forged signature) keeps the 'Error signing message' snackbar and no alert", async () => {
    const adapter = mockAdapter({ accounts: [EVM.address], chainId: localNetwork.id })
    adapter.signMessage = async ({ message }) => personalSign(DEV_ACCOUNTS[1].privateKey, message)
    const config = createConfig({
      projectId: server.projectId,
      apiUrl: server.url,
      fetch: pageFetch,
      networks: [localNetwork],
      adapters: [adapter],
      storage: memoryStorage(),
      siwx: signIn(),
    })
    const snackbars = watchSnackbars(config)
    const stop = startConfig(config)
    try {
      await connect(config, { connectorId: 'mock' })
      await vi.waitFor(() => expect(config.stores.router.getState().view).toBe('SIWXSignMessage'))
      await signSiwxMessage(config).catch(() => undefined)
      await vi.waitFor(() => expect(snackbars).toContain('Error signing message'))
      expect(config.stores.alerts.getState().alert).toBeUndefined()
    } finally {
      stop()
    }
  })

  it('server rendering: creating it touches no window; without a token nothing is asked', async () => {
    vi.unstubAllGlobals()
    expect(typeof window).toBe('undefined')
    const siwx = porticoSignIn({
      projectId: server.projectId,
      apiUrl: server.url,
      fetch: pageFetch,
    })
    expect(siwx.getRequired?.()).toBe(false)
    expect(siwx.signOutOnDisconnect).toBe(true)
    expect(await siwx.getSessions(EVM.chainId, EVM.address)).toEqual([])
    await expect(
      siwx.createMessage({ accountAddress: EVM.address, chainId: EVM.chainId }),
    ).rejects.toBeInstanceOf(SiwxInitError)
    expect(requests).toEqual([])
  })
})
