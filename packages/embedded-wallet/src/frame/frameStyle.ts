import { type FrameRect, MODAL_Z_INDEX } from '@portico/core'

/** Above the modal (spec §2: z-index 999), so the approve view sits on top of it. */
export const FRAME_Z_INDEX = MODAL_Z_INDEX + 1

/**
 * Hides the frame without `display: none`: it stays laid out so it loads and runs, but it takes
 * no room, no clicks, no focus and is out of the accessibility tree.
 *
 * @example
 * hideFrame(iframe)
 */
export function hideFrame(iframe: HTMLIFrameElement): void {
  Object.assign(iframe.style, {
    position: 'fixed',
    top: '0px',
    left: '0px',
    width: '0px',
    height: '0px',
    border: '0',
    opacity: '0',
    visibility: 'hidden',
    pointerEvents: 'none',
    zIndex: String(FRAME_Z_INDEX),
    colorScheme: 'normal',
    background: 'transparent',
  })
}

/**
 * Places the frame over `rect` (viewport pixels) above the modal.
 *
 * @example
 * showFrame(iframe, { top: 100, left: 40, width: 360, height: 480 })
 */
export function showFrame(iframe: HTMLIFrameElement, rect: FrameRect): void {
  Object.assign(iframe.style, {
    top: `${rect.top}px`,
    left: `${rect.left}px`,
    width: `${rect.width}px`,
    height: `${rect.height}px`,
    opacity: '1',
    visibility: 'visible',
    pointerEvents: 'auto',
  })
}
