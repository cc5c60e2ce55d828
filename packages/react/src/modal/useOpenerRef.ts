import type { PorticoConfig } from '@portico/core'
import { type RefObject, useEffect, useRef } from 'react'
import { getDeepActiveElement } from './getDeepActiveElement.ts'

/**
 * Remembers which element had focus at the moment the modal opened (usually the connect button),
 * so focus can go back to it on close. It listens to the store, not to a click, because the modal
 * can also be opened by `openModal` from anywhere.
 *
 * @example
 * const opener = useOpenerRef(config)
 * // later, on close: opener.current?.focus()
 */
export function useOpenerRef(config: PorticoConfig): RefObject<HTMLElement | null> {
  const opener = useRef<HTMLElement | null>(null)
  useEffect(() => {
    if (config.stores.modal.getState().open && !opener.current)
      opener.current = getDeepActiveElement()
    return config.stores.modal.subscribe((state, previous) => {
      if (state.open && !previous.open) opener.current = getDeepActiveElement()
    })
  }, [config])
  return opener
}
