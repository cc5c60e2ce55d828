import { connectWalletConnect, type PorticoConfig } from '@portico/core'
import { useEffect, useRef } from 'react'

/**
 * Starts (or joins) the WalletConnect connect once per visit of a view. Its progress and
 * failures are in the pairing store, which the view renders; core routes on success.
 */
export function useWalletConnectConnect(config: PorticoConfig): void {
  // Strict mode's double effect must not make a second URI.
  const started = useRef(false)
  useEffect(() => {
    if (started.current) return
    started.current = true
    connectWalletConnect(config).catch(() => undefined)
  }, [config])
}
