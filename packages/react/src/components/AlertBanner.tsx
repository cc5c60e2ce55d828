import type { Alert } from '@portico/core'
import { IconButton } from './IconButton.tsx'
import { AlertIcon, CloseIcon } from './icons.tsx'

export interface AlertBannerProps {
  alert: Alert
  onDismiss: () => void
}

/**
 * A banner across the top of the modal for spec §8 alerts. Errors and warnings interrupt
 * (`role="alert"`); info and success wait their turn (`role="status"`).
 *
 * @example
 * <AlertBanner alert={{ variant: 'error', message: 'Invalid Project ID' }} onDismiss={dismiss} />
 */
export function AlertBanner({ alert, onDismiss }: AlertBannerProps) {
  const urgent = alert.variant === 'error' || alert.variant === 'warning'
  return (
    <div className="alert" data-variant={alert.variant} role={urgent ? 'alert' : 'status'}>
      <AlertIcon width={18} height={18} />
      <p>
        <strong>{alert.message}</strong>
        {alert.details ? <span className="alert-details">{alert.details}</span> : null}
      </p>
      <IconButton label="Dismiss" onClick={onDismiss}>
        <CloseIcon />
      </IconButton>
    </div>
  )
}
