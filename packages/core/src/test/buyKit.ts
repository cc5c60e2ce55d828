import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { evmAddressChecks } from '@portico/evm'
import { TEST_ADDRESS } from '@portico/test-utils/accounts'
import { localNetwork } from '@portico/test-utils/networks'
import { connect } from '../actions/connect.ts'
import { fetchBalance } from '../actions/fetchBalance.ts'
import { onEvent } from '../actions/onEvent.ts'
import { type MockAdapter, mockAdapter } from '../adapters/mock.ts'
import { createConfig } from '../createConfig.ts'
import { memoryStorage } from '../storage/memoryStorage.ts'
import type { TokenBalance } from '../types/api.ts'
import type { PorticoConfig } from '../types/config.ts'
import type { PorticoEvent } from '../types/events.ts'
import type { OnrampState } from '../types/onramp.ts'

// The Buy tests' kit: a config whose API is a contract-shaped stand-in of the on-ramp routes
// (docs/onramp-and-pay.md: the sandbox provider's options and fee, 2% of the amount and a 0.50
// network fee) beside the balance and history routes, connected through the mock adapter,
// whose `transfers.waitForTransfer` is the network's answer to the delivery's receipt.

export const BUY_PUSD = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
export const BUY_CHECKOUT_ORIGIN = 'http://127.0.0.1:18792'

/** The options the stand-in answers: PUSD and ETH on the local network, USD card and bank. */
export const BUY_OPTIONS = {
  providers: [{ id: 'sandbox', name: 'Portico Sandbox', feeRange: '1-2%', chains: ['eip155'] }],
  paymentCurrencies: [
    {
      id: 'USD',
      payment_method_limits: [
        { id: 'card', min: '10.00', max: '7500.00' },
        { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
      ],
    },
  ],
  purchaseCurrencies: [
    {
      id: 'PUSD',
      name: 'Portico USD',
      symbol: 'PUSD',
      decimals: 6,
      networks: [
        {
          name: 'portico-local',
          display_name: 'Portico Local',
          chain_id: localNetwork.caipNetworkId,
          contract_address: BUY_PUSD,
        },
      ],
    },
    {
      id: 'ETH',
      name: 'Ether',
      symbol: 'ETH',
      decimals: 18,
      networks: [
        {
          name: 'portico-local',
          display_name: 'Portico Local',
          chain_id: localNetwork.caipNetworkId,
          contract_address: '',
        },
      ],
    },
  ],
}

/** How a route answers: normally, a 503, or a 200 with a malformed body. */
export type RouteMode = 'ok' | 'down' | 'malformed'

export interface BuyKit {
  config: PorticoConfig
  adapter: MockAdapter
  /** Switch a route's answer. */
  modes: { options: RouteMode; quote: RouteMode; url: RouteMode }
  /** The body of every quote and checkout-address request, in order. */
  quoteBodies: Record<string, unknown>[]
  urlBodies: Record<string, unknown>[]
  /** Resolves once `count` quote requests have arrived (an event, not a poll). */
  quoteRequests(count: number): Promise<void>
  /** While set, quote answers wait until it resolves (to answer out of order). */
  holdQuote: Promise<void> | undefined
  /** The PUSD the balance service lists for the account (a delivery raises it). */
  pusd: string
  /** Every BUY_* event, in order. */
  events: PorticoEvent[]
  stop(): Promise<void>
}

async function readBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  let text = ''
  for await (const chunk of request) text += chunk
  return JSON.parse(text || '{}') as Record<string, unknown>
}

