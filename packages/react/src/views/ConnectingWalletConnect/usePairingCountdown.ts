import { type PorticoConfig, refreshExpiredPairing } from '@portico/core'
import { useEffect, useState } from 'react'

/**
 * Ticks once a second while a pairing URI is shown: replaces an expired URI (spec §4) and
 * returns the seconds left, for the "Expires in" line.
 */
export function usePairingCountdown(
  config: PorticoConfig,
  expiresAt: number | undefined,
): number | undefined {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (expiresAt === undefined) return
    const tick = () => {
      setNow(Date.now())
      refreshExpiredPairing(config)
    }
    tick()
    const timer = setInterval(tick, 1000)
    return () => clearInterval(timer)
  }, [config, expiresAt])
  if (expiresAt === undefined) return undefined
  return Math.max(0, Math.floor((expiresAt - now) / 1000))
}
