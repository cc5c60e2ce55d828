import type { Alert } from '../types/state.ts'

/**
 * The spec §8 alerts, each with its code and title. `details` is the longer text a developer
 * needs to fix the cause; it is shown under the title.
 *
 * @example
 * showAlert(config, ALERTS.ORIGIN_NOT_ALLOWED)
 */
export const ALERTS = {
  INVALID_APP_CONFIGURATION: {
    code: 'INVALID_APP_CONFIGURATION',
    variant: 'error',
    message: 'Invalid App Configuration',
    details: 'This origin is not on the project allow-list for analytics.',
  },
  NETWORK_NOT_FOUND: {
    code: 'NETWORK_NOT_FOUND',
    variant: 'error',
    message: 'Network Not Found',
    details: 'The requested network is not one of the networks this app supports.',
  },
  ORIGIN_NOT_ALLOWED: {
    code: 'ORIGIN_NOT_ALLOWED',
    variant: 'error',
    message: 'Origin Not Allowed',
    details: "This page's origin is not on the project's allowed origins.",
  },
  IFRAME_LOAD_FAILED: {
    code: 'IFRAME_LOAD_FAILED',
    variant: 'error',
    message: 'Network Error - Could not load embedded wallet',
    details: 'The embedded wallet frame did not load; check the connection and try again.',
  },
  IFRAME_REQUEST_TIMEOUT: {
    code: 'IFRAME_REQUEST_TIMEOUT',
    variant: 'error',
    message: 'Embedded Wallet Request Timed Out',
    details: 'The embedded wallet did not answer in time; try again.',
  },
  UNVERIFIED_DOMAIN: {
    code: 'UNVERIFIED_DOMAIN',
    variant: 'error',
    message: 'Unverified Domain',
    details: "The server could not verify this page's domain: the sign-in was made for another.",
  },
  SESSION_EXPIRED: {
    code: 'SESSION_EXPIRED',
    variant: 'error',
    message: 'Session Expired',
    details: 'The session is not valid yet or any more; check the device clock and connect again.',
  },
  INVALID_PROJECT_ID: {
    code: 'INVALID_PROJECT_ID',
    variant: 'error',
    message: 'Invalid Project ID',
    details: 'The server does not know this project id.',
  },
  PROJECT_ID_NOT_CONFIGURED: {
    code: 'PROJECT_ID_NOT_CONFIGURED',
    variant: 'error',
    message: 'Project ID Not Configured',
    details: 'Pass the projectId your Portico server issued to createConfig.',
  },
  SERVER_ERROR: {
    code: 'SERVER_ERROR',
    variant: 'error',
    message: 'Server Error',
    details: 'Failed to get the app configuration.',
  },
  RATE_LIMITED: {
    code: 'RATE_LIMITED',
    variant: 'error',
    message: 'Rate Limited',
    details: 'Too many requests to the server; try again later.',
  },
  MULTI_WALLET_NOT_ENABLED: {
    code: 'MULTI_WALLET_NOT_ENABLED',
    variant: 'info',
    message: 'Multi-wallet not enabled',
    details: 'Enable the multiWallet feature to connect several wallets at once.',
  },
  LOCAL_CONFIGURATION_IGNORED: {
    code: 'LOCAL_CONFIGURATION_IGNORED',
    variant: 'warning',
    message: 'Local configuration ignored',
    details: 'The remote project configuration overrides the local feature settings.',
  },
} as const satisfies Record<string, Alert & { code: string }>

export type AlertCode = keyof typeof ALERTS
