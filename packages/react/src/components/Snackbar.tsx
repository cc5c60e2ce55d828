import type { SnackbarState } from '@portico/core'
import { translateError } from '../i18n/translateError.ts'
import { useI18n } from '../i18n/useI18n.ts'
import { AlertIcon, CheckIcon } from './icons.tsx'
import { Spinner } from './Spinner.tsx'

export interface SnackbarProps {
  snackbar: SnackbarState['snackbar']
}

/**
 * The toast at the bottom of the modal. The live region stays mounted so screen readers
 * announce each new message. Core's messages ('Token Balance Unavailable', 'Error signing
 * message', …) read in the visitor's language (by their text, as core's errors do); the kit's
 * own are given translated.
 *
 * @example
 * <Snackbar snackbar={{ id: 1, variant: 'success', message: 'Address copied' }} />
 */
export function Snackbar({ snackbar }: SnackbarProps) {
  const { t } = useI18n()
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
          <span>{translateError(t, snackbar.message)}</span>
        </div>
      ) : null}
    </div>
  )
}
