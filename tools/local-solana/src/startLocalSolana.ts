import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { address } from '@solana/kit'
import { handleJsonRpc } from './handleJsonRpc.ts'
import { createLocalChain } from './localChain.ts'
import { seedLocalChain } from './seedLocalChain.ts'
import { createSubscriptionServer } from './subscriptions.ts'

/** Where and how to start the local network. */
export type StartLocalSolanaOptions = {
  /** The port to listen on; 0 (the default) lets the OS pick a free one. */
  port?: number
  /** The interface to listen on; '127.0.0.1' by default. */
  host?: string
  /** Fund the dev accounts with SOL and PUSD at start; true by default. */
  fundDevAccounts?: boolean
}

/** A running local Solana network. */
export type LocalSolana = {
  /** The JSON-RPC URL, e.g. 'http://127.0.0.1:8899'. */
  url: string
  /** The PubSub (subscriptions) URL on the same port, e.g. 'ws://127.0.0.1:8899'. */
  websocketUrl: string
  port: number
  /** Gives lamports to an address; resolves to the airdrop's signature. */
  airdrop(address: string, lamports: bigint): Promise<string>
  /** Stops the server; idempotent. */
  stop(): Promise<void>
}

// A JSON-RPC body is small; refuse anything that is not, rather than buffer it.
const MAX_BODY_BYTES = 1_000_000

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, GET, OPTIONS',
  'access-control-max-age': '86400',
}

function readBody(request: IncomingMessage): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > MAX_BODY_BYTES) {
        resolve(undefined)
        request.destroy()
        return
      }
      chunks.push(chunk)
    })
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    request.on('error', reject)
  })
}

/**
 * Starts a local Solana network: litesvm behind a JSON-RPC 2.0 HTTP server that
 * `createSolanaRpc(url)` from @solana/kit can use, with CORS open for browsers, and its
 * subscriptions on the same port (`createSolanaRpcSubscriptions(websocketUrl)`).
 *
 * @example
 * const solana = await startLocalSolana({ port: 0 })
 * const rpc = createSolanaRpc(solana.url)
 * await rpc.getBalance(address(SOLANA_DEV_ACCOUNTS[0].address)).send() // { value: 1000000000000n }
 * await solana.stop()
 */
export async function startLocalSolana(
  options: StartLocalSolanaOptions = {},
): Promise<LocalSolana> {
  const chain = createLocalChain()
  if (options.fundDevAccounts !== false) await seedLocalChain(chain)

  async function respond(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const headers = {
      ...CORS_HEADERS,
      'access-control-allow-headers': request.headers['access-control-request-headers'] ?? '*',
    }
    if (request.method === 'OPTIONS') {
      response.writeHead(204, headers).end()
      return
    }
    if (request.method === 'GET' && request.url === '/health') {
      response.writeHead(200, { ...headers, 'content-type': 'text/plain' }).end('ok')
      return
    }
    if (request.method !== 'POST') {
      response.writeHead(405, { ...headers, allow: 'POST, OPTIONS' }).end()
      return
    }
    const body = await readBody(request)
    if (body === undefined) {
      response.writeHead(413, headers).end()
      return
    }
    response
      .writeHead(200, { ...headers, 'content-type': 'application/json' })
      .end(handleJsonRpc(chain, body))
  }

  const server = createServer((request, response) => {
    respond(request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500)
      response.end()
    })
  })
  const pubSub = createSubscriptionServer(chain)
  server.on('upgrade', pubSub.handleUpgrade)
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
      server.off('error', reject)
      resolve()
    })
  })
  const { port } = server.address() as AddressInfo
  const host = options.host === undefined || options.host === '0.0.0.0' ? '127.0.0.1' : options.host
  let stopped: Promise<void> | undefined

  return {
    url: `http://${host}:${port}`,
    websocketUrl: `ws://${host}:${port}`,
    port,
    airdrop: async (to, lamports) => chain.airdrop(address(to), lamports),
    stop() {
      stopped ??= pubSub.close().then(
        () =>
          new Promise<void>((resolve) => {
            server.close(() => resolve())
            server.closeAllConnections()
          }),
      )
      return stopped
    },
  }
}
