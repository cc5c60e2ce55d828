import { ALERTS, type Alert, type AlertCode } from '@portico/core'
import type { MessageId, Translate } from './messageId.ts'

/** The messages of each spec §8 alert of core's catalogue, by its code. */
const ALERT_MESSAGES: Readonly<Record<AlertCode, { title: MessageId; details: MessageId }>> = {
  INVALID_APP_CONFIGURATION: {
    title: 'feedback.alert.invalidAppConfiguration.title',
    details: 'feedback.alert.invalidAppConfiguration.details',
  },
  NETWORK_NOT_FOUND: {
    title: 'feedback.alert.networkNotFound.title',
    details: 'feedback.alert.networkNotFound.details',
  },
  ORIGIN_NOT_ALLOWED: {
    title: 'feedback.alert.originNotAllowed.title',
    details: 'feedback.alert.originNotAllowed.details',
  },
  IFRAME_LOAD_FAILED: {
    title: 'feedback.alert.iframeLoadFailed.title',
    details: 'feedback.alert.iframeLoadFailed.details',
  },
  IFRAME_REQUEST_TIMEOUT: {
    title: 'feedback.alert.iframeRequestTimeout.title',
    details: 'feedback.alert.iframeRequestTimeout.details',
  },
  UNVERIFIED_DOMAIN: {
    title: 'feedback.alert.unverifiedDomain.title',
    details: 'feedback.alert.unverifiedDomain.details',
  },
  SESSION_EXPIRED: {
    title: 'feedback.alert.sessionExpired.title',
    details: 'feedback.alert.sessionExpired.details',
  },
  INVALID_PROJECT_ID: {
    title: 'feedback.alert.invalidProjectId.title',
    details: 'feedback.alert.invalidProjectId.details',
  },
  PROJECT_ID_NOT_CONFIGURED: {
    title: 'feedback.alert.projectIdNotConfigured.title',
    details: 'feedback.alert.projectIdNotConfigured.details',
  },
  SERVER_ERROR: {
    title: 'feedback.alert.serverError.title',
    details: 'feedback.alert.serverError.details',
  },
  RATE_LIMITED: {
    title: 'feedback.alert.rateLimited.title',
    details: 'feedback.alert.rateLimited.details',
  },
  MULTI_WALLET_NOT_ENABLED: {
    title: 'feedback.alert.multiWalletNotEnabled.title',
    details: 'feedback.alert.multiWalletNotEnabled.details',
  },
  LOCAL_CONFIGURATION_IGNORED: {
    title: 'feedback.alert.localConfigurationIgnored.title',
    details: 'feedback.alert.localConfigurationIgnored.details',
  },
}

/**
 * An alert's title and details in the visitor's language, by its code: each part that is the
 * catalogue's English text is translated, any other text is kept as given (the server's
 * message of 'Server Error', a dApp's own alert).
 *
 * @example
 * translateAlert(t, ALERTS.ORIGIN_NOT_ALLOWED) // { title: 'Origine non autorisée', details: '…' } in French
 */
export function translateAlert(
  t: Translate,
  alert: Alert,
): { title: string; details: string | undefined } {
  const code = alert.code as AlertCode | undefined
  if (!code || !Object.hasOwn(ALERT_MESSAGES, code))
    return { title: alert.message, details: alert.details }
  const english = ALERTS[code]
  const ids = ALERT_MESSAGES[code]
  return {
    title: alert.message === english.message ? t(ids.title) : alert.message,
    details: alert.details === english.details ? t(ids.details) : alert.details,
  }
}
