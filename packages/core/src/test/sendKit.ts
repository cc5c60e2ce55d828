import { evmAddressChecks } from '@portico/evm'
import { solanaAddressChecks } from '@portico/solana'
import { OTHER_ADDRESS, TEST_ADDRESS } from '@portico/test-utils/accounts'
import { createTestConfig } from '@portico/test-utils/createTestConfig'
import { localNetwork } from '@portico/test-utils/networks'
import { solanaKey } from '@portico/test-utils/testKeys'
import { connect } from '../actions/connect.ts'
import { onEvent } from '../actions/onEvent.ts'
import { type MockAdapter, type MockAdapterFeatures, mockAdapter } from '../adapters/mock.ts'
import { updateNamespaceState } from '../internal/connection/updateNamespaceState.ts'
import type { AddressChecks } from '../types/addressChecks.ts'
import type { TokenBalance } from '../types/api.ts'
import type { ChainNamespace, Network } from '../types/chain.ts'
import type { PorticoConfig } from '../types/config.ts'
import type { PorticoEvent } from '../types/events.ts'
import type { PorticoOptions } from '../types/options.ts'
import type { SendTransferState } from '../types/send.ts'

// The Send tests' kit: a config connected through the mock adapter (its `transfers` are the
// wallet's answers and the RPC's faults under test), with the balances the service would list.

/** The devnet's PUSD (6 decimals, $1) as the balance service lists it: 12.5 held. */
export const PUSD: TokenBalance = {
  name: 'Portico USD',
  symbol: 'PUSD',
  chainId: 'eip155:31337',
  address: 'eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3',
  value: 12.5,
  price: 1,
  quantity: { decimals: '6', numeric: '12.5' },
}

/** The devnet's PTK (18 decimals, $0.5): 100 held. */
export const PTK: TokenBalance = {
  name: 'Portico Token',
  symbol: 'PTK',
  chainId: 'eip155:31337',
  address: 'eip155:31337:0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
  value: 50,
  price: 0.5,
  quantity: { decimals: '18', numeric: '100' },
}

/** The native currency of the local chain ($2000): 1.5 ETH held. */
export const ETH: TokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:31337',
  value: 3000,
  price: 2000,
  quantity: { decimals: '18', numeric: '1.5' },
}

/** A Solana account and receiver (ed25519 keys from fixed seeds). */
export const SOLANA_FROM = solanaKey(1).address
export const SOLANA_TO = solanaKey(2).address

export interface SendKitParameters {
  namespace?: ChainNamespace
  network?: Network
  /** The balance service's list for the account. Default ETH, PUSD, PTK. */
  tokens?: readonly TokenBalance[]
  /** The account state's native balance. Default '1.5'. */
  balance?: string
  /** Default: the mock's transfers with its default fee (21000 gwei). `false`: none. */
  transfers?: { fee?: bigint } | false
  features?: MockAdapterFeatures
  /** The mock's address and hash checks. Default: the family's real ones; `false`: none. */
  addressChecks?: AddressChecks | false
  /** More config options, e.g. a server's `apiUrl` and `fetch` (default: no server). */
  options?: Partial<PorticoOptions>
}

export interface SendKit {
  config: PorticoConfig
  adapter: MockAdapter
  /** Every SEND_* event reported, in order. */
  events: PorticoEvent[]
}

/** A config whose active namespace is connected, on `network`, holding `tokens`. */
export async function sendKit(parameters: SendKitParameters = {}): Promise<SendKit> {
  const namespace = parameters.namespace ?? parameters.network?.chainNamespace ?? 'eip155'
  const network = parameters.network ?? localNetwork
  const adapter = mockAdapter({
    namespace,
    accounts: [namespace === 'solana' ? SOLANA_FROM : TEST_ADDRESS],
    chainId: network.id,
    features: parameters.features,
    // The real checks of each family, as the EVM and Solana adapters offer them.
    ...(parameters.addressChecks === false
      ? {}
      : {
          addressChecks:
            parameters.addressChecks ??
            (namespace === 'solana' ? solanaAddressChecks : evmAddressChecks),
        }),
    ...(parameters.transfers === false ? {} : { transfers: parameters.transfers ?? {} }),
  })
  const config = createTestConfig({
    adapters: [adapter],
    networks: [network],
    ...parameters.options,
  })
  config.stores.connectors.setState({ connectors: adapter.getConnectors() })
  await connect(config, { connectorId: 'mock', namespace })
  updateNamespaceState(config.stores.account, namespace, {
    balance: parameters.balance ?? '1.5',
    balanceSymbol: network.nativeCurrency.symbol,
    tokenBalance: parameters.tokens ?? [ETH, PUSD, PTK],
  })
  const events: PorticoEvent[] = []
  onEvent(config, (event) => {
    if (event.name.startsWith('SEND_')) events.push(event)
  })
  return { config, adapter, events }
}

/** The receiver most tests send to (anvil's second account). */
export const RECEIVER = OTHER_ADDRESS

/**
 * Resolves with the transfer once the send store shows it in one of `statuses` (an event, not
 * a poll); rejects after `timeoutMs` so a broken flow fails with what it showed instead.
 */
export function untilTransfer(
  config: PorticoConfig,
  statuses: readonly SendTransferState['status'][],
  timeoutMs = 10_000,
): Promise<SendTransferState> {
  const matches = () => {
    const { transfer } = config.stores.send.getState()
    return transfer && statuses.includes(transfer.status) ? transfer : undefined
  }
  const now = matches()
  if (now) return Promise.resolve(now)
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop()
      reject(
        new Error(
          `No transfer ${statuses.join('/')} within ${timeoutMs} ms: ${JSON.stringify(config.stores.send.getState().transfer)}`,
        ),
      )
    }, timeoutMs)
    const stop = config.stores.send.subscribe(() => {
      const transfer = matches()
      if (!transfer) return
      clearTimeout(timer)
      stop()
      resolve(transfer)
    })
  })
}

/** Resolves with the next event of this name (listening starts at the call). */
export function untilEvent(
  config: PorticoConfig,
  name: PorticoEvent['name'],
  timeoutMs = 10_000,
): Promise<PorticoEvent> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop()
      reject(new Error(`No ${name} within ${timeoutMs} ms`))
    }, timeoutMs)
    const stop = onEvent(config, (event) => {
      if (event.name !== name) return
      clearTimeout(timer)
      stop()
      resolve(event)
    })
  })
}
