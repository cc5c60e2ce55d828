import { TEST_ADDRESS } from '@portico/test-utils/accounts'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { HttpRequestError, InvalidResponseError, RequestTimeoutError } from '../errors/http.ts'
import { memoryStorage } from '../storage/memoryStorage.ts'
import { porticoSignIn } from './porticoSignIn.ts'
import { SIWX_TOKENS_STORAGE_KEY } from './siwxTokenStore.ts'

// Faults the real server does not produce on demand (a 503, a hang, a malformed answer) come
// from a stubbed fetch; the working paths run against the real server in
// porticoSignIn.server.test.ts.
const CHAIN = 'eip155:31337'
const TOKEN = 'tOkEn_0123456789abcdefghijklmnopqrstuvwxyz-AB'

afterEach(() => {
  vi.restoreAllMocks()
})

function signInAnswering(answer: (init?: RequestInit) => Response | Promise<Response>) {
  const storage = memoryStorage()
  storage.setItem(
    SIWX_TOKENS_STORAGE_KEY,
    JSON.stringify({ [`${CHAIN}|${TEST_ADDRESS.toLowerCase()}`]: TOKEN }),
  )
  const fetchStub = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => answer(init))
  const siwx = porticoSignIn({
    projectId: 'p1',
    apiUrl: 'http://127.0.0.1:1',
    fetch: fetchStub as typeof fetch,
    storage,
    requestTimeoutMs: 30,
  })
  return { siwx, fetchStub, storage }
}

describe('porticoSignIn faults', () => {
  it('getSessions: a 503 rejects (the kit then reports the init failure); the token is kept', async () => {
    const { siwx, storage } = signInAnswering(() => new Response('down', { status: 503 }))
    const error = await siwx.getSessions(CHAIN, TEST_ADDRESS).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(HttpRequestError)
    expect((error as HttpRequestError).status).toBe(503)
    expect(storage.getItem(SIWX_TOKENS_STORAGE_KEY)).not.toBeNull()
  })

  it('getSessions: sends the token as Bearer with chainId and address', async () => {
    const { siwx, fetchStub } = signInAnswering(() => Response.json({ sessions: [] }))
    await siwx.getSessions(CHAIN, TEST_ADDRESS)
    const [target, init] = fetchStub.mock.calls[0] ?? []
    const url = new URL(String(target))
    expect(url.pathname).toBe('/siwx/v1/sessions')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      projectId: 'p1',
      st: 'portico',
      sv: '1.7.16',
      chainId: CHAIN,
      address: TEST_ADDRESS,
    })
    expect(init?.headers).toMatchObject({ authorization: `Bearer ${TOKEN}` })
  })

  it('getSessions: a server that hangs → RequestTimeoutError', async () => {
    const { siwx } = signInAnswering(
      (init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))
        }),
    )
    await expect(siwx.getSessions(CHAIN, TEST_ADDRESS)).rejects.toBeInstanceOf(RequestTimeoutError)
  })

  it('getSessions: an answer of the wrong shape → InvalidResponseError', async () => {
    const { siwx } = signInAnswering(() => Response.json({ sessions: [{ data: 'x' }] }))
    await expect(siwx.getSessions(CHAIN, TEST_ADDRESS)).rejects.toBeInstanceOf(InvalidResponseError)
  })

  it('getSessions: an expired session the server still sent is left out', async () => {
    const data = {
      accountAddress: TEST_ADDRESS,
      chainId: CHAIN,
      domain: 'localhost:3000',
      uri: 'http://localhost:3000/',
      version: '1',
      nonce: 'abcdefgh1234',
      issuedAt: '2020-01-01T00:00:00.000Z',
      expirationTime: '2020-01-08T00:00:00.000Z',
    }
    const { siwx } = signInAnswering(() =>
      Response.json({ sessions: [{ data, message: 'm', signature: '0x01' }] }),
    )
    await expect(siwx.getSessions(CHAIN, TEST_ADDRESS)).resolves.toEqual([])
  })

  it('createMessage: the nonce service down → rejects', async () => {
    const { siwx } = signInAnswering(() => new Response('', { status: 503 }))
    await expect(
      siwx.createMessage({ accountAddress: TEST_ADDRESS, chainId: CHAIN }),
    ).rejects.toBeInstanceOf(HttpRequestError)
  })

  it('revokeSession: a 500 rejects, but the token is forgotten on this device anyway', async () => {
    const { siwx, storage, fetchStub } = signInAnswering(() => new Response('', { status: 500 }))
    await expect(siwx.revokeSession(CHAIN, TEST_ADDRESS)).rejects.toBeInstanceOf(HttpRequestError)
    expect(fetchStub.mock.calls[0]?.[1]).toMatchObject({ method: 'DELETE' })
    expect(storage.getItem(SIWX_TOKENS_STORAGE_KEY)).toBeNull()
  })

  it('revokeSession: a 401 (already signed out) resolves', async () => {
    const { siwx } = signInAnswering(() =>
      Response.json({ code: 'SESSION_INVALID', message: 'expired' }, { status: 401 }),
    )
    await expect(siwx.revokeSession(CHAIN, TEST_ADDRESS)).resolves.toBeUndefined()
  })

  it('options: required and signOutOnDisconnect', () => {
    expect(porticoSignIn({ projectId: 'p1', required: true }).getRequired?.()).toBe(true)
    expect(porticoSignIn({ projectId: 'p1' }).getRequired?.()).toBe(false)
    expect(porticoSignIn({ projectId: 'p1', signOutOnDisconnect: false }).signOutOnDisconnect).toBe(
      false,
    )
  })

  it('options: expiresInMs sets the expiration time; the page is location', async () => {
    const { fetchStub } = signInAnswering(() => Response.json({}))
    fetchStub.mockImplementation(async () =>
      Response.json({ nonce: 'k2Xw9fQ1pLm3', expiresAt: '2030-01-01T00:00:00.000Z' }),
    )
    const siwx = porticoSignIn({
      projectId: 'p1',
      apiUrl: 'http://127.0.0.1:1',
      fetch: fetchStub as typeof fetch,
      expiresInMs: 60_000,
    })
    const data = await siwx.createMessage({ accountAddress: TEST_ADDRESS, chainId: CHAIN })
    expect(Date.parse(data.expirationTime ?? '') - Date.parse(data.issuedAt)).toBe(60_000)
    expect(data.domain).toBe(location.host)
    expect(data.uri).toBe(location.origin + location.pathname)
    expect(data.nonce).toBe('k2Xw9fQ1pLm3')
    expect(data.statement).toBeUndefined()
  })
})