/** A connected config on the local network with the on-ramp stand-in as its API. */
export async function buyKit(): Promise<BuyKit> {
  const kit = {
    modes: { options: 'ok', quote: 'ok', url: 'ok' },
    quoteBodies: [],
    urlBodies: [],
    holdQuote: undefined,
    pusd: '100',
    events: [],
  } as Omit<BuyKit, 'config' | 'adapter' | 'stop' | 'quoteRequests'>
  let sessions = 0
  const waiters: { count: number; resolve: () => void }[] = []
  const quoteRequests = (count: number) =>
    kit.quoteBodies.length >= count
      ? Promise.resolve()
      : new Promise<void>((resolve) => waiters.push({ count, resolve }))
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    // The page (happy-dom) is on another origin: CORS as the real server answers it.
    const cors = {
      'access-control-allow-origin': '*',
      'access-control-allow-headers': 'content-type, accept',
      'access-control-allow-methods': 'GET, POST',
    }
    if (request.method === 'OPTIONS') {
      response.writeHead(204, cors)
      response.end()
      return
    }
    const json = (body: unknown, status = 200) => {
      response.writeHead(status, { ...cors, 'content-type': 'application/json' })
      response.end(JSON.stringify(body))
    }
    const answer = (mode: RouteMode, body: () => unknown) =>
      mode === 'down'
        ? json({ message: 'Service unavailable' }, 503)
        : mode === 'malformed'
          ? json({ unexpected: true })
          : json(body())
    if (url.pathname === '/v1/onramp/options') return answer(kit.modes.options, () => BUY_OPTIONS)
    if (url.pathname === '/v1/onramp/quote') {
      const body = await readBody(request)
      kit.quoteBodies.push(body)
      for (const waiter of waiters.filter((entry) => entry.count <= kit.quoteBodies.length))
        waiter.resolve()
      if (kit.holdQuote) await kit.holdQuote
      const amount = Number(body.amount)
      const fee = Math.round(amount * 2) / 100
      const subtotal = amount - fee - 0.5
      return answer(kit.modes.quote, () => ({
        quoteId: `q-${body.amount}`,
        networkFee: { value: '0.50', currency: 'USD' },
        paymentSubtotal: { value: subtotal.toFixed(2), currency: 'USD' },
        paymentTotal: { value: amount.toFixed(2), currency: 'USD' },
        purchaseAmount: { value: subtotal.toFixed(6), currency: String(body.purchaseCurrency) },
      }))
    }
    if (url.pathname === '/v1/generators/onrampurl') {
      kit.urlBodies.push(await readBody(request))
      sessions++
      return answer(kit.modes.url, () => ({
        url: `${BUY_CHECKOUT_ORIGIN}/checkout/s-${sessions}`,
        sessionId: `s-${sessions}`,
      }))
    }
    if (/^\/v1\/account\/[^/]+\/balance$/.test(url.pathname)) {
      const balances: TokenBalance[] = [
        {
          name: 'Ether',
          symbol: 'ETH',
          chainId: localNetwork.caipNetworkId,
          value: 20_000,
          price: 2000,
          quantity: { decimals: '18', numeric: '10' },
        },
        {
          name: 'Portico USD',
          symbol: 'PUSD',
          chainId: localNetwork.caipNetworkId,
          address: `${localNetwork.caipNetworkId}:${BUY_PUSD}`,
          value: Number(kit.pusd),
          price: 1,
          quantity: { decimals: '6', numeric: kit.pusd },
        },
      ]
      return json({ balances })
    }
    if (/^\/v1\/account\/[^/]+\/history$/.test(url.pathname)) return json({ data: [], next: null })
    if (url.pathname === '/v1/supported-chains')
      return json({ http: [localNetwork.caipNetworkId], ws: [] })
    if (url.pathname === '/getAnalyticsConfig') return json({ isAnalyticsEnabled: false })
    json({ message: 'Not found' }, 404)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const adapter = mockAdapter({
    accounts: [TEST_ADDRESS],
    chainId: localNetwork.id,
    transfers: {},
    addressChecks: evmAddressChecks,
  })
  const config = createConfig({
    projectId: 'test-project',
    apiUrl,
    networks: [localNetwork],
    adapters: [adapter],
    storage: memoryStorage(),
    isMobile: () => false,
  })
  config.stores.connectors.setState({ connectors: adapter.getConnectors() })
  await connect(config, { connectorId: 'mock' })
  await fetchBalance(config)
  onEvent(config, (event) => {
    if (event.name.startsWith('BUY_')) kit.events.push(event)
  })
  return Object.assign(kit, {
    quoteRequests,
    config,
    adapter,
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        server.closeAllConnections()
      }),
  }) as BuyKit
}

/**
 * Resolves with the Buy state once `matches` holds (an event, not a poll); rejects after
 * `timeoutMs` with what the store shows instead.
 */
export function untilBuy(
  config: PorticoConfig,
  matches: (state: OnrampState) => boolean,
  timeoutMs = 10_000,
): Promise<OnrampState> {
  const now = config.stores.onramp.getState()
  if (matches(now)) return Promise.resolve(now)
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop()
      const { quote, checkout, validation, options } = config.stores.onramp.getState()
      reject(
        new Error(
          `Buy state not reached: ${JSON.stringify({ options, quote, checkout, validation })}`,
        ),
      )
    }, timeoutMs)
    const stop = config.stores.onramp.subscribe((state) => {
      if (!matches(state)) return
      clearTimeout(timer)
      stop()
      resolve(state)
    })
  })
}

/**
 * A stand-in for the browser's checkout window (happy-dom opens none): what `window.open`
 * hands back, with the `closed` flag and `location` the kit uses. The real window is the e2e's.
 */
export interface FakeWindow {
  closed: boolean
  location: { href: string }
  close(): void
  focus(): void
}

export function fakeWindow(): FakeWindow {
  const popup: FakeWindow = {
    closed: false,
    location: { href: '' },
    close: () => {
      popup.closed = true
    },
    focus: () => undefined,
  }
  return popup
}

/** Posts a message to the page as if from `source` at `origin`. */
export function postFrom(source: unknown, origin: string, data: unknown): void {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }))
}
