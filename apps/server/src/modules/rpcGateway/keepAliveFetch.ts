import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http'
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https'

/** Open connections per upstream host at most; more requests wait for one. */
const MAX_SOCKETS_PER_HOST = 64

const agents = {
  'http:': new HttpAgent({ keepAlive: true, maxSockets: MAX_SOCKETS_PER_HOST }),
  'https:': new HttpsAgent({ keepAlive: true, maxSockets: MAX_SOCKETS_PER_HOST }),
}

/**
 * The `fetch` the gateway hands viem's `http` transport for its upstream calls: node:http over
 * kept-alive connections. Measured on loopback against anvil, viem's call takes ~0.6 ms p50 with
 * it against ~1 ms with the global fetch, and the gateway's overhead budget is 2 ms. It does only
 * what viem's transport asks of a fetch: a method, string headers, a string body and an abort
 * signal; the answer is a standard `Response`.
 *
 * @example
 * http(url, { fetchFn: keepAliveFetch })
 */
export function keepAliveFetch(
  input: string | URL | Request,
  init: RequestInit = {},
): Promise<Response> {
  const url = new URL(input instanceof Request ? input.url : input)
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest
  const agent = url.protocol === 'https:' ? agents['https:'] : agents['http:']
  const body = typeof init.body === 'string' ? init.body : ''
  const headers: Record<string, string> = { 'content-length': String(Buffer.byteLength(body)) }
  new Headers(init.headers).forEach((value, name) => {
    headers[name] = value
  })
  return new Promise((resolve, reject) => {
    const { signal } = init
    if (signal?.aborted) return reject(signal.reason)
    const outgoing = send(url, { method: init.method ?? 'GET', agent, headers }, (response) => {
      readBody(response).then(
        (bytes) =>
          resolve(
            new Response(bytes.length === 0 ? null : new Uint8Array(bytes), {
              status: response.statusCode ?? 502,
              headers: responseHeaders(response),
            }),
          ),
        reject,
      )
    })
    const abort = () => outgoing.destroy(signal?.reason)
    signal?.addEventListener('abort', abort, { once: true })
    outgoing.on('close', () => signal?.removeEventListener('abort', abort))
    outgoing.on('error', reject)
    outgoing.end(body)
  })
}

function readBody(response: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    response.on('data', (chunk: Buffer) => chunks.push(chunk))
    response.on('end', () => resolve(Buffer.concat(chunks)))
    response.on('error', reject)
  })
}

// Retry-After must reach viem (it honours it); repeated headers arrive as arrays.
function responseHeaders(response: IncomingMessage): Headers {
  const headers = new Headers()
  for (const [name, value] of Object.entries(response.headers)) {
    if (value === undefined) continue
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item)
  }
  return headers
}
