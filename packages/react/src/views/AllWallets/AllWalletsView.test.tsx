import { WALLET_SEARCH_DEBOUNCE_MS, type Wallet } from '@portico/core'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { Profiler } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { directoryFixture } from '../../test/directoryFixture.ts'
import { i18nForTest, WithI18n } from '../../test/i18nForTest.tsx'
import { cleanupKits, type Kit, renderKit } from '../../test/renderKit.tsx'
import {
  names,
  positions,
  rowOffset,
  scrollTo,
  stubScrollingBody,
} from '../../test/scrollingBody.ts'
import { AllWalletsView } from './AllWalletsView.tsx'

beforeEach(() => {
  // A modal body 560 px tall (happy-dom lays nothing out): rows 0 to 5 in view, 0 to 7 rendered.
  stubScrollingBody(560)
})
afterEach(async () => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  await cleanupKits()
})

async function openAllWallets(kit: Kit) {
  await kit.user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
  await kit.user.click(await kit.modal().findByRole('button', { name: /All Wallets/ }))
}

/** The names of the wallets in the DOM (the rows in view and the overscan). */
function gridNames(kit: Kit, name: string) {
  return names(kit.modal().getByRole('list', { name }))
}

function modalBody(kit: Kit) {
  const body = kit.host()?.shadowRoot?.querySelector<HTMLElement>('.body')
  if (!body) throw new Error('no modal body')
  return body
}

const pagesAsked = (kit: Kit) =>
  kit.directory.requests.filter((query) => !query.has('search')).map((query) => query.get('page'))

