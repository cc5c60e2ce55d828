import type { SnackbarState } from '@portico/core'
import { AlertIcon, CheckIcon } from './icons.tsx'
import { Spinner } from './Spinner.tsx'

export interface SnackbarProps {
  snackbar: SnackbarState['snackbar']
}

/**
 * The toast at the bottom of the modal. The live region stays mounted so screen readers
 * announce each new message.
 *
 * @example
 * <Snackbar snackbar={{ id: 1, variant: 'success', message: 'Address copied' }} />
 */
export function Snackbar({ snackbar }: SnackbarProps) {
  return (
    <div className="snackbar-region" role="status" aria-live="polite">
      {snackbar ? (
        <div className="snackbar" data-variant={snackbar.variant} key={snackbar.id}>
          {snackbar.variant === 'loading' ? (
            <Spinner size={14} />
          ) : snackbar.variant === 'success' ? (
            <CheckIcon />
          ) : (
            <AlertIcon />
          )}
          <span>{snackbar.message}</span>
        </div>
      ) : null}
    </div>
  )
}
