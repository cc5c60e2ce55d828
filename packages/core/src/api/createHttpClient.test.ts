import * as v from 'valibot'
import { describe, expect, it, vi } from 'vitest'
import {
  HttpRequestError,
  InvalidResponseError,
  NetworkRequestError,
  RequestTimeoutError,
} from '../errors/http.ts'
import { createHttpClient } from './createHttpClient.ts'

// Faults a real server will not produce on demand (malformed JSON, a 500/503, a hang, a
// refused connection) come from a stubbed fetch; happy paths run against the real server in
// createDirectoryApi.test.ts and createBlockchainApi.test.ts.
const schema = v.object({ ok: v.boolean() })

function clientAnswering(response: () => Response | Promise<Response>, onErrorMessage = vi.fn()) {
  const fetchStub = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => response())
  const client = createHttpClient({
    baseUrl: 'http://127.0.0.1:1/',
    projectId: 'p1',
    timeoutMs: 50,
    fetch: fetchStub as typeof fetch,
    onErrorMessage,
  })
  return { client, fetchStub, onErrorMessage }
}

describe('createHttpClient', () => {
  it('url: adds projectId, st and sv, joins lists, skips undefined and empty lists', () => {
    const { client } = clientAnswering(() => new Response('{}'))
    const url = new URL(
      client.url('/getWallets', { page: 2, include: ['a', 'b'], exclude: [], search: undefined }),
    )
    expect(url.origin + url.pathname).toBe('http://127.0.0.1:1/getWallets')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      projectId: 'p1',
      st: 'portico',
      sv: '1.7.16',
      page: '2',
      include: 'a,b',
    })
  })

  it('default: parses a 2xx answer with the schema', async () => {
    const { client, fetchStub } = clientAnswering(() => Response.json({ ok: true, extra: 1 }))
    await expect(client.get('/x', { schema })).resolves.toEqual({ ok: true })
    expect(fetchStub).toHaveBeenCalledOnce()
  })

  it('behavior: malformed JSON is an InvalidResponseError', async () => {
    const { client } = clientAnswering(() => new Response('{"ok": tru'))
    const error = await client.get('/x', { schema }).catch((caught) => caught)
    expect(error).toBeInstanceOf(InvalidResponseError)
    expect(error.details).toBe('/x: body is not JSON')
  })

  it('behavior: a body of the wrong shape is an InvalidResponseError', async () => {
    const { client } = clientAnswering(() => Response.json({ ok: 'yes' }))
    const error = await client.get('/x', { schema }).catch((caught) => caught)
    expect(error).toBeInstanceOf(InvalidResponseError)
    expect(error.message).toBe('Invalid response from the server')
    expect(error.details).toContain('ok')
  })

  it('behavior: a 500 with a message is an HttpRequestError carrying it', async () => {
    const { client, onErrorMessage } = clientAnswering(() =>
      Response.json({ code: 'INTERNAL', message: 'Database is down' }, { status: 500 }),
    )
    const error = await client.get('/x', { schema }).catch((caught) => caught)
    expect(error).toBeInstanceOf(HttpRequestError)
    expect(error.message).toBe('HTTP status code: 500')
    expect(error.status).toBe(500)
    expect(error.serverMessage).toBe('Database is down')
    expect(onErrorMessage).toHaveBeenCalledWith('Database is down')
  })

  it('behavior: a 503 without a JSON body is an HttpRequestError without a message', async () => {
    const { client, onErrorMessage } = clientAnswering(
      () => new Response('<html>Service Unavailable</html>', { status: 503 }),
    )
    const error = await client.get('/x', { schema }).catch((caught) => caught)
    expect(error).toBeInstanceOf(HttpRequestError)
    expect(error.message).toBe('HTTP status code: 503')
    expect(error.serverMessage).toBeUndefined()
    expect(onErrorMessage).not.toHaveBeenCalled()
  })

  it('behavior: a server that does not answer in time is a RequestTimeoutError', async () => {
    const fetchStub = vi.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))
        }),
    )
    const client = createHttpClient({
      baseUrl: 'http://127.0.0.1:1',
      projectId: 'p1',
      timeoutMs: 20,
      fetch: fetchStub as typeof fetch,
    })
    await expect(client.get('/x', { schema })).rejects.toBeInstanceOf(RequestTimeoutError)
  })

  it('behavior: a refused connection is a NetworkRequestError', async () => {
    const { client } = clientAnswering(() => {
      throw new TypeError('fetch failed')
    })
    const error = await client.get('/x', { schema }).catch((caught) => caught)
    expect(error).toBeInstanceOf(NetworkRequestError)
    expect(error.cause).toBeInstanceOf(TypeError)
  })
})