// Each test starts a directory server and the kit: generous on a busy two-core machine.
describe('AllWallets view', { timeout: 60_000 }, () => {
  it('behavior: 40 per page, the next page as the rows in view near the loaded end', async () => {
    const kit = await renderKit()
    await openAllWallets(kit)
    // The first page is loaded; its first 8 rows are rendered.
    await waitFor(() => expect(gridNames(kit, 'Wallets')).toHaveLength(32), { timeout: 10_000 })
    const list = kit.modal().getByRole('list', { name: 'Wallets' })
    expect(list.querySelector('li')?.getAttribute('aria-setsize')).toBe('95')
    expect(pagesAsked(kit)).toEqual(['1'])

    // Row 9, the last loaded, is rendered once rows 2 to 7 are in view: page 2.
    scrollTo(modalBody(kit), rowOffset(2))
    await waitFor(() => expect(pagesAsked(kit)).toEqual(['1', '2']), { timeout: 10_000 })
    scrollTo(modalBody(kit), rowOffset(14))
    await waitFor(() => expect(pagesAsked(kit)).toEqual(['1', '2', '3']), { timeout: 10_000 })
    await waitFor(() => expect(kit.modal().queryByTestId('wallets-pending')).toBeNull(), {
      timeout: 10_000,
    })

    // Everything is loaded: the last wallet shows at the end and no fourth page is asked for.
    scrollTo(modalBody(kit), rowOffset(24))
    expect(positions(list).at(-1)).toBe(95)
    expect(gridNames(kit, 'Wallets').at(-1)).toBe('Wallet 095')
    expect(pagesAsked(kit)).toEqual(['1', '2', '3'])
    const entries = kit.directory.requests.map((query) => query.get('entries'))
    expect(entries.every((value) => value === '40')).toBe(true)
  })

  it('behavior: the full directory keeps few wallets in the DOM, and a scroll to the end loads page after page', async () => {
    const kit = await renderKit({ wallets: directoryFixture(722) })
    await openAllWallets(kit)
    await waitFor(() => expect(gridNames(kit, 'Wallets')).toHaveLength(32), { timeout: 10_000 })
    const list = kit.modal().getByRole('list', { name: 'Wallets' })
    // As tall as all 722 from the first page on (the scrollbar is right), 40 loaded.
    const pending = kit.modal().getByTestId('wallets-pending')
    expect(Number.parseFloat(list.style.height) + 8 + Number.parseFloat(pending.style.height)).toBe(
      Math.ceil(722 / 4) * 96 - 8,
    )

    scrollTo(modalBody(kit), rowOffset(180))
    await waitFor(() => expect(gridNames(kit, 'Wallets')).toContain('Wallet 722'), {
      timeout: 20_000,
    })
    // Each page once, in order; the rendered rows only.
    expect(pagesAsked(kit)).toEqual(Array.from({ length: 19 }, (_, page) => String(page + 1)))
    expect(gridNames(kit, 'Wallets').length).toBeLessThanOrEqual(40)
    expect(kit.modal().queryByTestId('wallets-pending')).toBeNull()
  })

  it('behavior: recent wallets first, at most 2', async () => {
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
    const kit = await renderKit()
    await openAllWallets(kit)
    await waitFor(() => expect(gridNames(kit, 'Wallets')).toHaveLength(32), { timeout: 10_000 })
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
    const kit = await renderKit({ wallets: directoryFixture(150) })
    await openAllWallets(kit)
    await kit.user.type(kit.modal().getByRole('searchbox', { name: 'Search wallets' }), 'wallet')

    // The whole answer, 100 of the 145 matches; the rows in view rendered.
    await waitFor(() => expect(gridNames(kit, 'Search results')).toHaveLength(32))
    const results = kit.modal().getByRole('list', { name: 'Search results' })
    expect(results.querySelector('li')?.getAttribute('aria-setsize')).toBe('100')
    scrollTo(modalBody(kit), rowOffset(30))
    expect(positions(results).at(-1)).toBe(100)
  })

  it('behavior: the search answer paints in the render it causes, with none after it', async () => {
    let commits = 0
    const kit = await renderKit({
      children: (
        <WithI18n i18n={await i18nForTest('en')}>
          <div className="body">
            <Profiler id="all-wallets" onRender={() => commits++}>
              <AllWalletsView />
            </Profiler>
          </div>
        </WithI18n>
      ),
    })
    const view = within(document.querySelector<HTMLElement>('.body') ?? document.body)
    await waitFor(() => expect(names(view.getByRole('list', { name: 'Wallets' }))).toHaveLength(32))
    // The commit count when the store takes the answer (the debounce and the request are
    // behind it by then).
    let atAnswer: number | undefined
    kit.config.stores.wallets.subscribe((state) => {
      if (atAnswer === undefined && state.search.query === 'rab' && !state.search.loading)
        atAnswer = commits
    })

    await kit.user.type(view.getByRole('searchbox', { name: 'Search wallets' }), 'rab')
    await waitFor(
      () =>
        expect(names(view.getByRole('list', { name: 'Search results' }))).toEqual(['Rabby Wallet']),
      { timeout: 10_000 },
    )
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(atAnswer).toBeDefined()
    expect(commits - (atAnswer ?? 0)).toBe(1)
  })

  it('behavior: a search without matches says so', async () => {
    const kit = await renderKit()
    await openAllWallets(kit)
    await kit.user.type(kit.modal().getByRole('searchbox', { name: 'Search wallets' }), 'zzzz')

    const empty = await kit.modal().findByTestId('wallets-empty')
    expect(empty.textContent).toContain('No wallets found')
    expect(empty.textContent).toContain('zzzz')
  })

  it('behavior: a failed fetch shows the error state, and retry recovers', async () => {
    const kit = await renderKit()
    kit.directory.setMode('error')
    await openAllWallets(kit)

    const error = await kit.modal().findByTestId('wallets-error')
    expect(error.getAttribute('role')).toBe('alert')
    expect(error.textContent).toContain('Could not load wallets')
    expect(error.textContent).toContain('HTTP status code: 500')

    kit.directory.setMode('ok')
    await kit.user.click(within(error).getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(gridNames(kit, 'Wallets')).toHaveLength(32), { timeout: 10_000 })
  })

  it('behavior: arriving after Connect failed to load the list, it asks again and never shows that older error', async () => {
    const kit = await renderKit()
    kit.directory.setMode('error')
    await kit.user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    const allWallets = await kit.modal().findByRole('button', { name: /All Wallets/ })
    const wallets = kit.config.stores.wallets
    await waitFor(() => expect(wallets.getState().error).toContain('HTTP status code: 500'))
    expect(wallets.getState().loading).toBe(false)

    // Every error state the view ever renders, however briefly: a page that reads the view
    // between its first render and its own request (a test, a visitor) must not see one.
    const errorsRendered: string[] = []
    const observer = new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof HTMLElement) {
            const error = node.matches('[data-testid="wallets-error"]')
              ? node
              : node.querySelector('[data-testid="wallets-error"]')
            if (error) errorsRendered.push(error.textContent ?? '')
          }
    })
    const shadow = kit.host()?.shadowRoot
    if (!shadow) throw new Error('no modal')
    observer.observe(shadow, { childList: true, subtree: true })

    kit.directory.setMode('ok')
    await kit.user.click(allWallets)
    await waitFor(() => expect(gridNames(kit, 'Wallets')).toHaveLength(32), { timeout: 10_000 })
    observer.disconnect()
    expect(errorsRendered).toEqual([])
    expect(pagesAsked(kit)).toEqual(['1', '1'])
  })

  it('behavior: malformed directory data shows the error state and the modal keeps working', async () => {
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
    const kit = await renderKit()
    await openAllWallets(kit)
    await waitFor(() => expect(gridNames(kit, 'Wallets')).toHaveLength(32), { timeout: 10_000 })

    kit.directory.setMode('error')
    await kit.user.type(kit.modal().getByRole('searchbox', { name: 'Search wallets' }), 'meta')
    const error = await kit.modal().findByTestId('wallets-error')
    expect(error.textContent).toContain('HTTP status code: 500')

    kit.directory.setMode('ok')
    await kit.user.click(within(error).getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(gridNames(kit, 'Search results')).toEqual(['MetaMask']))
  })

  it('behavior: a wallet that is not installed offers a link to get it', async () => {
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
