/** Where a pointer is: on the screen, and in the document (the frame's own coordinates). */
export interface PointerAt {
  screenX: number
  screenY: number
  clientX: number
  clientY: number
}

/** A pointer in a frame whose top-left corner is at (100, 200) on the screen. */
export const FRAME_AT: PointerAt = { screenX: 150, screenY: 260, clientX: 50, clientY: 60 }

/** The same point of the document with the frame moved by (dx, dy) on the screen. */
export const moved = (at: PointerAt, dx: number, dy: number): PointerAt => ({
  ...at,
  screenX: at.screenX + dx,
  screenY: at.screenY + dy,
})

/**
 * Marks an event as the browser's own. happy-dom has no `isTrusted`; in a browser the property is
 * unforgeable, so this works in tests only.
 */
export function trusted<T extends Event>(event: T): T {
  Object.defineProperty(event, 'isTrusted', { value: true })
  return event
}

/**
 * A person's click on `target` at `at`: trusted pointerdown, pointerup and click, dispatched
 * through the window as a browser would. `'keyboard'` sends the events of an Enter press on the
 * focused `target` instead: keydown, the click it activates (no pointer events, `detail` 0),
 * keyup.
 *
 * @example
 * personClick(getByRole(root, 'button', { name: 'Approve' }), FRAME_AT)
 */
export function personClick(target: Element, at: PointerAt | 'keyboard' = FRAME_AT): void {
  if (at === 'keyboard') {
    const key = { bubbles: true, key: 'Enter', code: 'Enter' }
    target.dispatchEvent(trusted(new KeyboardEvent('keydown', key)))
    keyboardClick(target)
    target.dispatchEvent(trusted(new KeyboardEvent('keyup', key)))
    return
  }
  const init = { bubbles: true, composed: true, ...at }
  target.dispatchEvent(trusted(new PointerEvent('pointerdown', init)))
  target.dispatchEvent(trusted(new PointerEvent('pointerup', init)))
  target.dispatchEvent(trusted(new MouseEvent('click', { ...init, detail: 1 })))
}

/**
 * The trusted click a browser dispatches when a key activates `target` (`detail` 0, no pointer
 * events), alone: without the keydown that comes before it in a real key press.
 *
 * @example
 * keyboardClick(getByRole(root, 'button', { name: 'Approve' }))
 */
export function keyboardClick(target: Element): void {
  target.dispatchEvent(trusted(new MouseEvent('click', { bubbles: true, detail: 0 })))
}

/**
 * A trusted pointer move over `target` at `at` (the pointer seen in the document).
 *
 * @example
 * personMove(document.body, moved(FRAME_AT, 40, 0))
 */
export function personMove(target: Element, at: PointerAt = FRAME_AT): void {
  target.dispatchEvent(
    trusted(new PointerEvent('pointermove', { bubbles: true, composed: true, ...at })),
  )
}
