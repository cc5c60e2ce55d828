import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type Address, encodeAbiParameters } from 'viem'

/** ERC-20 `decimals()`. */
const DECIMALS_SELECTOR = '0x313ce567'

export interface HostileRpc {
  /** The RPC URL the hostile page hands the frame. */
  url: string
  /** How many requests reached it (the frame must send none for a chain the server knows). */
  readonly requests: number
  close(): Promise<void>
}

interface JsonRpcRequest {
  id?: unknown
  method?: string
  params?: unknown[]
}

/**
 * The attacker's RPC, on a loopback port of its own: it passes every request on to the real
 * chain, except that it says `token` has 18 decimals (PUSD has 6), so an amount of 10¹² would
 * read as 0.000001 instead of 1,000,000.
 */
export async function startHostileRpc(upstream: string, token: Address): Promise<HostileRpc> {
  let requests = 0
  const lie = (request: JsonRpcRequest): unknown => {
    const call = request.params?.[0] as { to?: string; data?: string; input?: string } | undefined
    const data = call?.data ?? call?.input
    if (
      request.method === 'eth_call' &&
      call?.to?.toLowerCase() === token.toLowerCase() &&
      data?.startsWith(DECIMALS_SELECTOR)
    )
      return {
        jsonrpc: '2.0',
        id: request.id,
        result: encodeAbiParameters([{ type: 'uint8' }], [18]),
      }
    return undefined
  }
  const server: Server = createServer((incoming, response) => {
    const chunks: Buffer[] = []
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
    incoming.on('end', async () => {
      const cors = {
        'access-control-allow-origin': '*',
        'access-control-allow-headers': 'content-type',
      }
      if (incoming.method === 'OPTIONS') {
        response.writeHead(204, cors).end()
        return
      }
      requests += 1
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as
        | JsonRpcRequest
        | JsonRpcRequest[]
      const answer = async (request: JsonRpcRequest) =>
        lie(request) ??
        (await (
          await fetch(upstream, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(request),
          })
        ).json())
      const result = Array.isArray(body) ? await Promise.all(body.map(answer)) : await answer(body)
      response.writeHead(200, { ...cors, 'content-type': 'application/json' })
      response.end(JSON.stringify(result))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    get requests() {
      return requests
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
