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
      const focusable = Array.from(
        container.current.querySelectorAll<HTMLElement>(FOCUSABLE),
      ).filter((element) => !element.closest('[hidden], [inert], [aria-hidden="true"]'))
      event.preventDefault()
      if (focusable.length === 0) {
        container.current.focus()
        return
      }
      const root = container.current.getRootNode() as Document | ShadowRoot
      const current = root.activeElement
      const index = current instanceof HTMLElement ? focusable.indexOf(current) : -1
      const step = event.shiftKey ? -1 : 1
      const next =
        index === -1
          ? event.shiftKey
            ? focusable[focusable.length - 1]
            : focusable[0]
          : focusable[(index + step + focusable.length) % focusable.length]
      next?.focus()
    },
    [container],
  )
}
