import type { Alert } from '@portico/core'
import { translateAlert } from '../i18n/translateAlert.ts'
import { useI18n } from '../i18n/useI18n.ts'
import { IconButton } from './IconButton.tsx'
import { AlertIcon, CloseIcon } from './icons.tsx'

export interface AlertBannerProps {
  alert: Alert
  onDismiss: () => void
}

/**
 * A banner across the top of the modal for spec §8 alerts. Errors and warnings interrupt
 * (`role="alert"`); info and success wait their turn (`role="status"`). A catalogue alert reads
 * in the visitor's language; a text of the server's or the dApp's own is shown as given.
 *
 * @example
 * <AlertBanner alert={{ variant: 'error', message: 'Invalid Project ID' }} onDismiss={dismiss} />
 */
export function AlertBanner({ alert, onDismiss }: AlertBannerProps) {
  const { t } = useI18n()
  const { title, details } = translateAlert(t, alert)
  const urgent = alert.variant === 'error' || alert.variant === 'warning'
  return (
    <div className="alert" data-variant={alert.variant} role={urgent ? 'alert' : 'status'}>
      <AlertIcon width={18} height={18} />
      <p>
        <strong>{title}</strong>
        {details ? <span className="alert-details">{details}</span> : null}
      </p>
      <IconButton label={t('feedback.alert.dismiss')} onClick={onDismiss}>
        <CloseIcon />
      </IconButton>
    </div>
  )
}
