import { PorticoError } from '../../errors/base.ts'
import { ModalClosedError } from '../../errors/connection.ts'
import { SocialConnectError, SocialPopupClosedError } from '../../errors/social.ts'
import type { SocialProvider } from '../../types/auth.ts'
import type { PorticoConfig } from '../../types/config.ts'
import { emitEvent } from '../project/emitEvent.ts'
import { showSignInAlert } from '../siwx/showSignInAlert.ts'

export interface FailSocialLoginParameters {
  provider: SocialProvider
  error: unknown
  /** Whether the sign-in is still the one ConnectingSocial shows (not cancelled or replaced). */
  isCurrent: boolean
  /** The sign-in was cancelled (modal closed, back): nothing to report. */
  cancelled?: boolean
}

/**
 * Ends a failed social sign-in (spec §4, §7): a closed window is SOCIAL_LOGIN_CANCELED, any
 * other failure SOCIAL_LOGIN_ERROR with its message; ConnectingSocial then shows the message
 * and 'Try again'; a failure the project's allowed origins caused also shows the 'Origin Not
 * Allowed' alert. Returns the error to throw.
 */
export function failSocialLogin(
  config: PorticoConfig,
  parameters: FailSocialLoginParameters,
): PorticoError {
  const { provider, error, isCurrent } = parameters
  const failure = error instanceof PorticoError ? error : new SocialConnectError({ cause: error })
  if (parameters.cancelled && failure instanceof ModalClosedError) return failure
  if (failure instanceof SocialPopupClosedError)
    emitEvent(config, 'SOCIAL_LOGIN_CANCELED', { provider })
  else emitEvent(config, 'SOCIAL_LOGIN_ERROR', { provider, message: failure.message })
  if (isCurrent) {
    config.internal.socialLogin = undefined
    config.stores.auth.setState({ social: { provider, status: 'error', error: failure.message } })
    showSignInAlert(config, failure)
  }
  return failure
}
