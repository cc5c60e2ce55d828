import type { ReactNode } from 'react'
import { useI18n } from '../i18n/useI18n.ts'
import { Spinner } from './Spinner.tsx'

export interface DeviceApprovalWaitProps {
  /** `data-testid` of the block. */
  testId: string
  /** What the e-mail's link approves: 'Approve this device', 'Confirm this site'. */
  title: string
  /** Where the link went and what follows it. */
  children: ReactNode
  /** The wait's failure, in the kit's words; shown as an alert. */
  error?: string | undefined
}

/**
 * Waiting for the visitor to approve this browser from the link of an e-mail (spec §4): a
 * spinner, the title, what to do, and the failure if any. The e-mail sign-in's device step and
 * a social sign-in that must confirm the site by e-mail show the same block.
 *
 * @example
 * <DeviceApprovalWait testId="email-device-approval" title="Approve this device">We sent a link…</DeviceApprovalWait>
 */
export function DeviceApprovalWait({ testId, title, children, error }: DeviceApprovalWaitProps) {
  const { t } = useI18n()
  return (
    <div className="center" data-testid={testId}>
      <Spinner size={32} label={t('connect.device.waiting')} />
      <p className="center-title">{title}</p>
      <p className="muted">{children}</p>
      {error ? (
        <p className="error-text" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}
