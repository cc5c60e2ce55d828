import { connectSocial } from '@portico/core'
import { Button } from '../../components/Button.tsx'
import { DeviceApprovalWait } from '../../components/DeviceApprovalWait.tsx'
import { SocialIcon } from '../../components/SocialIcon.tsx'
import { usePorticoConfig } from '../../hooks/usePorticoConfig.ts'
import { useStoreState } from '../../hooks/useStoreState.ts'
import { socialProviderName } from '../../utils/socialProviderName.ts'

/**
 * A social sign-in under way (spec §2 ConnectingSocial, §4): the provider's badge, "Log in with
 * Google" and what to do ("Connect in the provider's window"), then "Signing you in…" once the
 * provider answered. When the account's e-mail must approve this site first (an existing account
 * on a new device or site), the e-mail sign-in's waiting block says an e-mail went out. A failure ('Popup closed', 'Failed to initiate social connection', 'Failed
 * to connect', …) is shown with "Try again", which opens the window anew in that click. Back
 * (the header's) cancels: core closes the window.
 */
export function ConnectingSocialView() {
  const config = usePorticoConfig()
  const social = useStoreState(config.stores.auth, (state) => state.social)
  if (!social)
    return <p className="note muted">Choose a sign-in provider in the Connect view first.</p>

  if (social.status === 'device')
    return (
      <DeviceApprovalWait testId="social-device-approval" title="Confirm this site">
        You signed in with {socialProviderName(social.provider)} to an account we already know, on a
        site or browser it has not used yet. We sent an e-mail to the account's address: open its
        link and approve this site, and you are signed in right after.
      </DeviceApprovalWait>
    )

  const failed = social.status === 'error'
  const retry = () => {
    // The error, if any, comes back through the store.
    connectSocial(config, { provider: social.provider }).catch(() => undefined)
  }
  return (
    <div className="center" data-testid="connecting-social" data-state={social.status}>
      <span className="connecting-image" data-state={failed ? 'error' : 'pending'}>
        <SocialIcon provider={social.provider} size={56} />
      </span>
      <p className="center-title">Log in with {socialProviderName(social.provider)}</p>
      {failed ? (
        <>
          <p className="error-text" role="alert">
            {social.error}
          </p>
          <Button variant="primary" onClick={retry}>
            Try again
          </Button>
        </>
      ) : (
        <p className="muted" role="status">
          {social.status === 'connecting' ? 'Signing you in…' : "Connect in the provider's window"}
        </p>
      )}
    </div>
  )
}
