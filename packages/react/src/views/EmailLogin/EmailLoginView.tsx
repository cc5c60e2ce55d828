import { resendEmailCode, submitEmailOtp, truncateEmail } from '@portico/core'
import { CodeForm } from '../../components/CodeForm.tsx'
import { DeviceApprovalWait } from '../../components/DeviceApprovalWait.tsx'
import { usePorticoConfig } from '../../hooks/usePorticoConfig.ts'
import { useStoreState } from '../../hooks/useStoreState.ts'

/**
 * The e-mail sign-in after the address (spec §2 EmailLogin, §4): waiting for this device to be
 * approved from the e-mailed link, then the one-time code. Core's e-mail actions drive it; the
 * failures shown are theirs ('Invalid code', 'Please try again after N seconds', …).
 */
export function EmailLoginView() {
  const config = usePorticoConfig()
  const login = useStoreState(config.stores.auth, (state) => state.login)
  if (!login) return <p className="note muted">Enter your e-mail in the Connect view first.</p>
  const shownEmail = truncateEmail(login.email)

  if (login.step === 'device')
    return (
      <DeviceApprovalWait
        testId="email-device-approval"
        title="Approve this device"
        error={login.error}
      >
        We sent a link to <strong>{shownEmail}</strong>. Open it to approve this browser; your code
        follows right after.
      </DeviceApprovalWait>
    )

  return (
    <CodeForm
      sentTo={shownEmail}
      busy={login.busy}
      error={login.error}
      sentAt={login.sentAt}
      onSubmit={(otp) => submitEmailOtp(config, { otp }).catch(() => undefined)}
      onResend={() => resendEmailCode(config).catch(() => undefined)}
    />
  )
}
