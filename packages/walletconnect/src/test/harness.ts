// Test helper: a fresh local relay per test, adapters and WalletKit wallets on it, and everything
// they start stopped after the test. Not part of the package's API.
import type { AdapterEvent, ChainNamespace, Network } from '@portico/core'
import { type Relay, startRelay } from '@portico/relay'
import {
  type CreateTestWalletParameters,
  createTestWallet,
  type TestWallet,
} from '@portico/test-utils/createTestWallet'
import { memoryKeyValueStorage } from '@portico/test-utils/memoryKeyValueStorage'
import { afterEach, beforeEach } from 'vitest'
import {
  type WalletConnectAdapter,
  type WalletConnectAdapterParameters,
  walletConnectAdapter,
} from '../walletConnectAdapter.ts'

export const connectorId = 'walletConnect'

export interface Harness {
  /** The relay of the running test. */
  readonly relay: Relay
  /** Every line the relay logged in the running test. */
  readonly relayLog: string[]
  /** An adapter set up with `networks` (default: the harness's), destroyed after the test. */
  createAdapter(
    overrides?: Partial<WalletConnectAdapterParameters>,
    networks?: readonly Network[],
  ): { adapter: WalletConnectAdapter; events: AdapterEvent[] }
  /** An adapter not set up (core sets it up), destroyed after the test. */
  createBareAdapter(overrides?: Partial<WalletConnectAdapterParameters>): WalletConnectAdapter
  /** A WalletKit wallet on the relay, closed after the test. */
  createWallet(parameters: Omit<CreateTestWalletParameters, 'relayUrl'>): Promise<TestWallet>
}

let adapterCount = 0

/**
 * Registers the per-test relay and cleanup hooks; `networks` gives the default adapter networks.
 *
 * @example
 * const harness = useHarness(() => networks)
 * const { adapter } = harness.createAdapter()
 */
export function useHarness(networks: () => readonly Network[]): Harness {
  let relay: Relay | undefined
  const relayLog: string[] = []
  const cleanups: (() => Promise<void>)[] = []

  beforeEach(async () => {
    relayLog.length = 0
    relay = await startRelay({ port: 0, log: (line) => relayLog.push(line) })
  })

  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
    await relay?.close()
  })

  const running = (): Relay => {
    if (!relay) throw new Error('No relay: call the harness inside a test')
    return relay
  }

  const createBareAdapter = (overrides: Partial<WalletConnectAdapterParameters> = {}) => {
    const adapter = walletConnectAdapter({
      projectId: 'portico-local',
      relayUrl: running().url,
      metadata: {
        name: 'Portico test',
        description: 'tests',
        url: 'http://localhost',
        icons: [],
      },
      storagePrefix: `portico-wc-test-dapp-${++adapterCount}`,
      storage: memoryKeyValueStorage(),
      logLevel: 'silent',
      ...overrides,
    })
    cleanups.push(() => adapter.destroy())
    return adapter
  }

  return {
    get relay() {
      return running()
    },
    relayLog,
    createBareAdapter,
    createAdapter(overrides = {}, adapterNetworks = networks()) {
      const adapter = createBareAdapter(overrides)
      const events: AdapterEvent[] = []
      const stop = adapter.setup({ networks: adapterNetworks, emit: (event) => events.push(event) })
      cleanups.push(async () => stop())
      return { adapter, events }
    },
    async createWallet(parameters) {
      const wallet = await createTestWallet({ relayUrl: running().url, ...parameters })
      cleanups.push(wallet.close)
      return wallet
    },
  }
}

/** A fresh storage prefix, for adapters that share storage across a simulated reload. */
export function nextStoragePrefix(): string {
  return `portico-wc-test-reload-${++adapterCount}`
}

/**
 * Resolves with the pairing URI once the adapter shows one (other than `previous`).
 *
 * @example
 * await wallet.pair(await nextUri(adapter))
 */
export function nextUri(adapter: WalletConnectAdapter, previous?: string): Promise<string> {
  return new Promise((resolve) => {
    const check = () => {
      const { status, uri } = adapter.pairing.getState()
      if (status === 'ready' && uri && uri !== previous) {
        unsubscribe()
        resolve(uri)
      }
    }
    const unsubscribe = adapter.pairing.subscribe(check)
    check()
  })
}

/**
 * Polls `condition` every 25 ms until it holds, or throws after `timeoutMs`.
 *
 * @example
 * await waitFor(() => events.length > 0)
 */
export async function waitFor(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('waitFor: timed out')
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

/**
 * Connects through the pairing URI: the wallet pairs it and approves (or not).
 *
 * @example
 * const connection = await connectPair(adapter, wallet, { namespace: 'solana' })
 */
export async function connectPair(
  adapter: WalletConnectAdapter,
  wallet: TestWallet,
  options: { network?: Network; namespace?: ChainNamespace } = {},
) {
  const connecting = adapter.connect({ connectorId, ...options })
  await wallet.pair(await nextUri(adapter))
  return await connecting
}
