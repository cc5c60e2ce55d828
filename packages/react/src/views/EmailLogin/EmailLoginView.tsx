import { resendEmailCode, submitEmailOtp, truncateEmail } from '@portico/core'
import { CodeForm } from '../../components/CodeForm.tsx'
import { DeviceApprovalWait } from '../../components/DeviceApprovalWait.tsx'
import { usePorticoConfig } from '../../hooks/usePorticoConfig.ts'
import { useStoreState } from '../../hooks/useStoreState.ts'
import { translateError } from '../../i18n/translateError.ts'
import { translateRich } from '../../i18n/translateRich.tsx'
import { useI18n } from '../../i18n/useI18n.ts'
import { EmailField } from '../Connect/EmailField.tsx'

/**
 * The e-mail sign-in (spec §2 EmailLogin, §4): waiting for this device to be approved from the
 * e-mailed link, then the one-time code. Opened by an e-mail wallet button, it asks for the
 * address first; given one (route data `email`), the field asks for that address's code as it
 * opens, showing the address (and its error, if any). Core's
 * e-mail actions drive it; the failures shown are theirs ('Invalid code', 'Please try again
 * after N seconds', …).
 */
export function EmailLoginView() {
  const config = usePorticoConfig()
  const { t } = useI18n()
  const login = useStoreState(config.stores.auth, (state) => state.login)
  const givenEmail = useStoreState(config.stores.router, (state) => state.data?.email)
  if (!login) return <EmailField defaultEmail={givenEmail} />
  const shownEmail = truncateEmail(login.email)

  if (login.step === 'device')
    return (
      <DeviceApprovalWait
        testId="email-device-approval"
        title={t('connect.email.device.title')}
        error={login.error && translateError(t, login.error)}
      >
        {translateRich(t, 'connect.email.device.body', {
          email: <strong dir="ltr">{shownEmail}</strong>,
        })}
      </DeviceApprovalWait>
    )

  return (
    <CodeForm
      sentTo={shownEmail}
      busy={login.busy}
      error={login.error && translateError(t, login.error)}
      sentAt={login.sentAt}
      onSubmit={(otp) => submitEmailOtp(config, { otp }).catch(() => undefined)}
      onResend={() => resendEmailCode(config).catch(() => undefined)}
    />
  )
}
