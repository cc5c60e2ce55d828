import { PAIRING_EXPIRY_MARGIN_MS, PAIRING_LIFETIME_MS } from '../constants.ts'
import type { PorticoError } from '../errors/base.ts'
import { ConnectionRejectedError, ModalClosedError } from '../errors/connection.ts'
import type { AdapterConnection, AdapterEvent, ChainAdapter } from '../types/adapter.ts'
import type { ChainNamespace } from '../types/chain.ts'
import type { DeepLinkChoice, PairingController, PairingState } from '../types/pairing.ts'

export interface MockPairingAdapter extends ChainAdapter {
  readonly pairing: PairingController
  /** The wallet scans the current URI and approves: every namespace of `sessions`. */
  approve(): void
  /** The wallet declines the proposal. */
  reject(): void
  /** The pairing fails for another reason (a relay that cannot be reached, say). */
  fail(error: PorticoError): void
  readonly calls: { connect: number; retry: number; reconnect: number }
  readonly deepLinkChoices: (DeepLinkChoice | undefined)[]
  /** Session namespaces restored on reconnect (default: none, nothing to restore). */
  restorable: boolean
}

/**
 * An in-memory adapter that pairs like WalletConnect, for tests of core and of UI bindings (the
 * real one needs a relay; it lives in `@portico/walletconnect`, tested there and end to end).
 * Same contract: `connect` waits for the wallet (`approve` / `reject`), URIs expire on the
 * given clock, and one session spans the namespaces of `sessions`.
 *
 * @example
 * const walletConnect = mockPairingAdapter({ sessions: { eip155: { address, chainId: 1 } }, now: Date.now })
 * const pending = connectWalletConnect(config)
 * walletConnect.approve()
 */
export function mockPairingAdapter(parameters: {
  /** The accounts and chain a session grants, per namespace. */
  sessions: Partial<Record<ChainNamespace, { address: string; chainId: number | string }>>
  now: () => number
}): MockPairingAdapter {
  const namespaces = Object.keys(parameters.sessions) as ChainNamespace[]
  let state: PairingState = { status: 'idle' }
  const listeners = new Set<(next: PairingState) => void>()
  let pending:
    | {
        namespace: ChainNamespace
        resolve: (c: AdapterConnection) => void
        reject: (e: PorticoError) => void
      }
    | undefined
  let emit: (event: AdapterEvent) => void = () => {}
  let uriCount = 0

  const set = (next: PairingState) => {
    state = next
    for (const listener of listeners) listener(state)
  }
  const newUri = () =>
    set({
      status: 'ready',
      uri: `wc:test${++uriCount}@2?relay-protocol=irn&symKey=00`,
      expiresAt: parameters.now() + PAIRING_LIFETIME_MS,
    })
  const connection = (namespace: ChainNamespace): AdapterConnection => {
    const session = parameters.sessions[namespace]
    if (!session) throw new Error(`no ${namespace} session`)
    return {
      connectorId: 'walletConnect',
      accounts: [{ address: session.address, namespace }],
      chainId: session.chainId,
    }
  }

  const adapter: MockPairingAdapter = {
    namespace: 'eip155',
    namespaces,
    calls: { connect: 0, retry: 0, reconnect: 0 },
    deepLinkChoices: [],
    restorable: false,
    pairing: {
      getState: () => state,
      subscribe(listener) {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
      isExpired() {
        if (state.expiresAt === undefined) return false
        const expired = state.expiresAt - parameters.now() <= PAIRING_EXPIRY_MARGIN_MS
        if (expired && state.status === 'ready') set({ ...state, status: 'expired' })
        return expired
      },
      retry() {
        if (!pending) return false
        adapter.calls.retry++
        newUri()
        return true
      },
      cancel() {
        const done = pending
        pending = undefined
        set({ status: 'idle' })
        done?.reject(new ModalClosedError())
      },
      setDeepLinkChoice(choice) {
        adapter.deepLinkChoices.push(choice)
      },
    },
    approve() {
      const done = pending
      if (!done) throw new Error('nothing to approve')
      pending = undefined
      set({ status: 'idle' })
      done.resolve(connection(done.namespace))
      for (const namespace of namespaces)
        if (namespace !== done.namespace)
          queueMicrotask(() =>
            emit({ type: 'connected', namespace, connection: connection(namespace) }),
          )
    },
    reject() {
      const done = pending
      pending = undefined
      const error = new ConnectionRejectedError()
      set({ status: 'rejected', error })
      done?.reject(error)
    },
    fail(error) {
      const done = pending
      pending = undefined
      set({ status: 'error', error })
      done?.reject(error)
    },
    setup(setupParameters) {
      emit = setupParameters.emit
      return () => {
        emit = () => {}
      }
    },
    getConnectors: () => [
      { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' },
    ],
    connect({ namespace = 'eip155' }) {
      adapter.calls.connect++
      set({ status: 'loading' })
      return new Promise((resolve, reject) => {
        pending = { namespace, resolve, reject }
        newUri()
      })
    },
    async reconnect({ namespace = 'eip155' }) {
      adapter.calls.reconnect++
      return adapter.restorable && parameters.sessions[namespace]
        ? connection(namespace)
        : undefined
    },
    async disconnect() {},
    async switchNetwork() {},
    async signMessage() {
      return '0x'
    },
  }
  return adapter
}
