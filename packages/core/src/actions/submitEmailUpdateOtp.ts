import {
  type AuthConnectorNotFoundErrorType,
  type InvalidOtpErrorType,
  NoEmailFlowError,
  type NoEmailFlowErrorType,
} from '../errors/auth.ts'
import type { AdapterErrorType } from '../errors/base.ts'
import type { ProviderRequestErrorType } from '../errors/connection.ts'
import type { RequiredFieldErrorType } from '../errors/validation.ts'
import { parseOtp } from '../internal/auth/parseEmail.ts'
import { setEmailFlow } from '../internal/auth/setEmailFlow.ts'
import { getAuthAdapter } from '../internal/connection/getAuthAdapter.ts'
import { updateNamespaceState } from '../internal/connection/updateNamespaceState.ts'
import { describeError } from '../internal/errors/describeError.ts'
import { toPorticoError } from '../internal/errors/toPorticoError.ts'
import { storageKeys } from '../storage/storageKeys.ts'
import type { PorticoConfig } from '../types/config.ts'
import { goBack } from './goBack.ts'
import { showSnackbar } from './showSnackbar.ts'

/**
 * `NoEmailFlowError` without a code step under way, `AuthConnectorNotFoundError`,
 * `RequiredFieldError` or `InvalidOtpError` for the code, the embedded wallet's own (a wrong or
 * expired code, its frame errors), or a `ProviderRequestError` for anything else it threw.
 */
export type SubmitEmailUpdateOtpErrorType =
  | NoEmailFlowErrorType
  | AuthConnectorNotFoundErrorType
  | RequiredFieldErrorType
  | InvalidOtpErrorType
  | ProviderRequestErrorType
  | AdapterErrorType

/**
 * Checks the code of the e-mail change's current step (spec §4): the current address's code
 * (primary), then the new address's (secondary), which stores the new e-mail and returns to
 * the view underneath. Failures land in `update.error` and are rethrown.
 *
 * @example
 * await submitEmailUpdateOtp(config, { otp: '123456' }) // primary
 * await submitEmailUpdateOtp(config, { otp: '654321' }) // secondary: the e-mail is changed
 */
export async function submitEmailUpdateOtp(
  config: PorticoConfig,
  parameters: { otp: string },
): Promise<void> {
  const update = config.stores.auth.getState().update
  if (!update || (update.step !== 'primary' && update.step !== 'secondary'))
    throw new NoEmailFlowError()
  setEmailFlow(config, 'update', { busy: true, error: undefined })
  const adapter = getAuthAdapter(config)
  try {
    const otp = parseOtp(parameters.otp)
    if (update.step === 'primary') {
      await adapter.auth.updateEmailPrimaryOtp({ otp })
      setEmailFlow(config, 'update', { step: 'secondary', busy: false, sentAt: Date.now() })
      return
    }
    const { email } = await adapter.auth.updateEmailSecondaryOtp({ otp })
    config.storage.set(storageKeys.email, email)
    const namespace = adapter.namespace
    const current = config.stores.connection.getState().namespaces[namespace]
    if (current?.connection && current.connectorId === adapter.auth.connectorId)
      updateNamespaceState(config.stores.connection, namespace, {
        connection: { ...current.connection, auth: { ...current.connection.auth, email } },
      })
  } catch (error) {
    setEmailFlow(config, 'update', { busy: false, error: describeError(error) })
    throw toPorticoError(error)
  }
  setEmailFlow(config, 'update', undefined)
  if (config.stores.router.getState().view === 'UpdateEmailWallet') goBack(config)
  showSnackbar(config, { message: 'E-mail updated', variant: 'success' })
}
