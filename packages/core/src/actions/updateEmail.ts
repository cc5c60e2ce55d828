import type { AuthConnectorNotFoundErrorType, InvalidEmailErrorType } from '../errors/auth.ts'
import type { AdapterErrorType } from '../errors/base.ts'
import type { ProviderRequestErrorType } from '../errors/connection.ts'
import type { RequiredFieldErrorType } from '../errors/validation.ts'
import { parseEmail } from '../internal/auth/parseEmail.ts'
import { setEmailFlow } from '../internal/auth/setEmailFlow.ts'
import { getAuthAdapter } from '../internal/connection/getAuthAdapter.ts'
import { describeError } from '../internal/errors/describeError.ts'
import { toPorticoError } from '../internal/errors/toPorticoError.ts'
import type { PorticoConfig } from '../types/config.ts'
import { navigate } from './navigate.ts'

/**
 * Opens UpdateEmailWallet on its first step: the new address (spec §2, §4).
 *
 * @example
 * startEmailUpdate(config)
 */
export function startEmailUpdate(config: PorticoConfig): void {
  setEmailFlow(config, 'update', { email: '', step: 'email', busy: false, error: undefined })
  navigate(config, 'UpdateEmailWallet')
}

/**
 * `RequiredFieldError` or `InvalidEmailError` for the address, `AuthConnectorNotFoundError`, the
 * embedded wallet's own (an address already taken, its frame errors), or a `ProviderRequestError`
 * for anything else it threw.
 */
export type UpdateEmailErrorType =
  | RequiredFieldErrorType
  | InvalidEmailErrorType
  | AuthConnectorNotFoundErrorType
  | ProviderRequestErrorType
  | AdapterErrorType

/**
 * Asks to change the account's e-mail to `email` (spec §4): a code goes to the current address
 * and the view moves to it. Failures land in `update.error` and are rethrown.
 *
 * @example
 * await updateEmail(config, { email: 'new@example.com' })
 */
export async function updateEmail(
  config: PorticoConfig,
  parameters: { email: string },
): Promise<void> {
  setEmailFlow(config, 'update', { busy: true, error: undefined })
  try {
    const email = parseEmail(parameters.email)
    const { action } = await getAuthAdapter(config).auth.updateEmail({ email })
    const step = action === 'VERIFY_SECONDARY_OTP' ? 'secondary' : 'primary'
    setEmailFlow(config, 'update', { email, step, busy: false, sentAt: Date.now() })
  } catch (error) {
    setEmailFlow(config, 'update', { busy: false, error: describeError(error) })
    throw toPorticoError(error)
  }
}
