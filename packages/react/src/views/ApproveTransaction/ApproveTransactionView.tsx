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
    const place = () => {
      const { top, left, width, height } = element.getBoundingClientRect()
      auth.showFrame({ top, left, width, height })
    }
    place()
    const observer = new ResizeObserver(place)
    observer.observe(element)
    window.addEventListener('resize', place)
    window.addEventListener('scroll', place, true)
    return () => {
      observer.disconnect()
      window.removeEventListener('resize', place)
      window.removeEventListener('scroll', place, true)
      auth.showFrame(undefined)
    }
  }, [config])

  return (
    <div className="approve-area" ref={area} data-testid="approve-transaction-area">
      <p className="muted">{t('approve.reviewInWallet')}</p>
    </div>
  )
}
