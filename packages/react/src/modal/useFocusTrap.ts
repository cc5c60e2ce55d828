import { type KeyboardEvent, type RefObject, useCallback } from 'react'

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',')

/**
 * Keeps Tab and Shift+Tab inside a container: from the last focusable element Tab goes to the
 * first, and the other way round. Focus is moved by hand on every Tab so the order is the same
 * in every browser, including inside a shadow root.
 *
 * @example
 * const onKeyDown = useFocusTrap(dialogRef)
 * return <div ref={dialogRef} onKeyDown={onKeyDown} />
 */
export function useFocusTrap(
  container: RefObject<HTMLElement | null>,
): (event: KeyboardEvent<HTMLElement>) => void {
  return useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (event.key !== 'Tab' || !container.current) return
      event.preventDefault()
      tabWithin(container.current, event.shiftKey)
    },
    [container],
  )
}

/**
 * Moves focus to the next (or, `backwards`, the previous) focusable element of the container,
 * wrapping around; from outside it, to the first (or last) one.
 */
export function tabWithin(container: HTMLElement, backwards: boolean): void {
  const focusable = Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.closest('[hidden], [inert], [aria-hidden="true"]'),
  )
  if (focusable.length === 0) {
    container.focus()
    return
  }
  const root = container.getRootNode() as Document | ShadowRoot
  const current = root.activeElement
  const index = current instanceof HTMLElement ? focusable.indexOf(current) : -1
  const step = backwards ? -1 : 1
  const next =
    index === -1
      ? backwards
        ? focusable[focusable.length - 1]
        : focusable[0]
      : focusable[(index + step + focusable.length) % focusable.length]
  next?.focus()
}
