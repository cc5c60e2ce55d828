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
