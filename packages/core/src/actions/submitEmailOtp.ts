import {
  type AuthConnectorNotFoundErrorType,
  type InvalidOtpErrorType,
  NoEmailFlowError,
  type NoEmailFlowErrorType,
} from '../errors/auth.ts'
import type { AdapterErrorType } from '../errors/base.ts'
import type { OriginNotAllowedErrorType } from '../errors/config.ts'
import type { ProviderRequestErrorType } from '../errors/connection.ts'
import type { RequiredFieldErrorType } from '../errors/validation.ts'
import { parseOtp } from '../internal/auth/parseEmail.ts'
import { setEmailFlow } from '../internal/auth/setEmailFlow.ts'
import { getAuthAdapter } from '../internal/connection/getAuthAdapter.ts'
import { describeError } from '../internal/errors/describeError.ts'
import { toPorticoError } from '../internal/errors/toPorticoError.ts'
import { showSignInAlert } from '../internal/siwx/showSignInAlert.ts'
import type { PorticoConfig } from '../types/config.ts'
import type { Connection } from '../types/connector.ts'
import { type FinishEmailLoginErrorType, finishEmailLogin } from './finishEmailLogin.ts'

/**
 * `NoEmailFlowError` without a sign-in under way, `RequiredFieldError` or `InvalidOtpError` for
 * the code, `AuthConnectorNotFoundError`, `OriginNotAllowedError`, the embedded wallet's own (a
 * wrong, expired or locked code, its frame errors), a `ProviderRequestError` for anything else it
 * threw, or what connecting rejects with.
 */
export type SubmitEmailOtpErrorType =
  | NoEmailFlowErrorType
  | RequiredFieldErrorType
  | InvalidOtpErrorType
  | AuthConnectorNotFoundErrorType
  | OriginNotAllowedErrorType
  | ProviderRequestErrorType
  | AdapterErrorType
  | FinishEmailLoginErrorType

/**
 * Checks the sign-in code and connects the embedded wallet's account (spec §4: OTP, then user
 * fetch). A wrong, expired or locked code leaves EmailLogin on the code step with the error in
 * `stores.auth` `login.error`, and rethrows it; the visitor can type another or resend.
 *
 * @example
 * await submitEmailOtp(config, { otp: '123456' })
 */
export async function submitEmailOtp(
  config: PorticoConfig,
  parameters: { otp: string },
): Promise<Connection> {
  const login = config.stores.auth.getState().login
  if (!login) throw new NoEmailFlowError()
  setEmailFlow(config, 'login', { busy: true, error: undefined })
  try {
    const otp = parseOtp(parameters.otp)
    await getAuthAdapter(config).auth.connectOtp({ otp })
    return await finishEmailLogin(config, login.email)
  } catch (error) {
    if (config.stores.auth.getState().login)
      setEmailFlow(config, 'login', { busy: false, error: describeError(error) })
    showSignInAlert(config, error)
    throw toPorticoError(error)
  }
}
