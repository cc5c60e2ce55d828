import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { evmAddressChecks, evmSwaps } from '@portico/evm'
import { TEST_ADDRESS } from '@portico/test-utils/accounts'
import {
  type ConvertFixture,
  createConvertFixture,
  FIXTURE_CHAIN,
  FIXTURE_NATIVE,
  FIXTURE_PTK,
  FIXTURE_PUSD,
} from '@portico/test-utils/convertFixture'
import { localNetwork } from '@portico/test-utils/networks'
import { connect } from '../actions/connect.ts'
import { fetchBalance } from '../actions/fetchBalance.ts'
import { onEvent } from '../actions/onEvent.ts'
import { type MockAdapter, mockAdapter } from '../adapters/mock.ts'
import { createConfig } from '../createConfig.ts'
import { memoryStorage } from '../storage/memoryStorage.ts'
import type { TokenBalance } from '../types/api.ts'
import type { Network } from '../types/chain.ts'
import type { PorticoConfig } from '../types/config.ts'
import type { PorticoEvent } from '../types/events.ts'
import type { SwapState } from '../types/swap.ts'

// The Swap tests' kit: a config whose API is the convert fixture (contract-shaped swap routes
// over constant-product pools, real router calldata; tools/test-utils) beside the balance route,
// connected through the mock adapter, whose `request` is the wallet (it records what it was
// asked to send, or refuses), whose `transfers.waitForTransfer` is the network's answer and whose
// `swaps` are the EVM adapter's own checks of the service's transactions.

/** What the balance service lists for the account: 10 ETH, 5 000 PUSD, no PTK. */
export const SWAP_BALANCES: readonly TokenBalance[] = [
  {
    name: 'Ether',
    symbol: 'ETH',
    chainId: FIXTURE_CHAIN,
    value: 20_000,
    price: 2000,
    quantity: { decimals: '18', numeric: '10' },
  },
  {
    name: 'Portico USD',
    symbol: 'PUSD',
    chainId: FIXTURE_CHAIN,
    address: `${FIXTURE_CHAIN}:${FIXTURE_PUSD}`,
    value: 5000,
    price: 1,
    quantity: { decimals: '6', numeric: '5000' },
  },
]

export const SWAP_IDS = {
  eth: `${FIXTURE_CHAIN}:${FIXTURE_NATIVE}`,
  pusd: `${FIXTURE_CHAIN}:${FIXTURE_PUSD}`,
  ptk: `${FIXTURE_CHAIN}:${FIXTURE_PTK}`,
}

/** What the wallet does when asked to send. */
export interface SwapWallet {
  /** Each transaction it was asked to send, in order. */
  sent: Record<string, string>[]
  /** `eth_sendTransaction` is refused (4001) while set. */
  refuse: boolean
  /** The chain `eth_chainId` answers (default 31337). */
  chainId: number
  /** `eth_sendTransaction` waits until this resolves (the wallet's prompt is open). */
  hold: Promise<void> | undefined
}

export interface SwapKit {
  config: PorticoConfig
  adapter: MockAdapter
  convert: ConvertFixture
  wallet: SwapWallet
  url: string
  /** Every SWAP_* event, in order. */
  events: PorticoEvent[]
  /** The account's history the service lists (wire shape, newest first); tests add to it. */
  history: unknown[]
  /** The query of every balance and history read, in order. */
  balanceReads: URLSearchParams[]
  historyReads: URLSearchParams[]
  stop(): Promise<void>
}

/** A connected config on the local network with the convert fixture as its API. */
export async function swapKit(
  parameters: { network?: Network; balances?: readonly TokenBalance[] } = {},
): Promise<SwapKit> {
  const network = parameters.network ?? localNetwork
  const convert = createConvertFixture()
  const history: unknown[] = []
  const balanceReads: URLSearchParams[] = []
  const historyReads: URLSearchParams[] = []
  const server = createServer((request, response) => {
    if (convert.handle(request, response)) return
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    const json = (body: unknown) => {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify(body))
    }
    if (url.pathname === '/v1/supported-chains') return json({ http: [FIXTURE_CHAIN], ws: [] })
    if (/^\/v1\/account\/[^/]+\/balance$/.test(url.pathname)) {
      balanceReads.push(url.searchParams)
      return json({ balances: parameters.balances ?? SWAP_BALANCES })
    }
    if (/^\/v1\/account\/[^/]+\/history$/.test(url.pathname)) {
      historyReads.push(url.searchParams)
      return json({ data: history, next: null })
    }
    if (url.pathname === '/getAnalyticsConfig') return json({ isAnalyticsEnabled: false })
    response.writeHead(404, { 'content-type': 'application/json' })
    response.end('{"message":"Not found"}')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  const wallet: SwapWallet = { sent: [], refuse: false, chainId: 31337, hold: undefined }
  const adapter = mockAdapter({
    accounts: [TEST_ADDRESS],
    chainId: network.id,
    transfers: {},
    addressChecks: evmAddressChecks,
    swaps: evmSwaps(),
    answerRequest: async ({ method, params }) => {
      if (method === 'eth_chainId') return `0x${wallet.chainId.toString(16)}`
      if (method !== 'eth_sendTransaction') throw { code: 4200, message: `No ${method}` }
      if (wallet.hold) await wallet.hold
      if (wallet.refuse) throw { code: 4001, message: 'User rejected the request.' }
      const transaction = (params as Record<string, string>[])[0] ?? {}
      wallet.sent.push(transaction)
      return `0x${wallet.sent.length.toString(16).padStart(64, '0')}`
    },
  })
  const config = createConfig({
    projectId: 'test-project',
    apiUrl: url,
    networks: [network],
    adapters: [adapter],
    storage: memoryStorage(),
    isMobile: () => false,
  })
  config.stores.connectors.setState({ connectors: adapter.getConnectors() })
  await connect(config, { connectorId: 'mock' })
  await fetchBalance(config)
  const events: PorticoEvent[] = []
  onEvent(config, (event) => {
    if (event.name.startsWith('SWAP_')) events.push(event)
  })
  return {
    config,
    adapter,
    convert,
    wallet,
    url,
    events,
    history,
    balanceReads,
    historyReads,
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        server.closeAllConnections()
      }),
  }
}

/**
 * Resolves with the swap state once `matches` holds (an event, not a poll); rejects after
 * `timeoutMs` with what the store shows instead.
 */
export function untilSwap(
  config: PorticoConfig,
  matches: (state: SwapState) => boolean,
  timeoutMs = 10_000,
): Promise<SwapState> {
  const now = config.stores.swap.getState()
  if (matches(now)) return Promise.resolve(now)
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop()
      const { quote, confirmation, validation } = config.stores.swap.getState()
      reject(
        new Error(`Swap state not reached: ${JSON.stringify({ quote, confirmation, validation })}`),
      )
    }, timeoutMs)
    const stop = config.stores.swap.subscribe((state) => {
      if (!matches(state)) return
      clearTimeout(timer)
      stop()
      resolve(state)
    })
  })
}
