import {
  type Connector,
  findConnectorForWallet,
  type PorticoConfig,
  type Wallet,
} from '@portico/core'
import {
  defaultRangeExtractor,
  observeElementRect,
  type Range,
  useVirtualizer,
} from '@tanstack/react-virtual'
import {
  type FocusEvent,
  memo,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'
import { WalletImage } from '../../components/WalletImage.tsx'
import { useI18n } from '../../i18n/useI18n.ts'
import { walletImageSrc } from '../../utils/walletImageSrc.ts'
import {
  GRID_COLUMNS,
  GRID_GAP_PX,
  GRID_ITEM_HEIGHT_PX,
  GRID_OFFSET_ESTIMATE_PX,
} from './allWalletsStyles.ts'

/** Rows rendered beyond each edge of the visible ones. */
const OVERSCAN_ROWS = 2
const ROW_STRIDE_PX = GRID_ITEM_HEIGHT_PX + GRID_GAP_PX
/**
 * The height taken for the scrolling body while it has none: a DOM without layout (a test's),
 * or a body not laid out yet. The first screenful renders rather than nothing (the modal's body
 * at its tallest).
 */
const UNLAID_BODY_HEIGHT_PX = 576

export interface WalletGridProps {
  config: PorticoConfig
  /** The wallets loaded so far, in order. */
  wallets: readonly Wallet[]
  /**
   * How many there are in all: the directory's count while pages are still to come. Sets the
   * grid's height (so the scrollbar is right from the first page) and the list's set size.
   */
  total: number
  connectors: readonly Connector[]
  onSelect: (wallet: Wallet) => void
  label: string
  /** Asked for the next page when the rows in view come within a page of the loaded end. */
  onNearEnd?: (() => void) | undefined
  /** A change (a new search) scrolls back to the top. */
  resetKey: string
}

/**
 * Four wallets a row, each a `<button>` named after the wallet, virtualised: only the rows in
 * view of the modal's scrolling body (plus two each side, and the row holding focus) are in
 * the DOM. The list keeps its semantics (`ul` > `li`, each `li` with `aria-posinset` and
 * `aria-setsize` of the whole list); rows not loaded yet are drawn as empty tiles.
 *
 * Stays mounted while the view shows an error or an empty search (`total` 0 hides it), so
 * that search results paint in the render that brings them, with the scroll state it has.
 */
export function WalletGrid({
  config,
  wallets,
  total,
  connectors,
  onSelect,
  label,
  onNearEnd,
  resetKey,
}: WalletGridProps) {
  const list = useRef<HTMLUListElement>(null)
  const [scrollMargin, setScrollMargin] = useState(GRID_OFFSET_ESTIMATE_PX)
  // The row holding keyboard focus stays rendered when it scrolls out of view (focus is kept).
  const focusedRow = useRef<number | undefined>(undefined)
  const rangeExtractor = useCallback((range: Range) => {
    const rows = defaultRangeExtractor(range)
    const focused = focusedRow.current
    if (focused === undefined || focused >= range.count || rows.includes(focused)) return rows
    return focused < (rows[0] ?? 0) ? [focused, ...rows] : [...rows, focused]
  }, [])

  const rowCount = Math.ceil(total / GRID_COLUMNS)
  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scrollElementOf(list.current),
    estimateSize: () => GRID_ITEM_HEIGHT_PX,
    gap: GRID_GAP_PX,
    overscan: OVERSCAN_ROWS,
    scrollMargin,
    rangeExtractor,
    observeElementRect: observeBodyRect,
  })
  const rows = virtualizer.getVirtualItems()
  const shown = total > 0

  // Where the grid starts in the scrolling body (below the sticky search): measured once it
  // shows; the estimate is usually exact, and then this renders nothing again.
  useLayoutEffect(() => {
    const element = list.current
    const body = scrollElementOf(element)
    if (!shown || !element || !body) return
    const top = element.getBoundingClientRect().top - body.getBoundingClientRect().top
    setScrollMargin(Math.round(top + body.scrollTop))
  }, [shown])

  // Arriving, and each new search, starts at the top (before paint, so no frame shows the
  // old offset).
  // biome-ignore lint/correctness/useExhaustiveDependencies: resetKey is the trigger
  useLayoutEffect(() => {
    const body = scrollElementOf(list.current)
    if (body && body.scrollTop !== 0) body.scrollTop = 0
  }, [resetKey])

  // The next page once the rendered rows (those in view and the overscan below them) reach
  // the last loaded row, two rows before the visitor sees it; again after each page arrives
  // while that still holds (a fast scroll to the end loads page after page).
  const renderedEnd = virtualizer.range
    ? Math.min((virtualizer.range.endIndex + OVERSCAN_ROWS + 1) * GRID_COLUMNS, total)
    : 0
  const loaded = wallets.length
  const nearEnd = loaded < total && renderedEnd > loaded - GRID_COLUMNS
  // biome-ignore lint/correctness/useExhaustiveDependencies: each page that arrives re-checks
  useEffect(() => {
    if (nearEnd) onNearEnd?.()
  }, [nearEnd, loaded, onNearEnd])

  const onFocus = (event: FocusEvent<HTMLUListElement>) => {
    const index = Number((event.target as HTMLElement).closest('li')?.dataset.index)
    focusedRow.current = Number.isInteger(index) ? Math.floor(index / GRID_COLUMNS) : undefined
  }
  const onBlur = (event: FocusEvent<HTMLUListElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null))
      focusedRow.current = undefined
  }

  const loadedRows = Math.ceil(loaded / GRID_COLUMNS)
  const listRows = Math.min(loadedRows, rowCount)
  const pendingRows = rowCount - listRows
  const items = []
  for (const row of rows) {
    const top = row.start - scrollMargin
    for (let column = 0; column < GRID_COLUMNS; column++) {
      const index = row.index * GRID_COLUMNS + column
      const wallet = wallets[index]
      if (!wallet || index >= total) break
      items.push(
        <WalletGridItem
          key={wallet.id}
          wallet={wallet}
          index={index}
          setSize={total}
          top={top}
          column={column}
          src={imageSrc(config, wallet)}
          installed={wallet.installed === true || !!findConnectorForWallet(connectors, wallet)}
          onSelect={onSelect}
        />,
      )
    }
  }

  return (
    <>
      <ul
        ref={list}
        className="grid"
        aria-label={label}
        hidden={!shown}
        style={{ height: Math.max(listRows * ROW_STRIDE_PX - GRID_GAP_PX, 0) }}
        onFocus={onFocus}
        onBlur={onBlur}
      >
        {items}
      </ul>
      {shown && pendingRows > 0 ? (
        <div
          className="grid-pending"
          aria-hidden="true"
          data-testid="wallets-pending"
          style={{
            marginTop: listRows > 0 ? GRID_GAP_PX : 0,
            height: pendingRows * ROW_STRIDE_PX - GRID_GAP_PX,
          }}
        />
      ) : null}
    </>
  )
}

