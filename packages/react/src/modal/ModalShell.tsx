import { closeModal } from '@portico/core'
import {
  type KeyboardEvent,
  type RefObject,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'
import { usePorticoConfig } from '../hooks/usePorticoConfig.ts'
import { useStoreState } from '../hooks/useStoreState.ts'
import { useTheme } from '../hooks/useTheme.ts'
import { I18nContext } from '../i18n/I18nContext.ts'
import { useModalI18n } from '../i18n/useModalI18n.ts'
import { FONT_UNIT_PROPERTY, registerFontUnit, visitorFontUnit } from '../styles/fontUnit.ts'
import { toThemeStyle } from '../styles/toThemeStyle.ts'
import { StyleRootContext } from '../styles/useStyleSheet.ts'
import { ModalContent } from './ModalContent.tsx'
import { useConnectPrerender } from './useConnectPrerender.ts'
import { useFocusTrap } from './useFocusTrap.ts'
import { useKeepFocusInside } from './useKeepFocusInside.ts'

export interface ModalShellProps {
  /** 'overlay': a dialog over the page; 'embedded': a card in the page's layout. */
  mode: 'overlay' | 'embedded'
  /** Where focus goes back to when an overlay closes. */
  opener?: RefObject<HTMLElement | null>
  /** The shadow root it renders into; views add their stylesheets there. */
  root: ShadowRoot
}

/**
 * Everything inside the shadow root: the themed wrapper and either the overlay
 * dialog (backdrop, focus trap, Escape) or the embedded card.
 */
export function ModalShell({ mode, opener, root }: ModalShellProps) {
  const config = usePorticoConfig()
  const isOpen = useStoreState(config.stores.modal, (state) => state.open)
  const shake = useStoreState(config.stores.modal, (state) => state.shake)
  const { resolvedThemeMode: themeMode, themeVariables } = useTheme()
  const titleId = useId()
  const dialog = useRef<HTMLDivElement>(null)
  const trapFocus = useFocusTrap(dialog)
  const i18n = useModalI18n()
  // The visitor's default font size, which the modal's text sizes follow: computed by CSS where
  // the page let the kit register its unit, read here only where it did not (fontUnit.ts).
  const [fontUnit] = useState<Record<string, string> | undefined>(() =>
    registerFontUnit() ? undefined : { [FONT_UNIT_PROPERTY]: visitorFontUnit(root) },
  )
  // Nothing to show until the locale's messages are there (fetched beside the modal's chunk).
  const visible = (mode === 'embedded' || isOpen) && i18n !== undefined
  useKeepFocusInside(dialog, mode === 'overlay' && visible)
  // Before the first open: the dialog rendered at an idle moment, hidden, for the open to show.
  const prerendered = useConnectPrerender(config, {
    ready: mode === 'overlay' && i18n !== undefined,
    open: isOpen,
  })

  // Move focus into the dialog on open, once the frame that shows it has painted: focus() before
  // that made the browser lay the new dialog out inside the click's task, and again for the frame
  // (10 ms of the open's 26 ms in the bench's profile).
  useLayoutEffect(() => {
    if (mode !== 'overlay' || !isOpen) return
    let timer: number | undefined
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => {
        const element = dialog.current
        // A view that focused a control of its own as it mounted (SIWX's Sign) keeps it.
        const root = element?.getRootNode() as Document | ShadowRoot | undefined
        if (element && !element.contains(root?.activeElement ?? null))
          element.focus({ preventScroll: true })
      }, 0)
    })
    return () => {
      cancelAnimationFrame(frame)
      window.clearTimeout(timer)
    }
  }, [mode, isOpen])

  // Give focus back to the opener on close. A passive effect on purpose: it runs after React
  // has restored the focus it saw before the commit (the shadow host), so it has the last word.
  useEffect(() => {
    if (mode !== 'overlay' || !isOpen) return
    return () => {
      const target = opener?.current
      if (target?.isConnected) target.focus()
    }
  }, [mode, isOpen, opener])

  // Escape closes even when focus has wandered onto the backdrop.
  useEffect(() => {
    if (mode !== 'overlay' || !isOpen) return
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) closeModal(config)
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [mode, isOpen, config])

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      // Marked handled so the document-level listener below does not close twice.
      event.preventDefault()
      closeModal(config)
      return
    }
    trapFocus(event)
  }

  const className = ['dialog', mode === 'embedded' ? 'embedded' : '', shake ? 'shake' : '']
    .filter(Boolean)
    .join(' ')

  return (
    <StyleRootContext.Provider value={root}>
      {(visible || prerendered) && i18n ? (
        <I18nContext.Provider value={i18n}>
          <div
            className="portico"
            lang={i18n.locale}
            dir={i18n.dir}
            data-theme={themeMode}
            data-mode={mode}
            // Inline as well: a sheet's rule giving a div a display would outrank `hidden`'s.
            hidden={!visible}
            style={{
              ...(visible ? undefined : { display: 'none' }),
              ...fontUnit,
              ...toThemeStyle(themeMode, themeVariables),
            }}
          >
            {mode === 'overlay' ? (
              <div className="overlay">
                <div className="backdrop" aria-hidden="true" onClick={() => closeModal(config)} />
                <div
                  ref={dialog}
                  className={className}
                  role="dialog"
                  aria-modal="true"
                  aria-labelledby={titleId}
                  tabIndex={-1}
                  onKeyDown={onKeyDown}
                  data-testid="portico-dialog"
                >
                  <ModalContent titleId={titleId} mode={mode} shown={visible} />
                </div>
              </div>
            ) : (
              <section
                className={className}
                aria-labelledby={titleId}
                data-testid="portico-embedded"
              >
                <ModalContent titleId={titleId} mode={mode} shown={visible} />
              </section>
            )}
          </div>
        </I18nContext.Provider>
      ) : null}
    </StyleRootContext.Provider>
  )
}
