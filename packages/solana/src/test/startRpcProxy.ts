import { createServer, request as httpRequest, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { getBase58Decoder, getBase64Encoder, getTransactionDecoder } from '@solana/kit'

/**
 * How the proxy treats requests. 'forward' passes everything to the target; 'unavailable'
 * answers HTTP 503 to everything; 'stall' answers nothing (the request hangs until the proxy
 * stops); 'drop-sends' answers `sendTransaction` with the transaction's signature but never
 * hands it on (a leader that accepted it and lost it) and forwards the rest.
 */
export type RpcProxyMode = 'forward' | 'unavailable' | 'stall' | 'drop-sends'

export interface RpcProxy {
  url: string
  /** Switches how the next requests are treated. */
  setMode(mode: RpcProxyMode): void
  /** How many times each JSON-RPC method was asked for (batches counted per call). */
  counts(method: string): number
  /** Resolves after the proxy has answered `method` (from now on) once. */
  answered(method: string): Promise<void>
  /** Resolves when a request for `method` (from now on) arrives. */
  received(method: string): Promise<void>
  stop(): Promise<void>
}

/**
 * An HTTP proxy in front of a Solana JSON-RPC server, for the faults nothing real produces on
 * demand: an RPC that answers 503 for a while, a transaction the network accepted and dropped.
 * Counts requests per method, so a test can tell that something was sent once only.
 *
 * @example
 * const proxy = await startRpcProxy(solana.url)
 * proxy.setMode('unavailable') // every request: HTTP 503
 */
export async function startRpcProxy(targetUrl: string): Promise<RpcProxy> {
  const target = new URL(targetUrl)
  let mode: RpcProxyMode = 'forward'
  const counted = new Map<string, number>()
  type Waiter = { event: 'received' | 'answered'; method: string; resolve: () => void }
  const waiters: Waiter[] = []
  const settle = (event: Waiter['event'], methods: readonly string[]) => {
    for (const waiter of [...waiters]) {
      if (waiter.event !== event || !methods.includes(waiter.method)) continue
      waiters.splice(waiters.indexOf(waiter), 1)
      waiter.resolve()
    }
  }
  const waitFor = (event: Waiter['event'], method: string) =>
    new Promise<void>((resolve) => waiters.push({ event, method, resolve }))

  const server = createServer(async (incoming, outgoing) => {
    const body = await readBody(incoming)
    const calls = parseCalls(body)
    for (const call of calls) counted.set(call.method, (counted.get(call.method) ?? 0) + 1)
    const cors = {
      'access-control-allow-origin': '*',
      'access-control-allow-headers': '*',
      'access-control-allow-methods': 'POST, OPTIONS',
    }
    const methods = calls.map((call) => call.method)
    outgoing.on('finish', () => settle('answered', methods))
    settle('received', methods)
    if (mode === 'stall' && incoming.method !== 'OPTIONS') return
    if (mode === 'unavailable' && incoming.method !== 'OPTIONS') {
      outgoing.writeHead(503, { ...cors, 'content-type': 'text/plain' }).end('Service Unavailable')
      return
    }
    const send = calls.length === 1 ? calls[0] : undefined
    if (mode === 'drop-sends' && send?.method === 'sendTransaction') {
      const result = signatureOf(send.params)
      outgoing
        .writeHead(200, { ...cors, 'content-type': 'application/json' })
        .end(JSON.stringify({ jsonrpc: '2.0', id: send.id, result }))
      return
    }
    const forwarded = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        path: incoming.url,
        method: incoming.method,
        headers: { ...incoming.headers, host: target.host },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(outgoing)
      },
    )
    forwarded.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502, cors)
      outgoing.end()
    })
    forwarded.end(body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    url: `http://127.0.0.1:${port}`,
    setMode: (next) => {
      mode = next
    },
    counts: (method) => counted.get(method) ?? 0,
    answered: (method) => waitFor('answered', method),
    received: (method) => waitFor('received', method),
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => resolve(Buffer.concat(chunks)))
    request.on('error', reject)
  })
}

type Call = { id: unknown; method: string; params: unknown }

function parseCalls(body: Buffer): Call[] {
  try {
    const parsed: unknown = JSON.parse(body.toString('utf8'))
    const list = Array.isArray(parsed) ? parsed : [parsed]
    return list.flatMap((item) =>
      item && typeof item === 'object' && typeof item.method === 'string'
        ? [{ id: item.id, method: item.method, params: item.params }]
        : [],
    )
  } catch {
    return []
  }
}

/** The id of the base64 wire transaction in `sendTransaction`'s params. */
function signatureOf(params: unknown): string {
  const [encoded] = params as [string]
  const transaction = getTransactionDecoder().decode(getBase64Encoder().encode(encoded))
  const first = Object.values(transaction.signatures)[0]
  return getBase58Decoder().decode(first ?? new Uint8Array(64))
}
