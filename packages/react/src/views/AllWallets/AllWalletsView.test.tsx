import { WALLET_SEARCH_DEBOUNCE_MS, type Wallet } from '@portico/core'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { directoryFixture } from '../../test/directoryFixture.ts'
import { cleanupKits, type Kit, renderKit } from '../../test/renderKit.tsx'

afterEach(async () => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  await cleanupKits()
})

/**
 * happy-dom has no layout, so nothing ever scrolls into view: this stand-in lets a test say
 * "the sentinel is visible now", which is all the view listens for.
 */
function stubIntersectionObserver() {
  const observers = new Set<{ callback: IntersectionObserverCallback; targets: Element[] }>()
  class StubIntersectionObserver {
    private entry: { callback: IntersectionObserverCallback; targets: Element[] }
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, targets: [] }
      observers.add(this.entry)
    }
    observe(target: Element) {
      this.entry.targets.push(target)
    }
    unobserve() {}
    disconnect() {
      observers.delete(this.entry)
    }
    takeRecords() {
      return []
    }
  }
  vi.stubGlobal('IntersectionObserver', StubIntersectionObserver)
  return {
    scrollIntoView() {
      for (const { callback, targets } of observers)
        callback(
          targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
          {} as IntersectionObserver,
        )
    },
  }
}

async function openAllWallets(kit: Kit) {
  await kit.user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
  await kit.user.click(await kit.modal().findByRole('button', { name: /All Wallets/ }))
}

function gridNames(kit: Kit, name: string) {
  return within(kit.modal().getByRole('list', { name }))
    .getAllByRole('button')
    .map((button) => button.querySelector('.grid-item-name')?.textContent)
}

