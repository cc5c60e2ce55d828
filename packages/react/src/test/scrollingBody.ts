import { act } from '@testing-library/react'
import { vi } from 'vitest'
import {
  GRID_GAP_PX,
  GRID_ITEM_HEIGHT_PX,
  GRID_OFFSET_ESTIMATE_PX,
} from '../views/AllWallets/allWalletsStyles.ts'

/** Height of one grid row and the gap under it. */
export const ROW_STRIDE_PX = GRID_ITEM_HEIGHT_PX + GRID_GAP_PX

/** The scroll offset at which grid row `row` touches the top of the scrolling body. */
export const rowOffset = (row: number) => GRID_OFFSET_ESTIMATE_PX + row * ROW_STRIDE_PX

/**
 * happy-dom lays nothing out: every element is 0 px tall, so a virtualised list would show no
 * row at all. This gives the modal's scrolling `.body` a height, and puts the wallet grid
 * (`.grid`) where the search field above it leaves it; all else stays 0. Undo with
 * `vi.restoreAllMocks()`.
 */
export function stubScrollingBody(height = 560): void {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return this.classList.contains('body') ? height : 0
  })
  const original = Element.prototype.getBoundingClientRect
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const body = this.classList.contains('grid') ? this.closest('.body') : null
    if (!body) return original.call(this)
    return new DOMRect(0, GRID_OFFSET_ESTIMATE_PX - body.scrollTop, 0, 0)
  })
}

/** Scrolls `body` to `top` as a visitor would: the position, then the scroll event. */
export function scrollTo(body: HTMLElement, top: number): void {
  act(() => {
    body.scrollTop = top
    body.dispatchEvent(new Event('scroll'))
  })
}

/** The `aria-posinset` of each wallet item in the DOM, in DOM order. */
export function positions(list: HTMLElement): number[] {
  return [...list.querySelectorAll(':scope > li')].map((item) =>
    Number(item.getAttribute('aria-posinset')),
  )
}

/** The wallet names shown in the list, in DOM order. */
export function names(list: HTMLElement): string[] {
  return [...list.querySelectorAll(':scope > li .grid-item-name')].map(
    (name) => name.textContent ?? '',
  )
}
