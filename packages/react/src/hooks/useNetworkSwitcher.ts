import { type Network, switchNetwork } from '@portico/core'
import { useCallback, useRef, useState } from 'react'
import { translateError } from '../i18n/translateError.ts'
import { useI18n } from '../i18n/useI18n.ts'
import { usePorticoConfig } from './usePorticoConfig.ts'

export interface UseNetworkSwitcherReturnType {
  /** The network being switched to, while the wallet is asked. */
  pending: Network | undefined
  /** The last failure's message in the modal's language, cleared by the next attempt. */
  error: string | undefined
  /** Resolves true when the wallet switched. */
  select: (network: Network) => Promise<boolean>
}

/**
 * The switching state shared by SwitchNetwork and UnsupportedChain: one switch at a time,
 * its pending network and its error.
 *
 * @example
 * const { pending, error, select } = useNetworkSwitcher()
 */
export function useNetworkSwitcher(): UseNetworkSwitcherReturnType {
  const config = usePorticoConfig()
  const { t } = useI18n()
  const [pending, setPending] = useState<Network>()
  const [error, setError] = useState<string>()
  const busy = useRef(false)

  const select = useCallback(
    async (network: Network) => {
      if (busy.current) return false
      busy.current = true
      setPending(network)
      setError(undefined)
      try {
        await switchNetwork(config, network)
        return true
      } catch (cause) {
        setError(translateError(t, cause) || t('connect.switchChain.failed'))
        return false
      } finally {
        busy.current = false
        setPending(undefined)
      }
    },
    [config, t],
  )
  return { pending, error, select }
}
