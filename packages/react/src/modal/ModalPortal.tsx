import { type RefObject, useLayoutEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import { baseStyles } from '../styles/baseStyles.ts'
import { addStyleSheet } from '../styles/useStyleSheet.ts'
import { ModalShell } from './ModalShell.tsx'

export interface ModalPortalProps {
  opener: RefObject<HTMLElement | null>
}

/** The one element the kit adds to a page (spec §1). */
export const MODAL_ELEMENT_NAME = 'portico-modal'

/**
 * Appends one `<portico-modal>` element to `document.body`, gives it an open shadow root and
 * renders the modal into it. The element is removed again when the provider unmounts.
 */
export function ModalPortal({ opener }: ModalPortalProps) {
  const [root, setRoot] = useState<ShadowRoot | null>(null)
  useLayoutEffect(() => {
    const host = document.createElement(MODAL_ELEMENT_NAME)
    const shadow = host.attachShadow({ mode: 'open' })
    // The shared rules first, so that a view's own sheet, added later, wins a tie.
    addStyleSheet(shadow, baseStyles)
    document.body.append(host)
    setRoot(shadow)
    return () => {
      host.remove()
      setRoot(null)
    }
  }, [])
  if (!root) return null
  return createPortal(<ModalShell mode="overlay" opener={opener} root={root} />, root)
}
