import { createElement, type RefObject, useLayoutEffect, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { baseStyles } from '../styles/baseStyles.ts'
import { addStyleSheet } from '../styles/useStyleSheet.ts'
import { MODAL_ELEMENT_NAME } from './ModalPortal.tsx'
import { ModalShell } from './ModalShell.tsx'

export interface InlineModalProps {
  embedded: boolean
  opener: RefObject<HTMLElement | null>
}

/**
 * `<portico-modal>` rendered where `<PorticoModal />` stands, with the modal in its shadow root:
 * inline in the layout when embedded, else an overlay the page positioned itself.
 */
export function InlineModal({ embedded, opener }: InlineModalProps) {
  const host = useRef<HTMLElement>(null)
  const [root, setRoot] = useState<ShadowRoot | null>(null)
  useLayoutEffect(() => {
    const element = host.current
    if (!element) return
    // A host element survives React's strict-mode remount, and a shadow root cannot be attached twice.
    const shadow = element.shadowRoot ?? element.attachShadow({ mode: 'open' })
    // The shared rules first, so that a view's own sheet, added later, wins a tie.
    addStyleSheet(shadow, baseStyles)
    setRoot(shadow)
  }, [])
  return createElement(
    MODAL_ELEMENT_NAME,
    { ref: host, 'data-embedded': embedded ? '' : undefined },
    root
      ? createPortal(
          <ModalShell mode={embedded ? 'embedded' : 'overlay'} opener={opener} root={root} />,
          root,
        )
      : null,
  )
}
