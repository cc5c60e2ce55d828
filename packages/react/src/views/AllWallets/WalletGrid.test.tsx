import type { Wallet } from '@portico/core'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { Profiler, useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { usePorticoConfig } from '../../hooks/usePorticoConfig.ts'
import type { I18n } from '../../i18n/I18nContext.ts'
import { directoryFixture } from '../../test/directoryFixture.ts'
import { i18nForTest, WithI18n } from '../../test/i18nForTest.tsx'
import { cleanupKits, renderKit } from '../../test/renderKit.tsx'
import {
  names,
  positions,
  ROW_STRIDE_PX,
  rowOffset,
  scrollTo,
  stubScrollingBody,
} from '../../test/scrollingBody.ts'
import { WalletGrid, type WalletGridProps } from './WalletGrid.tsx'

const BODY_HEIGHT = 560
const directory = directoryFixture(722)

beforeEach(() => {
  stubScrollingBody(BODY_HEIGHT)
})
afterEach(async () => {
  vi.restoreAllMocks()
  await cleanupKits()
})

type GridState = Pick<WalletGridProps, 'wallets' | 'total' | 'onNearEnd' | 'resetKey' | 'label'>

interface GridControl {
  set?: (next: Partial<GridState>) => void
  commits: number
  initial: Partial<GridState>
  onSelect: (wallet: Wallet) => void
  i18n: I18n
}

/** The grid in a scrolling `.body`; `control` changes its props and counts its commits. */
function Harness({ control }: { control: GridControl }) {
  const config = usePorticoConfig()
  const [state, setState] = useState<GridState>({
    wallets: directory,
    total: directory.length,
    resetKey: '',
    label: 'Wallets',
    ...control.initial,
  })
  control.set = (next) => setState((previous) => ({ ...previous, ...next }))
  return (
    <WithI18n i18n={control.i18n}>
      <div className="body">
        <Profiler id="grid" onRender={() => control.commits++}>
          <WalletGrid config={config} connectors={[]} onSelect={control.onSelect} {...state} />
        </Profiler>
      </div>
    </WithI18n>
  )
}

async function renderGrid(initial: Partial<GridState> = {}) {
  const onSelect = vi.fn()
  const control: GridControl = { commits: 0, initial, onSelect, i18n: await i18nForTest('en') }
  const kit = await renderKit({ children: <Harness control={control} />, wallets: [] })
  const body = document.querySelector<HTMLElement>('.body')
  if (!body) throw new Error('no body')
  const list = () => screen.getByRole('list', { hidden: true })
  const set = (next: Partial<GridState>) => act(() => control.set?.(next))
  return { kit, body, list, set, control, onSelect }
}

// Each test starts a directory server and the kit: generous on a busy two-core machine.
describe('WalletGrid', { timeout: 30_000 }, () => {
  it('default: only the rows in view and two more each side are in the DOM, the list as tall as all of them', async () => {
    const { list } = await renderGrid()

    // 560 px show rows 0 to 5 (below the search, row 5 starts at 552); two more: 8 rows of 4.
    expect(positions(list())).toEqual(Array.from({ length: 32 }, (_, index) => index + 1))
    const items = within(list()).getAllByRole('listitem')
    expect(items[0]?.getAttribute('aria-setsize')).toBe('722')
    expect(names(list())[0]).toBe('MetaMask')
    expect(list().style.height).toBe(`${Math.ceil(722 / 4) * ROW_STRIDE_PX - 8}px`)
    expect(list().getAttribute('aria-label')).toBe('Wallets')
  })

  it('behavior: scrolling renders the rows in view and drops the others', async () => {
    const { body, list } = await renderGrid()

    scrollTo(body, rowOffset(100))
    // Rows 100 to 105 in view, 98 to 107 rendered: wallets 393 to 432.
    expect(positions(list())).toEqual(Array.from({ length: 40 }, (_, index) => 393 + index))
    expect(names(list())[0]).toBe('Wallet 393')
    expect(list().querySelector<HTMLElement>('li')?.style.top).toBe(`${98 * ROW_STRIDE_PX}px`)

    // The end: the last wallet, alone on its row.
    scrollTo(body, rowOffset(200))
    expect(positions(list()).at(-1)).toBe(722)
    expect(names(list()).at(-1)).toBe('Wallet 722')
  })

  it('behavior: wallets not loaded yet are drawn as pending tiles below the list', async () => {
    const { list } = await renderGrid({ wallets: directory.slice(0, 40), total: 722 })

    expect(list().style.height).toBe(`${10 * ROW_STRIDE_PX - 8}px`)
    const pending = screen.getByTestId('wallets-pending')
    expect(pending.getAttribute('aria-hidden')).toBe('true')
    expect(pending.style.height).toBe(`${(Math.ceil(722 / 4) - 10) * ROW_STRIDE_PX - 8}px`)
    expect(within(list()).getAllByRole('listitem')[0]?.getAttribute('aria-setsize')).toBe('722')
  })

  it('behavior: asks for the next page when the rendered rows reach the last loaded one', async () => {
    const onNearEnd = vi.fn()
    const { body, set } = await renderGrid({
      wallets: directory.slice(0, 40),
      total: 722,
      onNearEnd,
    })
    // Rows 0 to 7 rendered of the 10 loaded (0 to 9): not yet, nor one row further.
    expect(onNearEnd).not.toHaveBeenCalled()
    scrollTo(body, rowOffset(1))
    expect(onNearEnd).not.toHaveBeenCalled()

    // Rows 2 to 7 in view, so row 9 rendered: the next page.
    scrollTo(body, rowOffset(2))
    expect(onNearEnd).toHaveBeenCalledTimes(1)
    // Scrolling on while that page loads asks nothing more.
    scrollTo(body, rowOffset(3))
    expect(onNearEnd).toHaveBeenCalledTimes(1)

    // A visitor who scrolls to the end meanwhile: each page that arrives asks for the next.
    scrollTo(body, rowOffset(170))
    expect(onNearEnd).toHaveBeenCalledTimes(1)
    set({ wallets: directory.slice(0, 80) })
    expect(onNearEnd).toHaveBeenCalledTimes(2)
    set({ wallets: directory.slice(0, 120) })
    expect(onNearEnd).toHaveBeenCalledTimes(3)
    // Everything loaded: no more.
    set({ wallets: directory })
    expect(onNearEnd).toHaveBeenCalledTimes(3)
  })

  it('behavior: new search results paint in the one render that brings them', async () => {
    const { list, set, control } = await renderGrid({ wallets: [], total: 0 })
    expect(list().hidden).toBe(true)

    set({ resetKey: 'wal', label: 'Search results' })
    const before = control.commits
    const results = directory.filter((wallet) => wallet.name.startsWith('Wallet 1'))
    set({ wallets: results, total: results.length })

    expect(control.commits - before).toBe(1)
    expect(list().hidden).toBe(false)
    expect(list().getAttribute('aria-label')).toBe('Search results')
    expect(names(list())[0]).toBe('Wallet 100')
    // Nothing follows it: no effect sets state once the results are in.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(control.commits - before).toBe(1)
  })

  it('behavior: a new search starts at the top', async () => {
    const { body, set } = await renderGrid()
    scrollTo(body, rowOffset(50))

    set({ resetKey: 'wallet' })
    expect(body.scrollTop).toBe(0)
  })

  it('behavior: the row holding focus stays rendered when it scrolls away, in order', async () => {
    const { body, list } = await renderGrid()
    const metaMask = within(list()).getByRole('button', { name: 'MetaMask' })
    act(() => metaMask.focus())

    scrollTo(body, rowOffset(100))
    expect(document.activeElement).toBe(metaMask)
    expect(positions(list()).slice(0, 5)).toEqual([1, 2, 3, 4, 393])

    // Focus gone: the row goes with the next scroll.
    act(() => metaMask.blur())
    scrollTo(body, rowOffset(100) + 20)
    expect(positions(list())[0]).toBe(393)
  })

  it('behavior: a click selects the wallet', async () => {
    const { list, onSelect } = await renderGrid()
    fireEvent.click(within(list()).getByRole('button', { name: 'Zerion' }))
    await waitFor(() => expect(onSelect).toHaveBeenCalledWith(directory[4]))
  })

  it('parameters: total 0 hides the list', async () => {
    const { list } = await renderGrid({ wallets: [] as Wallet[], total: 0 })
    expect(list().hidden).toBe(true)
    expect(screen.queryByTestId('wallets-pending')).toBeNull()
  })
})
