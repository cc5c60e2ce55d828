import {
  type ChainAdapter,
  createConfig,
  memoryStorage,
  type PorticoConfig,
  type PorticoOptions,
  parseUnits,
  type Wallet,
} from '@portico/core'
import { localNetwork, localNetwork2 } from '@portico/test-utils/networks'
import { cleanup, render, waitFor, within } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { ConnectButton } from '../button/ConnectButton.tsx'
import { PorticoProvider } from '../provider/PorticoProvider.tsx'
import {
  createTestAdapter,
  type TestAdapter,
  type TestAdapterOptions,
} from './createTestAdapter.ts'
import {
  type ChainDataFixture,
  type DirectoryServer,
  type IdentityFixture,
  startDirectoryServer,
} from './startDirectoryServer.ts'

export interface RenderKitParameters {
  options?: Partial<PorticoOptions>
  adapter?: TestAdapterOptions
  /** What goes inside the provider; a `<ConnectButton />` by default. */
  children?: ReactNode
  /** The directory the local server serves (95 fixture wallets by default). */
  wallets?: readonly Wallet[]
  /** Names (and avatars) the service gives addresses, by lower-cased address. */
  identities?: Readonly<Record<string, IdentityFixture>>
  /** Balances, history and served chains of the chain data service (none served by default). */
  chainData?: ChainDataFixture
  /** Adapters configured after the test adapter (e.g. `mockPairingAdapter`). */
  extraAdapters?: readonly ChainAdapter[]
  /** Options for user-event, e.g. `advanceTimers` under fake timers. */
  user?: Parameters<typeof userEvent.setup>[0]
}

export interface Kit {
  config: PorticoConfig
  adapter: TestAdapter
  directory: DirectoryServer
  user: UserEvent
  /** The one `<portico-modal>` element the kit appended to the page, if any. */
  host: () => HTMLElement | null
  /**
   * The open modal's dialog, or null when it is closed (or not yet mounted, or rendered ahead of
   * the first open, hidden: useConnectPrerender).
   */
  dialog: () => HTMLElement | null
  /** Testing Library queries inside the modal's shadow root. */
  modal: () => ReturnType<typeof within>
}

const running: DirectoryServer[] = []

/**
 * The native balance the service lists for the adapter's chain, in wei: the wallet's chain says
 * the same, or the kit's balance watch (a read every 4 s) replaces the service's figure with the
 * chain's in a test that runs long on a busy machine.
 */
function nativeBalance(chainData: ChainDataFixture | undefined, chainId: number) {
  const native = chainData?.balances?.find(
    (token) => token.chainId === `eip155:${chainId}` && token.address === undefined,
  )
  return native && parseUnits(native.quantity.numeric, Number(native.quantity.decimals))
}

/**
 * The kit as a page uses it: a config over a test adapter and a real local directory server,
 * a `<PorticoProvider>` and a `<ConnectButton />`. Call `cleanupKits()` after each test.
 *
 * @example
 * const kit = await renderKit()
 * await kit.user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
 */
export async function renderKit(parameters: RenderKitParameters = {}): Promise<Kit> {
  const directory = await startTrackedDirectory(
    parameters.wallets,
    parameters.identities,
    parameters.chainData,
  )
  const adapter = createTestAdapter({
    balance: nativeBalance(parameters.chainData, parameters.adapter?.chainId ?? 31337),
    ...parameters.adapter,
  })
  const config = createConfig({
    projectId: 'portico-test',
    apiUrl: directory.url,
    networks: [localNetwork, localNetwork2],
    adapters: [adapter, ...(parameters.extraAdapters ?? [])],
    storage: memoryStorage(),
    ...parameters.options,
  })
  const user = userEvent.setup(parameters.user)
  render(
    <PorticoProvider config={config}>{parameters.children ?? <ConnectButton />}</PorticoProvider>,
  )

  const host = () => document.querySelector<HTMLElement>('portico-modal')
  const modal = () => {
    const root = host()?.shadowRoot
    // Testing Library queries only need querySelectorAll, which a shadow root has.
    if (root) return within(root as unknown as HTMLElement)
    // The modal loads lazily: until it is there, find* queries wait for it; others fail.
    return new Proxy({} as ReturnType<typeof within>, {
      get: (_, name: string) => {
        if (!name.startsWith('find')) throw new Error('The modal has not been rendered')
        return async (...args: unknown[]) => {
          // The modal's chunk loads on first open: on a busy machine that alone can pass the
          // default 1 s.
          const ready = await waitFor(
            () => {
              const shadow = host()?.shadowRoot
              if (!shadow) throw new Error('The modal has not been rendered')
              return shadow
            },
            { timeout: 10_000 },
          )
          const queries = within(ready as unknown as HTMLElement) as unknown as Record<
            string,
            (...query: unknown[]) => Promise<unknown>
          >
          return queries[name]?.(...args)
        }
      },
    })
  }
  // The closed modal mounts its host once the page is idle: an open modal is its dialog.
  const dialog = () =>
    host()?.shadowRoot?.querySelector<HTMLElement>('.portico:not([hidden]) [role="dialog"]') ?? null
  return { config, adapter, directory, user, host, dialog, modal }
}

/** A directory server that `cleanupKits()` stops. */
export async function startTrackedDirectory(
  wallets?: readonly Wallet[],
  identities?: Readonly<Record<string, IdentityFixture>>,
  chainData?: ChainDataFixture,
): Promise<DirectoryServer> {
  const directory = await startDirectoryServer(wallets, identities, chainData)
  running.push(directory)
  return directory
}

/** Unmounts what `renderKit` or `renderHookWithKit` rendered and stops their servers. */
export async function cleanupKits(): Promise<void> {
  cleanup()
  // Let requests the page already made (wallet icons, balance reads) finish before the
  // servers go away, so none of them fails noisily after the test.
  await (
    globalThis as { happyDOM?: { waitUntilComplete(): Promise<void> } }
  ).happyDOM?.waitUntilComplete()
  await Promise.all(running.splice(0).map((server) => server.stop()))
}
