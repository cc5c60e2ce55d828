import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { TokenBalance, Wallet } from '@portico/core'
import { type ConvertFixture, createConvertFixture } from '@portico/test-utils/convertFixture'
import { directoryFixture } from './directoryFixture.ts'

/** How the server answers `/getWallets`: normally, with a 500, or with a body of the wrong shape. */
export type DirectoryMode = 'ok' | 'error' | 'malformed'

/**
 * The chain data service's answers for the Account tabs, contract-shaped JSON (the real routes
 * are built and tested in apps/server). Without it the service serves no chain and balances
 * come from the wallet.
 */
export interface ChainDataFixture {
  /** Default: ['eip155:31337']. */
  supportedChains?: readonly string[]
  /** `GET /v1/account/:address/balance` for every address. */
  balances?: readonly TokenBalance[]
  /** Newest first, wire shape, paged by `pageSize` with offset cursors. */
  history?: readonly unknown[]
  pageSize?: number
  /** The project's remote features (`/appkit/v1/config`); without them it answers 404. */
  remoteFeatures?: readonly { id: string; isEnabled: boolean; config?: unknown }[]
  /**
   * The swap routes (docs/convert-api.md): `@portico/test-utils/convertFixture`'s pools and
   * real router calldata, its faults switched through `directory.convert`.
   */
  convert?: boolean
}

/** A name, or a name and an avatar URL (or a path of the fixture server), as the service knows. */
export type IdentityFixture = string | { name?: string; avatar?: string }

export interface DirectoryServer {
  /** e.g. 'http://127.0.0.1:41234' */
  url: string
  /** The query of every `/getWallets` call, in order. */
  requests: URLSearchParams[]
  setMode(mode: DirectoryMode): void
  /** The query of every history call, in order. */
  historyRequests: URLSearchParams[]
  /** 'error' answers the history with a 503, the fault of spec §8. */
  setHistoryMode(mode: 'ok' | 'error'): void
  /** The swap routes, when `chainData.convert` is set. */
  convert: ConvertFixture | undefined
  stop(): Promise<void>
}

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>'

/**
 * A real HTTP wallet directory on a free loopback port, serving the paths the kit calls
 * (spec §7) from a fixture: paging, search, and CORS as a browser needs it. Faults are real
 * answers too (a 500, a malformed body), not stubs.
 *
 * @example
 * const directory = await startDirectoryServer()
 * const config = createConfig({ ..., apiUrl: directory.url })
 * await directory.stop()
 */
export async function startDirectoryServer(
  wallets: readonly Wallet[] = directoryFixture(),
  /**
   * What `GET /v1/identity/:address` answers, by lower-cased address: a name, or a name and an
   * avatar (a path is this server's: '/getWalletImage/avatar').
   */
  identities: Readonly<Record<string, IdentityFixture>> = {},
  chainData?: ChainDataFixture,
): Promise<DirectoryServer> {
  let mode: DirectoryMode = 'ok'
  let historyMode: 'ok' | 'error' = 'ok'
  const requests: URLSearchParams[] = []
  const historyRequests: URLSearchParams[] = []
  const convert = chainData?.convert ? createConvertFixture() : undefined

  // Read once it listens: the port is the system's choice.
  const ownUrl = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    response.setHeader('access-control-allow-origin', '*')
    response.setHeader('access-control-allow-headers', '*')
    if (request.method === 'OPTIONS') return send(response, 204, '')
    if (convert?.handle(request, response)) return

    if (url.pathname === '/getWallets') {
      requests.push(url.searchParams)
      if (mode === 'error') return json(response, 500, { message: 'Directory unavailable' })
      if (mode === 'malformed') return json(response, 200, { data: 'not a list', count: -1 })
      return json(response, 200, page(wallets, url.searchParams))
    }
    if (url.pathname.startsWith('/getWalletImage/'))
      return send(response, 200, SVG, 'image/svg+xml')
    // Without `chainData` no chain is served: balances come from the wallet (the adapter's RPC).
    if (url.pathname.startsWith('/v1/identity/')) {
      const address = decodeURIComponent(url.pathname.slice('/v1/identity/'.length)).toLowerCase()
      const identity = identities[address]
      const { name = null, avatar = null } =
        typeof identity === 'string' ? { name: identity } : (identity ?? {})
      return json(response, 200, {
        name,
        avatar: avatar?.startsWith('/') ? `${ownUrl()}${avatar}` : avatar,
      })
    }
    if (url.pathname === '/v1/supported-chains')
      return json(response, 200, {
        http: chainData ? (chainData.supportedChains ?? ['eip155:31337']) : [],
        ws: [],
      })
    if (chainData && /^\/v1\/account\/[^/]+\/balance$/.test(url.pathname))
      return json(response, 200, { balances: chainData.balances ?? [] })
    if (chainData && /^\/v1\/account\/[^/]+\/history$/.test(url.pathname)) {
      historyRequests.push(url.searchParams)
      if (historyMode === 'error') return json(response, 503, { message: 'History unavailable' })
      const history = chainData.history ?? []
      const offset = Number(url.searchParams.get('cursor') ?? 0)
      const end = offset + (chainData.pageSize ?? 50)
      return json(response, 200, {
        data: history.slice(offset, end),
        next: end < history.length ? String(end) : null,
      })
    }
    // No remote config unless a test gives one: the project then keeps its local features.
    if (url.pathname === '/appkit/v1/config')
      return chainData?.remoteFeatures
        ? json(response, 200, { features: chainData.remoteFeatures })
        : json(response, 404, { message: 'Not found' })
    if (url.pathname === '/getAnalyticsConfig')
      return json(response, 200, { isAnalyticsEnabled: false })
    if (url.pathname === '/projects/v1/origins') return json(response, 200, { allowedOrigins: [] })
    return json(response, 404, { message: 'Not found' })
  })

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: ownUrl(),
    requests,
    setMode(next) {
      mode = next
    },
    historyRequests,
    setHistoryMode(next) {
      historyMode = next
    },
    convert,
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        // Idle keep-alive sockets go now; a request still in flight gets a moment to finish.
        server.closeIdleConnections()
        setTimeout(() => server.closeAllConnections(), 500).unref()
      }),
  }
}

function page(wallets: readonly Wallet[], query: URLSearchParams) {
  const number = Math.max(1, Number(query.get('page') ?? 1))
  const entries = Math.max(1, Number(query.get('entries') ?? 40))
  const search = query.get('search')?.toLowerCase()
  const include = query.get('include')?.split(',')
  const exclude = query.get('exclude')?.split(',')
  const matching = wallets.filter(
    (wallet) =>
      (!search || wallet.name.toLowerCase().includes(search)) &&
      (!include || include.includes(wallet.id)) &&
      !exclude?.includes(wallet.id),
  )
  return {
    data: matching.slice((number - 1) * entries, number * entries),
    count: matching.length,
  }
}

function json(response: ServerResponse, status: number, body: unknown) {
  send(response, status, JSON.stringify(body), 'application/json')
}

function send(response: ServerResponse, status: number, body: string, type = 'text/plain') {
  response.writeHead(status, { 'content-type': type })
  response.end(body)
}
