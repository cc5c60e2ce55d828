import { createConfig, memoryStorage, WALLET_SEARCH_DEBOUNCE_MS, type Wallet } from '@portico/core'
import { localNetwork, localNetwork2 } from '@portico/test-utils/networks'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PorticoProvider } from '../provider/PorticoProvider.tsx'
import { createTestAdapter } from '../test/createTestAdapter.ts'
import { directoryFixture } from '../test/directoryFixture.ts'
import { cleanupKits, startTrackedDirectory } from '../test/renderKit.tsx'
import { useWalletList } from './useWalletList.ts'

afterEach(async () => {
  vi.useRealTimers()
  await cleanupKits()
})

/** The hook in a started provider over the test wallet and a local directory of `wallets`. */
async function renderWalletList(wallets?: readonly Wallet[]) {
  const directory = await startTrackedDirectory(wallets)
  const adapter = createTestAdapter()
  const config = createConfig({
    projectId: 'portico-test',
    apiUrl: directory.url,
    networks: [localNetwork, localNetwork2],
    adapters: [adapter],
    storage: memoryStorage(),
  })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PorticoProvider config={config}>{children}</PorticoProvider>
  )
  const hook = renderHook(() => useWalletList(), { wrapper })
  const pagesAsked = () =>
    directory.requests
      .filter((query) => !query.has('search') && !query.has('include'))
      .map((query) => query.get('page'))
  const searches = () =>
    directory.requests.filter((query) => query.has('search')).map((query) => query.get('search'))
  return { ...hook, config, adapter, directory, pagesAsked, searches }
}

const names = (items: readonly { name: string }[]) => items.map((item) => item.name)

// Each test starts a directory server and the kit: generous on a busy two-core machine.
describe('useWalletList', { timeout: 60_000 }, () => {
  it('default: installed first, then the recommended, then the directory 40 a page, each once', async () => {
    const { result, pagesAsked } = await renderWalletList()
    await waitFor(() => expect(result.current.wallets.length).toBeGreaterThan(1))

    const first = result.current.wallets[0]
    expect(first).toMatchObject({
      name: 'Portico Test Wallet',
      installed: true,
      id: 'dev.portico.test',
    })
    // The Connect view's 4 recommended (directory order), then the rest of page 1.
    expect(names(result.current.wallets).slice(1, 6)).toEqual([
      'MetaMask',
      'Trust Wallet',
      'Rainbow',
      'Rabby Wallet',
      'Zerion',
    ])
    expect(result.current.wallets).toHaveLength(41)
    expect(new Set(result.current.wallets.map((item) => item.id)).size).toBe(41)
    expect(result.current).toMatchObject({ count: 95, hasMore: true, isSearching: false })
    expect(pagesAsked()).toEqual(['1'])

    act(() => result.current.loadMore())
    await waitFor(() => expect(result.current.wallets).toHaveLength(81))
    act(() => result.current.loadMore())
    await waitFor(() => expect(result.current.wallets).toHaveLength(96))
    expect(result.current.hasMore).toBe(false)
    expect(names(result.current.wallets).at(-1)).toBe('Wallet 095')
    expect(pagesAsked()).toEqual(['1', '2', '3'])
  })

  it(`behavior: the search is sent ${WALLET_SEARCH_DEBOUNCE_MS} ms after the last change, and lists its results`, async () => {
    const { result, searches } = await renderWalletList()
    await waitFor(() => expect(result.current.wallets.length).toBeGreaterThan(1))

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    for (const text of ['r', 'ra', 'rab']) {
      act(() => result.current.setSearch(text))
      act(() => vi.advanceTimersByTime(WALLET_SEARCH_DEBOUNCE_MS - 100))
    }
    act(() => vi.advanceTimersByTime(99))
    expect(searches()).toEqual([])
    expect(result.current.search).toBe('rab')
    expect(result.current.isLoading).toBe(true)
    act(() => vi.advanceTimersByTime(1))
    vi.useRealTimers()

    await waitFor(() => expect(names(result.current.wallets)).toEqual(['Rabby Wallet']))
    expect(searches()).toEqual(['rab'])
    expect(result.current).toMatchObject({ isSearching: true, hasMore: false, isEmpty: false })

    act(() => result.current.setSearch('nothing like it'))
    await waitFor(() => expect(result.current.isEmpty).toBe(true))
    expect(result.current.wallets).toEqual([])
  })

  it('behavior: at most 100 search results', async () => {
    const { result } = await renderWalletList(directoryFixture(150))
    act(() => result.current.setSearch('wallet'))
    await waitFor(() => expect(result.current.wallets).toHaveLength(100))
  })

  it('behavior: a failed page is the error; retry asks again', async () => {
    const { result, directory, pagesAsked } = await renderWalletList()
    await waitFor(() => expect(result.current.wallets.length).toBeGreaterThan(1))
    directory.setMode('error')
    act(() => result.current.loadMore())
    await waitFor(() => expect(result.current.error).toBeDefined())
    expect(result.current.hasMore).toBe(false)

    directory.setMode('ok')
    act(() => result.current.retry())
    await waitFor(() => expect(result.current.wallets).toHaveLength(81))
    expect(result.current.error).toBeUndefined()
    expect(pagesAsked()).toEqual(['1', '2', '2'])
  })

  it('behavior: connect: an installed wallet directly, a directory wallet in the modal on its view', async () => {
    const { result, config, adapter } = await renderWalletList()
    await waitFor(() => expect(result.current.wallets.length).toBeGreaterThan(1))
    const [installed, directoryWallet] = result.current.wallets
    if (!installed || !directoryWallet) throw new Error('no wallets')

    const gate = adapter.holdConnects()
    let connected: Promise<unknown> = Promise.resolve()
    act(() => {
      connected = result.current.connect(installed)
    })
    expect(result.current.connectingId).toBe('dev.portico.test')
    gate.release()
    await act(() => connected)
    expect(result.current.connectingId).toBeUndefined()
    expect(config.stores.connection.getState().namespaces.eip155?.status).toBe('connected')
    expect(config.stores.modal.getState().open).toBe(false)

    let opened: Promise<unknown> = Promise.resolve()
    act(() => {
      opened = result.current.connect(directoryWallet).catch((error: Error) => error)
    })
    expect(config.stores.modal.getState().open).toBe(true)
    // No WalletConnect here: the view that says how to get the wallet.
    expect(config.stores.router.getState().history).toEqual([
      { view: 'ConnectingExternal', data: { wallet: directoryWallet.wallet } },
    ])
    expect(result.current.connectingId).toBe('metamask')
    act(() => config.stores.modal.setState({ open: false }))
    expect(((await opened) as Error).message).toBe('Modal closed')
    await waitFor(() => expect(result.current.connectError?.message).toBe('Modal closed'))
  })
})
