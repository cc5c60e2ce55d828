import {
  type AuthConnectorNotFoundErrorType,
  NoEmailFlowError,
  type NoEmailFlowErrorType,
} from '../errors/auth.ts'
import type { AdapterErrorType } from '../errors/base.ts'
import type { OriginNotAllowedErrorType } from '../errors/config.ts'
import type { ProviderRequestErrorType } from '../errors/connection.ts'
import { setEmailFlow } from '../internal/auth/setEmailFlow.ts'
import { getAuthAdapter } from '../internal/connection/getAuthAdapter.ts'
import { describeError } from '../internal/errors/describeError.ts'
import { toPorticoError } from '../internal/errors/toPorticoError.ts'
import { showSignInAlert } from '../internal/siwx/showSignInAlert.ts'
import type { PorticoConfig } from '../types/config.ts'

/**
 * `NoEmailFlowError` without a sign-in under way, `AuthConnectorNotFoundError`,
 * `OriginNotAllowedError`, the embedded wallet's own ('Please try again after N seconds', its
 * frame errors), or a `ProviderRequestError` for anything else it threw.
 */
export type ResendEmailCodeErrorType =
  | NoEmailFlowErrorType
  | AuthConnectorNotFoundErrorType
  | OriginNotAllowedErrorType
  | ProviderRequestErrorType
  | AdapterErrorType

/**
 * Sends the sign-in e-mail again. The server's rate check answers a resend within 30 s with
 * 'Please try again after N seconds' (spec §5), which lands in `login.error`.
 *
 * @example
 * await resendEmailCode(config)
 */
export async function resendEmailCode(config: PorticoConfig): Promise<void> {
  const login = config.stores.auth.getState().login
  if (!login) throw new NoEmailFlowError()
  setEmailFlow(config, 'login', { busy: true, error: undefined })
  try {
    await getAuthAdapter(config).auth.connectEmail({ email: login.email })
    setEmailFlow(config, 'login', { busy: false, sentAt: Date.now() })
  } catch (error) {
    setEmailFlow(config, 'login', { busy: false, error: describeError(error) })
    showSignInAlert(config, error)
    throw toPorticoError(error)
  }
}
