import type { AuthConnectorNotFoundErrorType, InvalidEmailErrorType } from '../errors/auth.ts'
import type { AdapterErrorType } from '../errors/base.ts'
import type { OriginNotAllowedErrorType } from '../errors/config.ts'
import type { ProviderRequestErrorType } from '../errors/connection.ts'
import type { RequiredFieldErrorType } from '../errors/validation.ts'
import { parseEmail } from '../internal/auth/parseEmail.ts'
import { setEmailFlow } from '../internal/auth/setEmailFlow.ts'
import { getAuthAdapter } from '../internal/connection/getAuthAdapter.ts'
import { describeError } from '../internal/errors/describeError.ts'
import { toPorticoError } from '../internal/errors/toPorticoError.ts'
import { showSignInAlert } from '../internal/siwx/showSignInAlert.ts'
import type { EmailLoginAction } from '../types/auth.ts'
import type { PorticoConfig } from '../types/config.ts'
import { type FinishEmailLoginErrorType, finishEmailLogin } from './finishEmailLogin.ts'
import { navigate } from './navigate.ts'

export interface ConnectEmailParameters {
  email: string
}

/**
 * `RequiredFieldError` or `InvalidEmailError` for the address, `AuthConnectorNotFoundError`
 * without an embedded wallet, `OriginNotAllowedError` (its alert shows too), the embedded
 * wallet's own ('Please try again after N seconds', its frame errors, …), a
 * `ProviderRequestError` for anything else it threw; for a known session ('CONNECT'), what
 * connecting rejects with.
 */
export type ConnectEmailErrorType =
  | RequiredFieldErrorType
  | InvalidEmailErrorType
  | AuthConnectorNotFoundErrorType
  | OriginNotAllowedErrorType
  | ProviderRequestErrorType
  | AdapterErrorType
  | FinishEmailLoginErrorType

/**
 * Starts an e-mail sign-in (spec §4): the embedded wallet sends a code, or, for a device it has
 * not seen with this e-mail, an approval link first. EmailLogin then shows the step; after the
 * approval the step becomes the code. A known session connects at once ('CONNECT').
 * Failures ('Invalid email address', 'Please try again after N seconds', …) land in
 * `stores.auth` `start.error` and are rethrown; one the project's allowed origins caused
 * ('Unauthorized: origin not allowed': the page is not allowed, so the embedded wallet did not
 * load, or its server refused) also shows the 'Origin Not Allowed' alert.
 *
 * @example
 * await connectEmail(config, { email: 'ada@example.com' }) // 'VERIFY_OTP'
 */
export async function connectEmail(
  config: PorticoConfig,
  parameters: ConnectEmailParameters,
): Promise<EmailLoginAction> {
  const { auth } = config.stores
  auth.setState({ start: { busy: true } })
  const loginId = ++config.internal.emailLoginId
  let action: EmailLoginAction
  let email: string
  try {
    email = parseEmail(parameters.email)
    const adapter = getAuthAdapter(config)
    ;({ action } = await adapter.auth.connectEmail({ email }))
  } catch (error) {
    auth.setState({ start: { busy: false, error: describeError(error) } })
    showSignInAlert(config, error)
    throw toPorticoError(error)
  }
  auth.setState({ start: { busy: false } })
  if (action === 'CONNECT') {
    await finishEmailLogin(config, email)
    return action
  }
  const step = action === 'VERIFY_DEVICE' ? 'device' : 'otp'
  setEmailFlow(config, 'login', { email, step, busy: false, error: undefined, sentAt: Date.now() })
  if (config.stores.router.getState().view !== 'EmailLogin') navigate(config, 'EmailLogin')
  if (step === 'device') void waitForDeviceApproval(config, loginId)
  return action
}

/** After the approval link is opened, a code goes out: the view moves on to it. */
async function waitForDeviceApproval(config: PorticoConfig, loginId: number): Promise<void> {
  const isCurrent = () =>
    loginId === config.internal.emailLoginId &&
    config.stores.auth.getState().login?.step === 'device'
  try {
    await getAuthAdapter(config).auth.connectDevice()
    if (isCurrent())
      setEmailFlow(config, 'login', { step: 'otp', error: undefined, sentAt: Date.now() })
  } catch (error) {
    if (isCurrent()) {
      setEmailFlow(config, 'login', { error: describeError(error) })
      showSignInAlert(config, error)
    }
  }
}
