import type { PorticoConfig } from '../../types/config.ts'

/**
 * Spec §4: while a required sign-in is being asked for (no session yet), the modal cannot be
 * closed; the visitor signs, or cancels and is disconnected.
 */
export function isSiwxLocked(config: PorticoConfig): boolean {
  const { siwx } = config.options
  if (!siwx?.getRequired?.()) return false
  return config.stores.siwx.getState().prompt !== undefined
}
