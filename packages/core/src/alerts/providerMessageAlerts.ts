import type { AlertCode } from './alertCatalogue.ts'

/**
 * Provider error messages and the alert each maps to (spec §8). The one place this mapping
 * lives: the API clients and the WalletConnect adapter report messages through it.
 */
export const PROVIDER_MESSAGE_ALERTS: Readonly<Record<string, AlertCode>> = {
  'Unauthorized: origin not allowed': 'ORIGIN_NOT_ALLOWED',
  'JWT validation error: JWT Token is not yet valid': 'SESSION_EXPIRED',
  'Unauthorized: invalid key': 'INVALID_PROJECT_ID',
}

/**
 * The alert of the provider message `message` is or carries, e.g. the WalletConnect relay's
 * close reason inside its client's 'WebSocket connection closed abnormally with code: 3000 (…)'.
 *
 * @example
 * findProviderMessageAlert('… code: 3000 (Unauthorized: invalid key)') // 'INVALID_PROJECT_ID'
 */
export function findProviderMessageAlert(message: string): AlertCode | undefined {
  const exact = PROVIDER_MESSAGE_ALERTS[message]
  if (exact) return exact
  const carried = Object.keys(PROVIDER_MESSAGE_ALERTS).find((known) => message.includes(known))
  return carried === undefined ? undefined : PROVIDER_MESSAGE_ALERTS[carried]
}
