import { NoEmailFlowError } from '../errors/auth.ts'
import { describeError } from '../internal/describeError.ts'
import { getAuthAdapter } from '../internal/getAuthAdapter.ts'
import { setEmailFlow } from '../internal/setEmailFlow.ts'
import { showSignInAlert } from '../internal/showSignInAlert.ts'
import { toPorticoError } from '../internal/toPorticoError.ts'
import type { PorticoConfig } from '../types/config.ts'

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
