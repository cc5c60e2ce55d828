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

  it('parameters: headers → sent with the GET, after accept', async () => {
    const { client, fetchStub } = clientAnswering(() => Response.json({ ok: true }))
    await client.get('/x', { schema, headers: { authorization: 'Bearer t0k3n' } })
    const init = fetchStub.mock.calls[0]?.[1]
    expect(init?.method).toBeUndefined()
    expect(init?.headers).toEqual({ accept: 'application/json', authorization: 'Bearer t0k3n' })
  })

  it('post with schema: sends JSON and resolves with the parsed answer', async () => {
    const { client, fetchStub } = clientAnswering(() => Response.json({ ok: false, extra: 1 }))
    await expect(client.post('/x', { body: { a: 1 }, schema })).resolves.toEqual({ ok: false })
    const init = fetchStub.mock.calls[0]?.[1]
    expect(init).toMatchObject({ method: 'POST', body: '{"a":1}' })
    expect(init?.headers).toEqual({
      accept: 'application/json',
      'content-type': 'application/json',
    })
  })

  it('post with schema: a body of the wrong shape is an InvalidResponseError', async () => {
    const { client } = clientAnswering(() => Response.json({ ok: 'yes' }))
    await expect(client.post('/x', { body: {}, schema })).rejects.toBeInstanceOf(
      InvalidResponseError,
    )
  })

  it('post without schema: resolves undefined, the body unread', async () => {
    const { client, fetchStub } = clientAnswering(() => new Response('not json', { status: 202 }))
    await expect(client.post('/x', { body: {} })).resolves.toBeUndefined()
    expect(fetchStub.mock.calls[0]?.[1]).not.toHaveProperty('keepalive')
  })

  it('parameters: keepalive → the request may outlive the page (fetch keepalive)', async () => {
    const { client, fetchStub } = clientAnswering(() => new Response(null, { status: 204 }))
    await client.post('/e', { body: {}, keepalive: true })
    expect(fetchStub.mock.calls[0]?.[1]).toMatchObject({ method: 'POST', keepalive: true })
  })

  it('delete: sends DELETE with the headers and the identifying query; a 401 is an HttpRequestError', async () => {
    const { client, fetchStub } = clientAnswering(() => new Response(null, { status: 204 }))
    await client.delete('/x', { headers: { authorization: 'Bearer t0k3n' } })
    const [target, init] = fetchStub.mock.calls[0] ?? []
    expect(new URL(String(target)).searchParams.get('projectId')).toBe('p1')
    expect(init).toMatchObject({
      method: 'DELETE',
      headers: { accept: 'application/json', authorization: 'Bearer t0k3n' },
    })
    expect(init?.body).toBeUndefined()

    const refused = clientAnswering(() =>
      Response.json({ code: 'SESSION_INVALID', message: 'expired' }, { status: 401 }),
    )
    const error = await refused.client.delete('/x').catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(HttpRequestError)
    expect((error as HttpRequestError).status).toBe(401)
  })

  it('behavior: a refused connection is a NetworkRequestError', async () => {
    const { client } = clientAnswering(() => {
      throw new TypeError('fetch failed')
    })
    const error = await client.get('/x', { schema }).catch((caught) => caught)
    expect(error).toBeInstanceOf(NetworkRequestError)
    expect(error.cause).toBeInstanceOf(TypeError)
  })

  it('behavior: the code of the error body is kept as serverCode (e.g. 409 QUOTE_MOVED)', async () => {
    const { client } = clientAnswering(() =>
      Response.json({ code: 'QUOTE_MOVED', message: 'The price moved' }, { status: 409 }),
    )
    const error = await client.get('/x', { schema, silent: true }).catch((caught) => caught)
    expect(error).toBeInstanceOf(HttpRequestError)
    expect(error).toMatchObject({ status: 409, serverCode: 'QUOTE_MOVED' })
    expect(error.serverMessage).toBe('The price moved')
  })

  it('parameters: signal → an aborted request rejects with the reason of the signal, not a timeout', async () => {
    const { client, fetchStub } = clientAnswering(
      // Answers only when aborted, as a real fetch does.
      () => new Promise<Response>(() => undefined),
    )
    fetchStub.mockImplementation(
      (_url, init) =>
        new Promise<Response>((_, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    )
    const controller = new AbortController()
    const reason = new Error('replaced by a newer request')
    const answer = client.get('/x', { schema, signal: controller.signal })
    controller.abort(reason)
    await expect(answer).rejects.toBe(reason)
    // Aborted before it started: nothing is fetched.
    await expect(client.get('/x', { schema, signal: controller.signal })).rejects.toBe(reason)
    expect(fetchStub).toHaveBeenCalledOnce()
  })

  it('prefetch: the next get of the same URL takes the answer asked for ahead; another query asks anew', async () => {
    const { client, fetchStub } = clientAnswering(() => Response.json({ ok: true }))
    client.prefetch('/x', { page: 1 })
    expect(fetchStub).toHaveBeenCalledOnce()
    await expect(client.get('/x', { schema, query: { page: 1 } })).resolves.toEqual({ ok: true })
    expect(fetchStub).toHaveBeenCalledOnce()
    // Taken once: the same get again asks the server, as does another page.
    await client.get('/x', { schema, query: { page: 1 } })
    await client.get('/x', { schema, query: { page: 2 } })
    expect(fetchStub).toHaveBeenCalledTimes(3)
  })

  it('prefetch: an answer asked for ahead is checked when taken, with the same typed errors', async () => {
    const { client, onErrorMessage } = clientAnswering(() =>
      Response.json({ message: 'Rate limit exceeded' }, { status: 429 }),
    )
    client.prefetch('/x')
    const error = await client.get('/x', { schema }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(HttpRequestError)
    expect(error).toMatchObject({ status: 429, serverMessage: 'Rate limit exceeded' })
    expect(onErrorMessage).toHaveBeenCalledWith('Rate limit exceeded')

    const malformed = clientAnswering(() => Response.json({ ok: 'yes' }))
    malformed.client.prefetch('/x')
    await expect(malformed.client.get('/x', { schema })).rejects.toBeInstanceOf(
      InvalidResponseError,
    )
  })

  it('prefetch: a failure nobody takes is not an unhandled rejection; a get then asks anew', async () => {
    const unhandled = vi.fn()
    process.on('unhandledRejection', unhandled)
    try {
      const { client, fetchStub } = clientAnswering(() => Promise.reject(new TypeError('refused')))
      client.prefetch('/x')
      await vi.waitFor(() => expect(fetchStub).toHaveBeenCalledOnce())
      // Two turns of the event loop: Node reports unhandled rejections after the microtasks.
      await new Promise((resolve) => setTimeout(resolve, 0))
      await new Promise((resolve) => setTimeout(resolve, 0))
      expect(unhandled).not.toHaveBeenCalled()
      await expect(client.get('/x', { schema })).rejects.toBeInstanceOf(NetworkRequestError)
    } finally {
      process.off('unhandledRejection', unhandled)
    }
  })

  it('prefetch: an answer older than a minute, or a get with headers, asks the server again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      const { client, fetchStub } = clientAnswering(() => Response.json({ ok: true }))
      client.prefetch('/x')
      vi.setSystemTime(Date.now() + 60_000)
      await client.get('/x', { schema })
      expect(fetchStub).toHaveBeenCalledTimes(2)

      client.prefetch('/y')
      await client.get('/y', { schema, headers: { authorization: 'Bearer t' } })
      expect(fetchStub).toHaveBeenCalledTimes(4)
      expect(fetchStub.mock.calls[3]?.[1]?.headers).toMatchObject({ authorization: 'Bearer t' })
    } finally {
      vi.useRealTimers()
    }
  })

  it("prefetch: an aborted get rejects at once with the signal's reason, though its answer asked for ahead never comes", async () => {
    const { client } = clientAnswering(() => new Promise<Response>(() => undefined))
    client.prefetch('/x')
    const controller = new AbortController()
    const reason = new Error('replaced by a newer request')
    const answer = client.get('/x', { schema, signal: controller.signal })
    controller.abort(reason)
    await expect(answer).rejects.toBe(reason)
  })

  it('prefetch: without a server URL, nothing is fetched and nothing throws', () => {
    const fetchStub = vi.fn()
    const client = createHttpClient({
      baseUrl: undefined,
      projectId: 'p1',
      timeoutMs: 50,
      fetch: fetchStub as typeof fetch,
    })
    client.prefetch('/x')
    expect(fetchStub).not.toHaveBeenCalled()
  })
})