describe('AllWallets view', () => {
  it('behavior: 40 per page, the next page when the end scrolls into view', async () => {
    const io = stubIntersectionObserver()
    const kit = await renderKit()
    await openAllWallets(kit)
    await waitFor(() => expect(gridNames(kit, 'Wallets')).toHaveLength(40))

    act(() => io.scrollIntoView())
    await waitFor(() => expect(gridNames(kit, 'Wallets')).toHaveLength(80))
    act(() => io.scrollIntoView())
    await waitFor(() => expect(gridNames(kit, 'Wallets')).toHaveLength(95))

    // Everything is loaded: the sentinel is gone and no fourth page is asked for.
    expect(kit.modal().queryByTestId('wallets-sentinel')).toBeNull()
    const pages = kit.directory.requests.map((query) => [query.get('page'), query.get('entries')])
    expect(pages.filter(([page]) => page === '3')).toHaveLength(1)
    expect(pages.every(([, entries]) => entries === '40')).toBe(true)
    expect(pages.some(([page]) => page === '4')).toBe(false)
  })

  it('behavior: recent wallets first, at most 2', async () => {
    stubIntersectionObserver()
    const kit = await renderKit()
    kit.config.stores.wallets.setState({
      recent: [
        { id: 'wallet-050', name: 'Wallet 050' },
        { id: 'zerion', name: 'Zerion' },
        { id: 'wallet-070', name: 'Wallet 070' },
      ],
    })
    await openAllWallets(kit)
    await waitFor(() => expect(gridNames(kit, 'Wallets').length).toBeGreaterThan(2))

    const names = gridNames(kit, 'Wallets')
    expect(names.slice(0, 3)).toEqual(['Wallet 050', 'Zerion', 'MetaMask'])
    expect(names.filter((name) => name === 'Zerion')).toHaveLength(1)
    expect(names).not.toContain('Wallet 070')
  })

  it(`behavior: search waits ${WALLET_SEARCH_DEBOUNCE_MS} ms after the last keystroke`, async () => {
    stubIntersectionObserver()
    const kit = await renderKit()
    await openAllWallets(kit)
    await waitFor(() => expect(gridNames(kit, 'Wallets')).toHaveLength(40))
    const searches = () => kit.directory.requests.filter((query) => query.has('search'))

    // Frozen clock from here: the debounce only advances when the test says so. Keystrokes are
    // input events (user-event's own waits need a running clock).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const input = kit.modal().getByRole('searchbox', { name: 'Search wallets' })
    for (const text of ['r', 'ra', 'rab']) {
      fireEvent.change(input, { target: { value: text } })
      act(() => vi.advanceTimersByTime(WALLET_SEARCH_DEBOUNCE_MS - 100))
    }
    expect(searches()).toHaveLength(0)

    act(() => vi.advanceTimersByTime(99))
    expect(searches()).toHaveLength(0)
    act(() => vi.advanceTimersByTime(1))
    vi.useRealTimers()
    await waitFor(() => expect(gridNames(kit, 'Search results')).toEqual(['Rabby Wallet']))
    // One request, for the whole word: 'r' and 'ra' were never sent.
    expect(searches().map((query) => query.get('search'))).toEqual(['rab'])
  })

  it('behavior: at most 100 search results', async () => {
    stubIntersectionObserver()
    const kit = await renderKit({ wallets: directoryFixture(150) })
    await openAllWallets(kit)
    await kit.user.type(kit.modal().getByRole('searchbox', { name: 'Search wallets' }), 'wallet')

    await waitFor(() => expect(gridNames(kit, 'Search results')).toHaveLength(100))
  })

  it('behavior: a search without matches says so', async () => {
    stubIntersectionObserver()
    const kit = await renderKit()
    await openAllWallets(kit)
    await kit.user.type(kit.modal().getByRole('searchbox', { name: 'Search wallets' }), 'zzzz')

    const empty = await kit.modal().findByTestId('wallets-empty')
    expect(empty.textContent).toContain('No wallets found')
    expect(empty.textContent).toContain('zzzz')
  })

  it('behavior: a failed fetch shows the error state, and retry recovers', async () => {
    stubIntersectionObserver()
    const kit = await renderKit()
    kit.directory.setMode('error')
    await openAllWallets(kit)

    const error = await kit.modal().findByTestId('wallets-error')
    expect(error.getAttribute('role')).toBe('alert')
    expect(error.textContent).toContain('Could not load wallets')
    expect(error.textContent).toContain('HTTP status code: 500')

    kit.directory.setMode('ok')
    await kit.user.click(within(error).getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(gridNames(kit, 'Wallets')).toHaveLength(40))
  })

  it('behavior: malformed directory data shows the error state and the modal keeps working', async () => {
    stubIntersectionObserver()
    const kit = await renderKit()
    kit.directory.setMode('malformed')
    await openAllWallets(kit)

    const error = await kit.modal().findByTestId('wallets-error')
    expect(error.textContent).toContain('Invalid response from the server')

    // Back to Connect, and the installed wallet still connects.
    await kit.user.click(kit.modal().getByRole('button', { name: 'Back' }))
    await kit.user.click(await kit.modal().findByRole('button', { name: /Portico Test Wallet/ }))
    expect(await screen.findByRole('button', { name: /0xf3…b92266/ })).toBeTruthy()
  })

  it('behavior: a failed search shows the error state with retry', async () => {
    stubIntersectionObserver()
    const kit = await renderKit()
    await openAllWallets(kit)
    await waitFor(() => expect(gridNames(kit, 'Wallets')).toHaveLength(40))

    kit.directory.setMode('error')
    await kit.user.type(kit.modal().getByRole('searchbox', { name: 'Search wallets' }), 'meta')
    const error = await kit.modal().findByTestId('wallets-error')
    expect(error.textContent).toContain('HTTP status code: 500')

    kit.directory.setMode('ok')
    await kit.user.click(within(error).getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(gridNames(kit, 'Search results')).toEqual(['MetaMask']))
  })

  it('behavior: a wallet that is not installed offers a link to get it', async () => {
    stubIntersectionObserver()
    const wallets: Wallet[] = [
      { id: 'rainbow', name: 'Rainbow', homepage: 'https://rainbow.me', image_id: 'rainbow' },
    ]
    const kit = await renderKit({ wallets })
    await openAllWallets(kit)
    await kit.user.click(await kit.modal().findByRole('button', { name: 'Rainbow' }))

    expect(await kit.modal().findByText('Rainbow is not installed')).toBeTruthy()
    const link = kit.modal().getByRole('link', { name: 'Get Rainbow' })
    expect(link.getAttribute('href')).toBe('https://rainbow.me')
  })
})
