import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface RpcProxy {
  /** `http://127.0.0.1:<port>`: give it to the kit as the network's RPC URL. */
  url: string
  /**
   * While true every JSON-RPC POST gets HTTP 503, or with `methods` only those asking for one of
   * them (a batch holding one); false forwards to the chain again.
   */
  setUnavailable(unavailable: boolean, methods?: readonly string[]): void
  /** The JSON-RPC methods forwarded so far, in order (a batch counts each request). */
  readonly forwarded: string[]
  /** How many times `method` was forwarded (a cache in front must keep this from growing). */
  count(method: string): number
  /** How many POSTs were answered 503. */
  readonly refused: number
  /** The JSON-RPC methods answered 503, in order (a batch counts each request). */
  readonly refusedMethods: string[]
  close(): Promise<void>
}

const CORS = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' }

/**
 * A real HTTP proxy in front of a real anvil that forwards every JSON-RPC request and records
 * the methods, so a test sees which calls reached the chain. It is also a FAULT SWITCH, not a
 * chain: the test can make it answer 503 Service Unavailable, the one fault a real chain will not
 * produce on demand. It answers the CORS preflight (happy-dom sends one) like a real RPC would;
 * any path is accepted (give it one that looks like an API key).
 *
 * @example
 * const proxy = await startRpcProxy(anvil.rpcUrl)
 * proxy.setUnavailable(true) // the network's RPC is down
 * proxy.setUnavailable(true, ['eth_getTransactionByHash']) // one method fails
 */
export async function startRpcProxy(target: string): Promise<RpcProxy> {
  let unavailable = false
  let onlyMethods: ReadonlySet<string> | undefined
  let refused = 0
  const forwarded: string[] = []
  const refusedMethods: string[] = []
  const server = createServer(async (request, response) => {
    if (request.method === 'OPTIONS') return void response.writeHead(204, CORS).end()
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks).toString('utf8')
    const methods = methodsOf(body)
    if (unavailable && (!onlyMethods || methods.some((method) => onlyMethods?.has(method)))) {
      refused += 1
      refusedMethods.push(...methods)
      return void response.writeHead(503, CORS).end('Service Unavailable')
    }
    forwarded.push(...methods)
    try {
      const answer = await fetch(target, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      })
      response
        .writeHead(answer.status, { ...CORS, 'content-type': 'application/json' })
        .end(await answer.text())
    } catch {
      response.writeHead(502, CORS).end('Bad Gateway')
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    setUnavailable(value, methods) {
      unavailable = value
      onlyMethods = methods ? new Set(methods) : undefined
    },
    forwarded,
    count: (method) => forwarded.filter((name) => name === method).length,
    get refused() {
      return refused
    },
    refusedMethods,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** The methods a JSON-RPC body asks for (a batch, each of its requests). */
function methodsOf(body: string): string[] {
  try {
    const parsed = JSON.parse(body) as { method?: unknown } | { method?: unknown }[]
    return (Array.isArray(parsed) ? parsed : [parsed]).map((call) => String(call.method))
  } catch {
    return ['(not JSON)']
  }
}
