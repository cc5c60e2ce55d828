import { showSnackbar } from '@portico/core'
import { useCallback, useEffect, useState } from 'react'
import { COPIED_FEEDBACK_MS } from '../constants.ts'
import { usePorticoConfig } from './usePorticoConfig.ts'

/**
 * Copies an address to the clipboard with the kit's feedback: the 'Address copied' snackbar,
 * and `copied` true for a moment (a check mark in place of the copy icon).
 *
 * @example
 * const { copy, copied } = useCopyAddress()
 * <IconButton label={copied ? 'Address copied' : 'Copy address'} onClick={() => copy(address)} />
 */
export function useCopyAddress(): { copy: (address: string) => Promise<void>; copied: boolean } {
  const config = usePorticoConfig()
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
        showSnackbar(config, { message: 'Address copied', variant: 'success' })
      } catch {
        showSnackbar(config, { message: 'Could not copy the address', variant: 'error' })
      }
    },
    [config],
  )
  return { copy, copied }
}
