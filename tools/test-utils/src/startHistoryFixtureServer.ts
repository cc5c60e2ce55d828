import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Transaction } from '@portico/core'

/**
 * How the fixture answers the history: normally, with a 503, with a malformed body, or never
 * for an older page ('holdOlder': a "load more" that hangs until its caller gives up).
 */
export type HistoryFixtureMode = 'ok' | 'error' | 'malformed' | 'holdOlder'

export interface HistoryFixtureServer {
  /** e.g. 'http://127.0.0.1:41234' */
  url: string
  /** The query of every history call, in order. */
  historyRequests: URLSearchParams[]
  setMode(mode: HistoryFixtureMode): void
  /** Resolves when a request held by 'holdOlder' is closed by its client (an abort). */
  whenHeldRequestCloses(): Promise<void>
  /** Replaces the history served from now on (wire shape, so it may be deliberately wrong). */
  setHistory(history: readonly unknown[]): void
  stop(): Promise<void>
}

export interface HistoryFixtureParameters {
  /** Newest first, wire shape (unknown so a test can serve what a real service must not). */
  history?: readonly unknown[]
  pageSize?: number
  /** CAIP-2 ids answered by `GET /v1/supported-chains`. Default: ['eip155:31337']. */
  supportedChains?: readonly string[]
}

/**
 * A contract-shaped stand-in for the chain data service's history (`GET /v1/supported-chains`,
 * `GET /v1/account/{account}/history`, and empty answers to the balance and identity calls) on a free loopback port.
 * The real history route is built and tested in apps/server; this fixture serves JSON in the
 * `TransactionPage` shape so that core's and the views' rules (paging, filters, faults) can be
 * tested on their own. Cursors are offsets into `history`.
 *
 * @example
 * const service = await startHistoryFixtureServer({ history: [receiveTx, sendTx] })
 * const config = createTestConfig({ apiUrl: service.url, fetch })
 * await service.stop()
 */
export async function startHistoryFixtureServer(
  parameters: HistoryFixtureParameters = {},
): Promise<HistoryFixtureServer> {
  let mode: HistoryFixtureMode = 'ok'
  let history = parameters.history ?? []
  const pageSize = parameters.pageSize ?? 50
  const historyRequests: URLSearchParams[] = []
  const heldClosed = new EventTarget()

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    response.setHeader('access-control-allow-origin', '*')
    response.setHeader('access-control-allow-headers', '*')
    if (request.method === 'OPTIONS') return send(response, 204, '')
    if (url.pathname === '/v1/supported-chains')
      return json(response, 200, {
        http: parameters.supportedChains ?? ['eip155:31337'],
        ws: [],
      })
    // Connecting also reads the balance: an empty answer keeps its snackbar out of the way.
    if (/^\/v1\/account\/[^/]+\/balance$/.test(url.pathname))
      return json(response, 200, { balances: [] })
    if (url.pathname.startsWith('/v1/identity/'))
      return json(response, 200, { name: null, avatar: null })
    if (/^\/v1\/account\/[^/]+\/history$/.test(url.pathname)) {
      historyRequests.push(url.searchParams)
      if (mode === 'error') return json(response, 503, { message: 'History unavailable' })
      if (mode === 'malformed') return json(response, 200, { data: 'not a list' })
      if (mode === 'holdOlder' && url.searchParams.has('cursor')) {
        response.on('close', () => heldClosed.dispatchEvent(new Event('close')))
        return
      }
      const offset = Number(url.searchParams.get('cursor') ?? 0)
      const end = offset + pageSize
      return json(response, 200, {
        data: history.slice(offset, end),
        next: end < history.length ? String(end) : null,
      })
    }
    return json(response, 404, { message: 'Not found' })
  })

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    historyRequests,
    setMode(next) {
      mode = next
    },
    whenHeldRequestCloses: () =>
      new Promise((resolve) =>
        heldClosed.addEventListener('close', () => resolve(), { once: true }),
      ),
    setHistory(next) {
      history = next
    },
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        server.closeIdleConnections()
        setTimeout(() => server.closeAllConnections(), 500).unref()
      }),
  }
}

export interface TransactionFixtureParameters {
  id: string
  minedAt: string
  operationType?: string
  chain?: string
  direction?: 'in' | 'out' | 'self'
  symbol?: string
  quantity?: string
  /** An ERC-721 transfer instead of a fungible one. */
  nft?: { name: string; contract: string; tokenId: string; spam?: boolean }
  spam?: boolean
  counterparty?: string
}

/**
 * One history entry in the wire shape, with one transfer.
 *
 * @example
 * transactionFixture({ id: 'a', minedAt: '2026-01-02T00:00:00.000Z', operationType: 'receive' })
 */
export function transactionFixture(parameters: TransactionFixtureParameters): Transaction {
  const direction = parameters.direction ?? (parameters.operationType === 'send' ? 'out' : 'in')
  const self = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
  const other = parameters.counterparty ?? '0x70997970c51812dc3a63c0aa6a6b52f5cb1ec3d0'
  return {
    id: parameters.id,
    metadata: {
      minedAt: parameters.minedAt,
      chain: parameters.chain ?? 'eip155:31337',
      operationType: (parameters.operationType ??
        'receive') as Transaction['metadata']['operationType'],
      hash: `0x${parameters.id.padStart(64, '0')}`,
      status: 'confirmed',
      sentFrom: direction === 'out' ? self : other,
      sentTo: direction === 'out' ? other : self,
    },
    transfers: [
      parameters.nft
        ? {
            direction,
            quantity: { numeric: '1' },
            nft_info: {
              name: parameters.nft.name,
              contract_address: parameters.nft.contract,
              token_id: parameters.nft.tokenId,
              content: null,
              flags: { is_spam: parameters.nft.spam ?? false },
            },
          }
        : {
            direction,
            quantity: { numeric: parameters.quantity ?? '1.5' },
            fungible_info: {
              name: parameters.symbol ?? 'Ether',
              symbol: parameters.symbol ?? 'ETH',
              icon: null,
              flags: { is_spam: parameters.spam ?? false },
            },
          },
    ],
  }
}

function json(response: ServerResponse, status: number, body: unknown) {
  send(response, status, JSON.stringify(body), 'application/json')
}

function send(response: ServerResponse, status: number, body: string, type = 'text/plain') {
  response.writeHead(status, { 'content-type': type })
  response.end(body)
}
