import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/** What the stub answers one request with. */
export interface StubReply {
  status?: number
  headers?: Record<string, string>
  /** Sent as is (a string) or as JSON. */
  body?: unknown
  /** Waits this long before answering. */
  delayMs?: number
}

/** A request the stub received. */
export interface StubRequest {
  method: string
  /** `performance.now()` when it arrived. */
  at: number
}

export interface StubUpstream {
  url: string
  readonly requests: StubRequest[]
  /** Requests of `method` so far. */
  count(method: string): number
  close(): Promise<void>
}

/**
 * A MOCK upstream for faults a real node will not produce on demand (429 with Retry-After, 503,
 * garbage, a slow or flaky endpoint): a local HTTP server on 127.0.0.1 that answers each
 * JSON-RPC POST with what `reply` returns for it (the request's method and id, and how many
 * requests came before).
 *
 * @example
 * const stub = await startStubUpstream(({ index }) => index === 0 ? { status: 503 } : { body: … })
 */
export async function startStubUpstream(
  reply: (request: { method: string; id: unknown; index: number }) => StubReply,
): Promise<StubUpstream> {
  const requests: StubRequest[] = []
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    let call: { method?: unknown; id?: unknown } = {}
    try {
      call = JSON.parse(Buffer.concat(chunks).toString('utf8')) as typeof call
    } catch {
      // Not JSON: answered all the same, as method '(not JSON)'.
    }
    const method = typeof call.method === 'string' ? call.method : '(not JSON)'
    const index = requests.length
    requests.push({ method, at: performance.now() })
    const answer = reply({ method, id: call.id, index })
    if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs))
    const body = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body ?? {})
    response
      .writeHead(answer.status ?? 200, {
        'content-type': typeof answer.body === 'string' ? 'text/plain' : 'application/json',
        ...answer.headers,
      })
      .end(body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    count: (method) => requests.filter((request) => request.method === method).length,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/**
 * A JSON-RPC success answer to a stub request.
 *
 * @example
 * startStubUpstream(({ id }) => ({ body: rpcResult(id, '0x1') }))
 */
export function rpcResult(id: unknown, result: unknown): object {
  return { jsonrpc: '2.0', id, result }
}