/** Each wallet's image URL, built once per config (not at every scroll step). */
const imageSrcs = new WeakMap<PorticoConfig, WeakMap<Wallet, string | undefined>>()
function imageSrc(config: PorticoConfig, wallet: Wallet): string | undefined {
  const srcs = imageSrcs.get(config) ?? new WeakMap<Wallet, string | undefined>()
  imageSrcs.set(config, srcs)
  if (!srcs.has(wallet)) srcs.set(wallet, walletImageSrc(config, wallet))
  return srcs.get(wallet)
}

/** The body's size as the virtualiser observes it, with a height taken while it has none. */
const observeBodyRect: typeof observeElementRect<HTMLElement> = (instance, onRect) =>
  observeElementRect(instance, (rect) =>
    onRect(rect.height > 0 ? rect : { ...rect, height: UNLAID_BODY_HEIGHT_PX }),
  )

/** The modal's scrolling body that holds the grid. */
function scrollElementOf(element: Element | null): HTMLElement | null {
  return element?.closest<HTMLElement>('.body') ?? null
}

interface WalletGridItemProps {
  wallet: Wallet
  index: number
  setSize: number
  top: number
  column: number
  src: string | undefined
  installed: boolean
  onSelect: (wallet: Wallet) => void
}

/** One tile; unchanged props (the usual case while scrolling) skip its render. */
const WalletGridItem = memo(function WalletGridItem({
  wallet,
  index,
  setSize,
  top,
  column,
  src,
  installed,
  onSelect,
}: WalletGridItemProps) {
  const { t } = useI18n()
  return (
    <li
      data-index={index}
      aria-posinset={index + 1}
      aria-setsize={setSize}
      // From the start edge: the first wallet of a row is on the right in a right-to-left language.
      style={{
        top,
        insetInlineStart: `calc(${column} * (100% + ${GRID_GAP_PX}px) / ${GRID_COLUMNS})`,
      }}
    >
      <button type="button" className="grid-item" onClick={() => onSelect(wallet)}>
        <WalletImage src={src} name={wallet.name} size={48} placeholder="wallet" />
        {/* A long name is cut to the tile; the whole of it stays in the title for a pointer. */}
        <span className="grid-item-name" title={wallet.name} dir="auto">
          {wallet.name}
        </span>
        {installed ? (
          <>
            <span className="grid-item-badge" aria-hidden="true" />
            <span className="sr-only">{t('connect.allWallets.installed')}</span>
          </>
        ) : null}
      </button>
    </li>
  )
})
