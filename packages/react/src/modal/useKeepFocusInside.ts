import { type RefObject, useEffect } from 'react'
import { tabWithin } from './useFocusTrap.ts'

/**
 * Keeps keyboard focus in the dialog when the element that had it goes away: a view replaced
 * by the next one (a loading state by the loaded view, a view by Back) takes its focused
 * control with it, or hides or disables it; the browser drops focus to the page's body, and
 * the next Tab would leave the modal. After each change inside the container, focus that fell
 * out goes back to the container; and a Tab pressed while focus is outside it (the browser
 * drops focus from a hidden control only at its next rendering) moves to its first control,
 * Shift+Tab to its last.
 *
 * @example
 * useKeepFocusInside(dialogRef, isOpen)
 */
export function useKeepFocusInside(
  container: RefObject<HTMLElement | null>,
  active: boolean,
): void {
  useEffect(() => {
    const element = container.current
    if (!active || !element) return
    // Only focus that was inside can fall out: until the dialog first takes focus (ModalShell
    // moves it there after the first paint), a change inside it is no reason to focus it, which
    // would lay it out before that paint.
    let held = element.contains(element.ownerDocument.activeElement)
    const onFocusIn = () => {
      held = true
    }
    element.addEventListener('focusin', onFocusIn)
    const observer = new MutationObserver(() => {
      if (held && focusFellOut(element)) element.focus({ preventScroll: true })
    })
    observer.observe(element, { childList: true, subtree: true, attributes: true })
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || event.defaultPrevented || event.composedPath().includes(element))
        return
      event.preventDefault()
      tabWithin(element, event.shiftKey)
    }
    const page = element.ownerDocument
    page.addEventListener('keydown', onKeyDown)
    return () => {
      observer.disconnect()
      element.removeEventListener('focusin', onFocusIn)
      page.removeEventListener('keydown', onKeyDown)
    }
  }, [container, active])
}

/**
 * Whether focus fell to nothing: to the page's body, or (as some DOMs leave it) to the shadow
 * host with nothing focused inside. Focus that moved on elsewhere, e.g. into the embedded
 * wallet's frame, is left alone.
 */
function focusFellOut(element: HTMLElement): boolean {
  const page = element.ownerDocument
  const focused = page.activeElement
  if (focused === null || focused === page.body) return true
  const root = element.getRootNode()
  return root instanceof ShadowRoot && focused === root.host && root.activeElement === null
}
