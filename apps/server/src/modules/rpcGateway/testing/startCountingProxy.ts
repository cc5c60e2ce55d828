import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface CountingProxy {
  /** `http://127.0.0.1:<port>`; any path is accepted (give it one that looks like an API key). */
  url: string
  /** The JSON-RPC methods forwarded so far, in order (a batch counts each request). */
  readonly forwarded: string[]
  /** How many times `method` was forwarded. */
  count(method: string): number
  close(): Promise<void>
}

/**
 * A real HTTP proxy in front of a real chain (anvil) that forwards every JSON-RPC POST as is and
 * records the methods, so a test sees which calls reached the chain (cache hits must not).
 *
 * @example
 * const proxy = await startCountingProxy(anvil.rpcUrl)
 * proxy.count('eth_chainId') // 0
 */
export async function startCountingProxy(target: string): Promise<CountingProxy> {
  const forwarded: string[] = []
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks).toString('utf8')
    try {
      const parsed = JSON.parse(body) as { method?: unknown } | { method?: unknown }[]
      for (const call of Array.isArray(parsed) ? parsed : [parsed])
        forwarded.push(String(call.method))
    } catch {
      forwarded.push('(not JSON)')
    }
    try {
      const answer = await fetch(target, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      })
      response
        .writeHead(answer.status, { 'content-type': 'application/json' })
        .end(await answer.text())
    } catch {
      response.writeHead(502).end('Bad Gateway')
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    forwarded,
    count: (method) => forwarded.filter((name) => name === method).length,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
