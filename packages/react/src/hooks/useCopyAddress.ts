import { showSnackbar } from '@portico/core'
import { useCallback, useEffect, useState } from 'react'
import { COPIED_FEEDBACK_MS } from '../constants.ts'
import { useI18n } from '../i18n/useI18n.ts'
import { usePorticoConfig } from './usePorticoConfig.ts'

/**
 * Copies an address to the clipboard with the kit's feedback: the 'Address copied' snackbar
 * (for as long as the visitor stays in the view it was copied in), and `copied` true for a
 * moment (a check mark in place of the copy icon). For the modal's views: the snackbar speaks
 * their language.
 *
 * @example
 * const { copy, copied } = useCopyAddress()
 * <IconButton label={copied ? 'Address copied' : 'Copy address'} onClick={() => copy(address)} />
 */
export function useCopyAddress(): { copy: (address: string) => Promise<void>; copied: boolean } {
  const config = usePorticoConfig()
  const { t } = useI18n()
  const [copied, setCopied] = useState(false)

  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS)
    return () => clearTimeout(timer)
  }, [copied])

  const copy = useCallback(
    async (address: string) => {
      try {
        await navigator.clipboard.writeText(address)
        setCopied(true)
        // The message is about the view the address was copied in: it ends when that view
        // is left, so it never covers the next view's controls (issue #30).
        const view = config.stores.router.getState().view
        showSnackbar(config, {
          message: t('feedback.snackbar.addressCopied'),
          variant: 'success',
          view,
        })
      } catch {
        const view = config.stores.router.getState().view
        showSnackbar(config, {
          message: t('feedback.snackbar.copyFailed'),
          variant: 'error',
          view,
        })
      }
    },
    [config, t],
  )
  return { copy, copied }
}
