import {
  type Connector,
  type MockAdapter,
  type MockAdapterParameters,
  type MockTransfersParameters,
  mockAdapter,
} from '@portico/core'
import { evmAddressChecks } from '@portico/evm'
import { TEST_ADDRESS } from '@portico/test-utils/accounts'

const ICON =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAxIDEiLz4='

export const TEST_CONNECTOR: Connector = {
  id: 'dev.portico.test',
  name: 'Portico Test Wallet',
  type: 'ANNOUNCED',
  chain: 'eip155',
  info: { rdns: 'dev.portico.test', icon: ICON },
}

export interface TestAdapterOptions {
  connectors?: readonly Connector[]
  /** The chain the wallet is on when it connects (default 31337). */
  chainId?: number
  /** Native balance in wei (default 10 000 ETH). */
  balance?: bigint
  /** The wallet can send transfers (the Send views), with this fee; failures by `setFeatures`. */
  transfers?: MockTransfersParameters
  /** The wallet answers requests (`eth_chainId`, `eth_sendTransaction`, …) with this. */
  answerRequest?: MockAdapterParameters['answerRequest']
  /** The wallet's checks of the swap service's transactions (the Swap views). */
  swaps?: MockAdapterParameters['swaps']
}

export interface TestAdapter extends MockAdapter {
  /** Hold connects (after the wallet was asked) until `release()`, to see the pending state. */
  holdConnects(): { release: () => void }
  /** Hold network switches until `release()`, to see the switching state. */
  holdSwitches(): { release: () => void }
}

/**
 * Core's `mockAdapter` as the views meet it: the installed "Portico Test Wallet" on 31337 with a
 * 10 000 ETH balance, plus gates that hold a connect or switch so a test can see the pending
 * state a real wallet shows while the person decides.
 *
 * @example
 * const adapter = createTestAdapter({ chainId: 1 })
 * adapter.setFeatures({ connectError: true }) // the visitor rejects
 */
export function createTestAdapter(options: TestAdapterOptions = {}): TestAdapter {
  const mock = mockAdapter({
    accounts: [TEST_ADDRESS],
    chainId: options.chainId ?? 31337,
    connectors: options.connectors ?? [TEST_CONNECTOR],
    balance: { value: options.balance ?? 10_000n * 10n ** 18n, decimals: 18, symbol: 'ETH' },
    // The EVM adapter's checks: Send's receiver, Receive's networks and hashes read as they would.
    addressChecks: evmAddressChecks,
    ...(options.transfers ? { transfers: options.transfers } : {}),
    ...(options.answerRequest ? { answerRequest: options.answerRequest } : {}),
    ...(options.swaps ? { swaps: options.swaps } : {}),
  })
  const connect = mock.connect.bind(mock)
  const switchNetwork = mock.switchNetwork.bind(mock)
  let connectGate: Promise<void> | undefined
  let switchGate: Promise<void> | undefined

  return Object.assign(mock, {
    async connect(parameters: Parameters<MockAdapter['connect']>[0]) {
      const answer = connect(parameters)
      // Observed here so a rejection that waits behind the gate is not reported as unhandled.
      answer.catch(() => undefined)
      if (connectGate) await connectGate
      return answer
    },
    async switchNetwork(parameters: Parameters<MockAdapter['switchNetwork']>[0]) {
      if (switchGate) await switchGate
      return switchNetwork(parameters)
    },
    holdConnects() {
      const held = hold(() => {
        connectGate = undefined
      })
      connectGate = held.promise
      return { release: held.release }
    },
    holdSwitches() {
      const held = hold(() => {
        switchGate = undefined
      })
      switchGate = held.promise
      return { release: held.release }
    },
  })
}

function hold(onRelease: () => void): { promise: Promise<void>; release: () => void } {
  let resolve: () => void = () => undefined
  const promise = new Promise<void>((done) => {
    resolve = done
  })
  return {
    promise,
    release: () => {
      onRelease()
      resolve()
    },
  }
}
