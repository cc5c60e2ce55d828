import { findAuthAdapter } from '@portico/core'
import { useLayoutEffect, useRef } from 'react'
import { usePorticoConfig } from '../../hooks/usePorticoConfig.ts'
import { useI18n } from '../../i18n/useI18n.ts'
import { useStyleSheet } from '../../styles/useStyleSheet.ts'
import { approveStyles } from './approveStyles.ts'

/**
 * Spec §2 ApproveTransaction: the embedded wallet's own approve screen, shown over this view's
 * area. The frame draws what is signed and the Approve / Reject buttons on its own origin, so
 * the page cannot press them or change what they show; this view only reserves the space and
 * keeps the frame on it while it moves.
 */
export function ApproveTransactionView() {
  useStyleSheet(approveStyles)
  const config = usePorticoConfig()
  const { t } = useI18n()
  const area = useRef<HTMLDivElement>(null)

  useLayoutEffect(() => {
    const auth = findAuthAdapter(config)?.auth
    const element = area.current
    if (!auth || !element) return
    // Each frame: the area also moves without resizing or scrolling (the modal's entrance
    // animation scales it in, a shake moves it), which no observer or event reports. The frame
    // first shows once the area has held still for two frames (the entrance is over: a frame
    // resized under the pointer while it scales lost a click in it), then follows every change.
    let placed = ''
    let stillFrames = 0
    let shown = false
    let next = 0
    const follow = () => {
      const { top, left, width, height } = element.getBoundingClientRect()
      const box = `${top} ${left} ${width} ${height}`
      stillFrames = box === placed ? stillFrames + 1 : 0
      if (box !== placed || (!shown && stillFrames >= 2)) {
        placed = box
        if (shown || stillFrames >= 2) {
          shown = true
          auth.showFrame({ top, left, width, height })
        }
      }
      next = requestAnimationFrame(follow)
    }
    follow()
    return () => {
      cancelAnimationFrame(next)
      auth.showFrame(undefined)
    }
  }, [config])

  return (
    <div className="approve-area" ref={area} data-testid="approve-transaction-area">
      <p className="muted">{t('approve.reviewInWallet')}</p>
    </div>
  )
}
