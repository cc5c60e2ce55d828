import * as v from 'valibot'
import type { AuthConnectorNotFoundErrorType } from '../errors/auth.ts'
import type { AdapterErrorType } from '../errors/base.ts'
import type { OriginNotAllowedErrorType } from '../errors/config.ts'
import type { ModalClosedErrorType } from '../errors/connection.ts'
import {
  type SocialConnectErrorType,
  SocialLoginInitError,
  type SocialLoginInitErrorType,
  type SocialPopupClosedErrorType,
} from '../errors/social.ts'
import { failSocialLogin } from '../internal/auth/failSocialLogin.ts'
import { openSocialPopup } from '../internal/auth/openSocialPopup.ts'
import { getAuthAdapter } from '../internal/connection/getAuthAdapter.ts'
import { emitEvent } from '../internal/project/emitEvent.ts'
import { socialProviderSchema } from '../schemas/socialProviderSchema.ts'
import type { SocialProvider } from '../types/auth.ts'
import type { PorticoConfig } from '../types/config.ts'
import type { Connection } from '../types/connector.ts'
import { cancelSocialLogin } from './cancelSocialLogin.ts'
import { navigate } from './navigate.ts'

export interface ConnectSocialParameters {
  /** Spec §5: google, github, apple, facebook, x or discord. */
  provider: SocialProvider
}

export type ConnectSocialReturnType = Connection

/**
 * `AuthConnectorNotFoundError` without an embedded wallet, `SocialLoginInitError`,
 * `SocialPopupClosedError`, `SocialConnectError`, `ModalClosedError` when cancelled,
 * `OriginNotAllowedError` (the project's refusal keeps its alert), or the embedded wallet's own.
 */
export type ConnectSocialErrorType =
  | AuthConnectorNotFoundErrorType
  | SocialLoginInitErrorType
  | SocialPopupClosedErrorType
  | SocialConnectErrorType
  | ModalClosedErrorType
  | OriginNotAllowedErrorType
  | AdapterErrorType

/**
 * Signs the visitor in with a social provider through the embedded wallet (spec §4): opens the
 * provider in a 600 x 800 window, waits for the secure site to send back where the provider
 * returned the visitor, then connects the embedded wallet's account as the e-mail sign-in does
 * (modal closed, balance loaded, kept for reconnect). The modal shows ConnectingSocial meanwhile,
 * and the flow reports SOCIAL_LOGIN_STARTED, then REQUEST_USER_DATA and SUCCESS, or CANCELED
 * (window closed: 'Popup closed') or ERROR ('Failed to initiate social connection', 'Failed to
 * connect', or the embedded wallet's message), each with `{ provider }` (spec §7). Closing the
 * modal or going back cancels it (`ModalClosedError`).
 *
 * Call it from the visitor's click and do not await anything before it: the window opens
 * synchronously, or the browser blocks it ('Failed to initiate social connection'). The rest of
 * the flow's code loads on first use.
 *
 * @example
 * button.addEventListener('click', () => {
 *   connectSocial(config, { provider: 'github' }).catch(() => {}) // ConnectingSocial shows errors
 * })
 */
export async function connectSocial(
  config: PorticoConfig,
  parameters: ConnectSocialParameters,
): Promise<ConnectSocialReturnType> {
  const { provider } = parameters
  // One sign-in at a time: one under way gives way to this one (its window closes).
  cancelSocialLogin(config)
  const adapter = getAuthAdapter(config)
  if (!v.is(socialProviderSchema, provider))
    throw new SocialLoginInitError({
      details: `Not a social sign-in provider: ${String(provider)}`,
    })

  // Nothing is awaited before this line: popup blockers allow a window only in the click itself.
  const popup = openSocialPopup()
  const { stores } = config
  stores.auth.setState({ social: { provider, status: 'waiting' } })
  if (stores.router.getState().view !== 'ConnectingSocial') navigate(config, 'ConnectingSocial')
  if (!popup) {
    const error = new SocialLoginInitError({ details: 'The browser blocked the popup window' })
    throw failSocialLogin(config, { provider, error, isCurrent: true })
  }

  emitEvent(config, 'SOCIAL_LOGIN_STARTED', { provider })
  // Stored once it succeeds (finishSocialLogin): the embedded wallet's account says which
  // provider it signed in with, and a sign-in given up must not relabel an earlier session.

  const controller = new AbortController()
  const flow = {
    cancel() {
      controller.abort()
      popup.close()
    },
  }
  config.internal.socialLogin = flow
  const isCurrent = () => config.internal.socialLogin === flow

  let runSocialLogin: typeof import('../internal/auth/runSocialLogin.ts').runSocialLogin
  try {
    ;({ runSocialLogin } = await import('../internal/auth/runSocialLogin.ts'))
  } catch (cause) {
    popup.close()
    const error = new SocialLoginInitError({ cause, details: 'The sign-in code did not load' })
    throw failSocialLogin(config, {
      provider,
      error,
      isCurrent: isCurrent(),
      cancelled: controller.signal.aborted,
    })
  }
  return runSocialLogin(config, {
    adapter,
    provider,
    popup,
    signal: controller.signal,
    isCurrent,
  })
}
